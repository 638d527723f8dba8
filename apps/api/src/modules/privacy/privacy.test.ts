import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createPrivacyRepository } from "./privacy.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const as = (m: Member, app = t.app) => caller(app, m.token);
const read = async (m: Member) => (await as(m)("GET", "/api/v1/privacy")).json().data;
const save = (m: Member, privacy: Record<string, unknown>) =>
  as(m)("PUT", "/api/v1/privacy", { privacy });

describe("privacy settings", () => {
  it("start at the defaults: all members, plan rule, visible, everyone, not private", async () => {
    const m = await createMember(t.app);
    expect(await read(m)).toEqual({
      photos: "members",
      contacts: "plan",
      profile: "visible",
      contact_from: "everyone",
      browse_privately: false,
    });
  });

  it("save only what is sent and keep the rest", async () => {
    const m = await createMember(t.app);
    const first = await save(m, { photos: "on_request" });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ photos: "on_request", contacts: "plan" });
    await save(m, { contacts: "connected", browse_privately: true });
    expect(await read(m)).toEqual({
      photos: "on_request",
      contacts: "connected",
      profile: "visible",
      contact_from: "everyone",
      browse_privately: true,
    });
  });

  it("are each member's own: one member's change leaves another's alone", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await save(a, { profile: "hidden", contact_from: "verified" });
    expect((await read(b)).profile).toBe("visible");
    expect((await read(a)).profile).toBe("hidden");
  });

  it("refuse an unknown value or an unknown setting with request.invalid", async () => {
    const m = await createMember(t.app);
    for (const privacy of [{ photos: "friends" }, { colour: "blue" }, { browse_privately: 1 }]) {
      const res = await save(m, privacy);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
    expect((await read(m)).photos).toBe("members");
  });

  it("need a signed-in member", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/privacy" });
    expect(res.statusCode).toBe(401);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/v1/privacy",
      payload: { privacy: { photos: "connected" } },
    });
    expect(put.statusCode).toBe(401);
  });

  it("are read by other modules through one function, defaults included", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await save(a, { browse_privately: true });
    const privacy = createPrivacyRepository({ db: t.database.db });
    expect((await privacy.of(a.userId)).browse_privately).toBe(true);
    const both = await privacy.ofMany([a.userId, b.userId]);
    expect(both.get(a.userId)?.browse_privately).toBe(true);
    expect(both.get(b.userId)).toMatchObject({ photos: "members", profile: "visible" });
  });
});
