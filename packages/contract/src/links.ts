// The web app's addresses that the API also writes (into mails, link previews): one spelling for
// both. No zod here: the web app's first screens import this module, and its schemas stay out.
import type { NotificationKind } from "./notifications.ts";

/**
 * The `/profile/{pid}` route carries base64url of the profile id (api-contract.md,
 * Conventions), so ids never appear in plain text in shared links.
 */
export function encodePid(id: string): string {
  return btoa(id).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The link to a profile's page. */
export const profilePath = (id: string) => `/profile/${encodePid(id)}`;

/** The chat with a member (opened, or asked for, by the chat page). */
export const chatPath = (memberId: string) => `/chat?with=${encodeURIComponent(memberId)}`;

/** The document pages by the document's type (the trust feature's upload routes). */
const documentPages: Record<string, string> = {
  GovID: "/upload/doc",
  JobID: "/upload/job/doc",
  SalaryID: "/upload/income/doc",
};

/**
 * Where a notification leads, in the app and from its mail: the place the event happened
 * (a path; the API puts PUBLIC_URL before it). `actorId` is null when the member who acted is
 * not shown (an anonymous visit) or gone.
 */
export function notificationTarget(
  kind: NotificationKind,
  actorId: string | null | undefined,
  data: Record<string, unknown>,
): string {
  switch (kind) {
    case "interest_received":
      return "/interests";
    case "profile_viewed":
      return "/visitors";
    case "interest_accepted":
      return actorId ? profilePath(actorId) : "/interests";
    case "photo_request_received":
    case "photo_request_accepted":
      return actorId ? profilePath(actorId) : "/notifications";
    case "chat_request_received":
      return "/chats";
    case "chat_request_accepted":
    case "message":
      return actorId ? chatPath(actorId) : "/chats";
    case "document_approved":
    case "document_rejected":
      return documentPages[String(data.document)] ?? "/upload/doc";
    case "plan_activated":
    case "plan_expiring":
      return "/subscription";
    case "recommendations_ready":
      return "/matches";
    case "saved_search_matches":
      return "/filtered/profiles";
    case "manager_joined":
      return "/settings/managers";
    case "data_export_ready":
      return "/settings/privacy#my-data";
  }
}
