import { connectionLimits } from "@sagpan/contract";
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
const trail = (m: Member, pid: string) => as(m)("GET", `/api/v1/trails?pid=${pid}`);
const note = (m: Member, pid: string, text: string) =>
  as(m)("POST", "/api/v1/trail", { pid, note: text });
const kinds = async (m: Member, pid: string) =>
  (await trail(m, pid)).json().data.map((e: { kind: string; by: string }) => `${e.kind}:${e.by}`);
// Views are stamped by the database's clock, the rest by the app's: start both together.
const tick = () => t.clock.advance(60_000);

describe("trail", () => {
  it("tells my story with a profile, newest first, from each side", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    t.clock.now = new Date();
    await as(a)("POST", "/api/v1/score/up", { to: b.userId, context: "profile_page" });
    tick();
    const interest = (
      await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } })
    ).json().data;
    tick();
    await as(b)("PUT", `/api/v1/interests/${interest.id}`, { interest: { status: "accepted" } });
    tick();
    const request = (
      await as(b)("POST", "/api/v1/chatrequests", { chat_request: { to: a.userId } })
    ).json().data;
    tick();
    await as(a)("PUT", `/api/v1/chatrequests/${request.id}/`, {
      id: request.id,
      chat_request: { accepted: false, declined: true },
    });
    tick();
    const added = await note(a, b.userId, "  Call her parents on Sunday  ");
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      kind: "note",
      by: "me",
      note: "Call her parents on Sunday",
      id: expect.any(String),
    });
    tick();
    await as(a)("POST", "/api/v1/block/", { block_request: { profileId: b.userId } });

    const res = await trail(a, b.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().next).toBeNull();
    expect(await kinds(a, b.userId)).toEqual([
      "blocked:me",
      "note:me",
      "chat_request_declined:me",
      "chat_request_sent:them",
      "interest_accepted:them",
      "interest_sent:me",
      "viewed:me",
    ]);
    // b was blocked by a: a's profile and trail are gone for b.
    expect((await trail(b, a.userId)).statusCode).toBe(404);
  });

  it("is private: nobody else's notes or views show", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const c = await createMember(t.app);
    await note(a, b.userId, "Mine alone");
    await as(c)("POST", "/api/v1/score/up", { to: b.userId, context: "profile_page" });
    await as(b)("POST", "/api/v1/score/up", { to: a.userId, context: "profile_page" });
    expect(await kinds(c, b.userId)).toEqual(["viewed:me"]);
    // b looked at a, but who viewed me is not part of my trail.
    expect(await kinds(a, b.userId)).toEqual(["note:me"]);
  });

  it("leaves out an interest the other side withdrew, keeps mine", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const theirs = (await as(b)("POST", "/api/v1/interests", { interest: { to: a.userId } })).json()
      .data;
    tick();
    await as(b)("DELETE", `/api/v1/interests/${theirs.id}`);
    expect(await kinds(a, b.userId)).toEqual([]);
    expect(await kinds(b, a.userId)).toEqual(["interest_cancelled:me", "interest_sent:me"]);
  });

  it("validates notes and the profile", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    expect((await note(a, b.userId, "   ")).statusCode).toBe(400);
    expect(
      (await note(a, b.userId, "x".repeat(connectionLimits.noteMaxLength + 1))).statusCode,
    ).toBe(400);
    expect((await note(a, b.userId, "x".repeat(connectionLimits.noteMaxLength))).statusCode).toBe(
      201,
    );
    const self = await note(a, a.userId, "me");
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("trail.self");
    expect((await trail(a, "nobody")).statusCode).toBe(404);
    expect((await as(a)("GET", "/api/v1/trails")).statusCode).toBe(400);
  });
});
