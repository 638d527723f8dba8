import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const as = (m: { token: string }) => caller(t.app, m.token);
const block = (m: Member, profileId: string) =>
  as(m)("POST", "/api/v1/block/", { block_request: { profileId } });
const unblock = (m: Member, profileId: string) =>
  as(m)("POST", "/api/v1/unblock/", { unblock_request: { profileId } });
const isBlocked = async (m: Member, profileId: string) =>
  (await as(m)("GET", `/api/v1/isblock/?profileId=${profileId}`)).json().is_blocked;
const listIds = async (m: Member) =>
  (await as(m)("GET", "/api/v1/profiles?limit=50")).json().data.map((p: { id: string }) => p.id);

describe("block and unblock", () => {
  it("blocks, tells only the blocker, and unblocks", async () => {
    const a = await createMember(t.app, { body: { gender: "male", birthdate: "1993-01-01" } });
    const b = await createMember(t.app);
    const res = await block(a, b.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_blocked: true });
    expect(await isBlocked(a, b.userId)).toBe(true);
    // Being blocked is never told.
    expect(await isBlocked(b, a.userId)).toBe(false);
    // Blocking twice is harmless.
    expect((await block(a, b.userId)).json()).toEqual({ is_blocked: true });

    const undone = await unblock(a, b.userId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ is_blocked: false });
    expect(await isBlocked(a, b.userId)).toBe(false);
    expect((await unblock(a, b.userId)).json()).toEqual({ is_blocked: false });
  });

  it("hides the pair from each other's lists at once, in both directions", async () => {
    const a = await createMember(t.app, { body: { gender: "male", birthdate: "1993-01-01" } });
    const b = await createMember(t.app);
    expect(await listIds(a)).toContain(b.userId);
    await block(b, a.userId);
    expect(await listIds(a)).not.toContain(b.userId);
    expect(await listIds(b)).not.toContain(a.userId);
    await unblock(b, a.userId);
    expect(await listIds(a)).toContain(b.userId);
  });

  it("shows the blocker the profile with is_blocked, and the blocked member a 404", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await block(a, b.userId);
    const mine = await as(a)("GET", `/api/v1/profiles/${b.userId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().flags.is_blocked).toBe(true);
    const theirs = await as(b)("GET", `/api/v1/profiles/${a.userId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe("profile.not_found");
  });

  it("refuses myself, unknown members and bad bodies", async () => {
    const a = await createMember(t.app);
    const self = await block(a, a.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: "block.self",
      message: "You cannot block yourself",
    });
    expect((await block(a, "nobody")).statusCode).toBe(404);
    expect((await as(a)("GET", "/api/v1/isblock/?profileId=nobody")).statusCode).toBe(404);
    expect((await as(a)("POST", "/api/v1/block/", { block_request: {} })).statusCode).toBe(400);
    expect((await as(a)("GET", "/api/v1/isblock/")).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/v1/block/",
      payload: { block_request: { profileId: a.userId } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
