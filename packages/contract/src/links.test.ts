import { describe, expect, it } from "vitest";
import { chatPath, encodePid, notificationTarget, profilePath } from "./links.ts";
import { notificationKindSchema } from "./notifications.ts";
import { matchPage } from "./pages.ts";

describe("links", () => {
  it("spells a pid as base64url without padding, as the API decodes it", () => {
    for (const id of ["a", "ab", "01JDKX9Q3M7Z", "m-1_2"]) {
      expect(encodePid(id)).toBe(Buffer.from(id).toString("base64url"));
    }
    expect(profilePath("01JDKX9Q3M7Z")).toBe("/profile/MDFKREtYOVEzTTda");
    expect(chatPath("a b")).toBe("/chat?with=a%20b");
  });

  it("leads every kind of notification to a page of the app, the actor's where there is one", () => {
    for (const kind of notificationKindSchema.options) {
      for (const actor of ["m1", null]) {
        const path = notificationTarget(kind, actor, {});
        expect(matchPage(path.split(/[?#]/)[0] as string), `${kind} ${actor}`).not.toBeNull();
      }
    }
    expect(notificationTarget("interest_accepted", "m1", {})).toBe(profilePath("m1"));
    expect(notificationTarget("interest_accepted", null, {})).toBe("/interests");
    expect(notificationTarget("message", "m1", {})).toBe(chatPath("m1"));
    expect(notificationTarget("message", null, {})).toBe("/chats");
    expect(notificationTarget("document_rejected", null, { document: "SalaryID" })).toBe(
      "/upload/income/doc",
    );
    expect(notificationTarget("document_approved", null, { document: "?" })).toBe("/upload/doc");
  });
});
