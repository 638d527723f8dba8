import type { Notification } from "@sagpan/contract";
import type { TFunction } from "i18next";
import { profilePath } from "../../lib/pid.ts";
import { chatPath } from "../connections/keys.ts";

/** The document pages by the document's type (the trust feature's upload routes). */
const documentPages: Record<string, string> = {
  GovID: "/upload/doc",
  JobID: "/upload/job/doc",
  SalaryID: "/upload/income/doc",
};

/** Where a tap on the notification goes: the place the event happened. */
export function targetOf(n: Notification): string {
  const actor = n.actor?.id;
  switch (n.kind) {
    case "interest_received":
      return "/interests";
    case "profile_viewed":
      return "/visitors";
    case "interest_accepted":
    case "photo_request_received":
    case "photo_request_accepted":
      return actor ? profilePath(actor) : "/interests";
    case "chat_request_received":
      return "/chats";
    case "chat_request_accepted":
    case "message":
      return actor ? chatPath(actor) : "/chats";
    case "document_approved":
    case "document_rejected":
      return documentPages[String(n.data.document)] ?? "/upload/doc";
    case "plan_activated":
    case "plan_expiring":
      return "/subscription";
    case "recommendations_ready":
      return "/matches";
    case "saved_search_matches":
      return "/filtered/profiles";
    case "manager_joined":
      return "/info";
    case "data_export_ready":
      return "/settings/privacy#my-data";
  }
}

/** The event in words, in the member's language ("Krupa sent you a message"). */
export function sentenceOf(t: TFunction, n: Notification): string {
  // A Free member is told that someone looked, not who (as the visitors list tells them).
  if (n.kind === "profile_viewed" && !n.actor)
    return t("notifications.kinds.profile_viewed_someone");
  // Who joined, by relation (notifications from before it was recorded have none).
  if (n.kind === "manager_joined" && typeof n.data.relation === "string")
    return t(`notifications.managerJoined.${n.data.relation}`, {
      defaultValue: t("notifications.kinds.manager_joined"),
    });
  return t(`notifications.kinds.${n.kind}`, {
    name: n.actor?.name ?? "",
    plan: String(n.data.plan ?? ""),
    count: Number(n.data.count ?? 0),
    document: t(`notifications.documents.${String(n.data.document ?? "GovID")}`, {
      defaultValue: t("notifications.documents.GovID"),
    }),
  });
}
