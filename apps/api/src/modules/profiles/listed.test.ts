import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const ids = async (m: { token: string }, url: string) =>
  ((await as(m)("GET", url)).json().data as { id: string }[]).map((c) => c.id);

describe("who is listed: only profiles with their essentials", () => {
  it("keeps a profile out of others' lists, matches and recommendations until its essentials are filled, telling its owner what is missing", async () => {
    const viewer = await createMember(t.app, { body: { gender: "male", name: "Parth" } });
    const listed = await createMember(t.app, { body: { name: "Kinjal" } });
    // The newest profile, empty: it must not head the list (nor be in it).
    const empty = await createMember(t.app, { body: { name: "Zeel" }, essentials: false });
    const lists = [
      "/api/v1/profiles?limit=50",
      "/api/v1/matches?type=mine&limit=50",
      "/api/v1/recommendations",
    ];
    for (const url of lists) {
      const got = await ids(viewer, url);
      expect(got, url).toContain(listed.userId);
      expect(got, url).not.toContain(empty.userId);
    }
    const visitors = await t.app.inject({ url: "/api/v1/view/profiles/female?limit=50" });
    expect(visitors.statusCode).toBe(200);
    const seen = (visitors.json().data as { id: string }[]).map((c) => c.id);
    expect(seen).toContain(listed.userId);
    expect(seen).not.toContain(empty.userId);
    const missing = (await as(empty)("GET", "/api/v1/profile_completion")).json();
    expect(missing.missing_essentials).toEqual([
      "maritial_status",
      "current_city",
      "education",
      "work",
    ]);
    await as(empty)("PUT", `/api/v1/profiles/${empty.userId}`, {
      profile: {
        maritial_status: "never_married",
        current_city: "Surat",
        education: "B.Sc",
      },
    });
    expect(
      (await as(empty)("GET", "/api/v1/profile_completion")).json().missing_essentials,
    ).toEqual(["work"]);
    expect(await ids(viewer, lists[0]!)).not.toContain(empty.userId);
    await as(empty)("PUT", `/api/v1/profiles/${empty.userId}`, { profile: { work: "business" } });
    expect(
      (await as(empty)("GET", "/api/v1/profile_completion")).json().missing_essentials,
    ).toEqual([]);
    const now = await ids(viewer, lists[0]!);
    expect(now[0]).toBe(empty.userId);
    expect(await ids(viewer, lists[1]!)).toContain(empty.userId);
  });
});
