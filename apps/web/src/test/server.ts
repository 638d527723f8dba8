import { defaultPrivacy, type ErrorCode, errorCatalogue } from "@sagpan/contract";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { countsFixture, legalFixture, preferencesFixture, siteFixture } from "./fixtures.ts";

/** An error reply in the contract's shape, with the catalogue's status and message. */
export function errorReply(code: ErrorCode, fields?: Record<string, string>) {
  const { status, message } = errorCatalogue[code];
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** Calls every page makes in passing (footer, A/B text, counts) answer with fixtures. */
export const defaultHandlers = [
  http.get("/api/v1/site", () => HttpResponse.json({ data: siteFixture() })),
  http.get("/api/v1/legal", () => HttpResponse.json({ data: legalFixture() })),
  http.get("/api/v2/ab", () => HttpResponse.json({ data: {} })),
  http.get("/api/v1/google/config", () => HttpResponse.json({ client_id: null })),
  http.get("/api/v1/counts/subscribe", () => HttpResponse.json({ data: countsFixture() })),
  http.get("/api/v1/me", () => errorReply("request.not_found")),
  http.get("/api/v1/profiles", () => HttpResponse.json({ data: [], next: null })),
  http.get("/api/v1/bookmarks", () => HttpResponse.json({ data: [], next: null })),
  http.get("/api/v1/preferences", () => HttpResponse.json({ data: preferencesFixture() })),
  http.get("/api/v1/profile_completion", () =>
    HttpResponse.json({
      percent: 100,
      remaining: [],
      remaining_personal: [],
      missing_essentials: [],
    }),
  ),
  http.get("/api/v1/recommendations", () => HttpResponse.json({ data: [], date: "2026-11-27" })),
  // The banner across the app while the member's profile is hidden or paused.
  http.get("/api/v1/privacy", () => HttpResponse.json({ data: defaultPrivacy })),
  http.get("/api/v1/photo_requests", () => HttpResponse.json({ data: [] })),
  http.get("/api/v1/export", () => HttpResponse.json({ data: null })),
  http.put("/api/v1/privacy", async ({ request }) =>
    HttpResponse.json({
      data: {
        photos: "members",
        contacts: "plan",
        profile: "visible",
        contact_from: "everyone",
        browse_privately: false,
        ...((await request.json()) as { privacy: object }).privacy,
      },
    }),
  ),
  http.post("/api/v1/score/up", () => HttpResponse.json({ ok: true })),
  // The top bar's bell: nothing new unless a test says otherwise.
  http.get("/api/v1/notifications", () => HttpResponse.json({ data: [], next: null, unread: 0 })),
  http.post("/api/v1/notifications/read", () => HttpResponse.json({ unread: 0 })),
];

export const server = setupServer(...defaultHandlers);
