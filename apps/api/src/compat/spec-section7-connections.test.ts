import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { expectData, expectStatus, expectTopLevel, specCaller } from "./spec-calls.ts";

// Spec section 7: Chat requests, Interests, Blocking and reporting, Messaging, each call with
// the body the spec shows; every call that names an object is also tried by another member.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
const man = (name = "Mehul") =>
  createMember(t.app, {
    db: t.database.db,
    plan: "Trust",
    body: { gender: "male", name, lastName: "Shah", birthdate: "1994-02-10" },
  });
const woman = () => createMember(t.app, { db: t.database.db, plan: "Trust" });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m?: Member) => specCaller(t.app, m?.token);

describe("spec 7, Chat requests", () => {
  it("POST /api/v1/chatrequests {chat_request:{to}}", async () => {
    const [a, b] = [await man(), await woman()];
    const res = await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } });
    expectStatus(res, 201);
    expectData(res.json(), ["id", "accepted", "declined"]);
  });

  it("GET /api/v1/chatrequests/?accepted=false&from=0: my sent requests, with to_profile", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } });
    await as(c)("POST", "/api/v1/chatrequests", { chat_request: { to: a.userId } });
    const res = await as(a)("GET", "/api/v1/chatrequests/?accepted=false&from=0");
    expectStatus(res, 200);
    expectData(res.json(), ["id", "to", "to_profile"]);
    const [sent, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    expect(sent.to).toBe(b.userId);
    expectTopLevel(sent.to_profile, ["name", "lastName", "pics", "primary_profile_pic"]);
    // Those received are /invites.
    const invites = await as(a)("GET", "/api/v1/invites");
    expect(invites.json().data.map((i: { from: string }) => i.from)).toEqual([c.userId]);
  });

  it("PUT /api/v1/chatrequests/{id}/ {id,chat_request:{accepted,declined}}: the receiver only", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    const { id } = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    const body = { id, chat_request: { accepted: true, declined: false } };
    expectStatus(await as(c)("PUT", `/api/v1/chatrequests/${id}/`, body), 404);
    expectStatus(await as(a)("PUT", `/api/v1/chatrequests/${id}/`, body), 404);
    const res = await as(b)("PUT", `/api/v1/chatrequests/${id}/`, body);
    expectStatus(res, 200);
    expect(res.json().data).toMatchObject({ accepted: true, declined: false });
  });

  it("DELETE /api/v1/chatrequests/{id}/: by request id or the other member's id, mine only", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    const first = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: c.userId } });
    expectStatus(await as(c)("DELETE", `/api/v1/chatrequests/${first.id}/`), 404);
    expectStatus(await as(c)("DELETE", `/api/v1/chatrequests/${b.userId}/`), 404);
    expectStatus(await as(b)("DELETE", `/api/v1/chatrequests/${a.userId}/`), 404);
    expectStatus(await as(a)("DELETE", `/api/v1/chatrequests/${first.id}/`), 200);
    expectStatus(await as(a)("DELETE", `/api/v1/chatrequests/${c.userId}/`), 200);
    expect((await as(a)("GET", "/api/v1/chatrequests/?accepted=false&from=0")).json().data).toEqual(
      [],
    );
  });
});

describe("spec 7, Interests", () => {
  it("POST /interests {interest:{to}}, PUT /interests/{id} {interest}, GET ?type= (data.data), DELETE", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    const sent = await as(a)("POST", "/api/v1/interests", { interest: { to: b.userId } });
    expectStatus(sent, 201);
    const id = sent.json().data.id as string;
    const answer = { interest: { status: "accepted" } };
    expectStatus(await as(c)("PUT", `/api/v1/interests/${id}`, answer), 404);
    expectStatus(await as(b)("PUT", `/api/v1/interests/${id}`, answer), 200);
    for (const [m, type] of [
      [a, "sent"],
      [b, "received"],
      [a, "matched"],
    ] as const) {
      const res = await as(m)("GET", `/api/v1/interests?type=${type}`);
      expectStatus(res, 200);
      expectData(res.json(), ["id", "status", "to", "to_profile", "from_profile"]);
      expect(res.json().data).toHaveLength(1);
    }
    const second = (await as(a)("POST", "/api/v1/interests", { interest: { to: c.userId } })).json()
      .data;
    expectStatus(await as(c)("DELETE", `/api/v1/interests/${second.id}`), 404);
    expectStatus(await as(a)("DELETE", `/api/v1/interests/${second.id}`), 200);
  });
});

describe("spec 7, Blocking and reporting", () => {
  it("POST /block/ {block_request:{profileId}}, GET /isblock/?profileId= (response is_blocked), POST /unblock/", async () => {
    const [a, b] = [await man(), await woman()];
    const block = await as(a)("POST", "/api/v1/block/", { block_request: { profileId: b.userId } });
    expectStatus(block, 200);
    expectTopLevel(block.json(), ["is_blocked"]);
    const is = await as(a)("GET", `/api/v1/isblock/?profileId=${b.userId}`);
    expectStatus(is, 200);
    expect(is.json().is_blocked).toBe(true);
    const unblock = await as(a)("POST", "/api/v1/unblock/", {
      unblock_request: { profileId: b.userId },
    });
    expectStatus(unblock, 200);
    expect(unblock.json().is_blocked).toBe(false);
    expect((await as(a)("GET", `/api/v1/isblock/?profileId=${b.userId}`)).json().is_blocked).toBe(
      false,
    );
  });

  it("POST /api/v1/user/report {user_report:{user_to_id,reason}}: reason is free text", async () => {
    const [a, b] = [await man(), await woman()];
    const res = await as(a)("POST", "/api/v1/user/report", {
      user_report: { user_to_id: b.userId, reason: "Her photos are of a film actress" },
    });
    expectStatus(res, 201);
    expectData(res.json(), ["id", "reason", "details", "status"]);
    expect(res.json().data.details).toBe("Her photos are of a film actress");
  });
});

describe("spec 7, Messaging", () => {
  it("GET /invites, POST /message/ {message:{to,message}}, GET /chat/threads, GET /message/{id}*{n}, GET /counts/subscribe", async () => {
    const [a, b, c] = [await man(), await woman(), await woman()];
    const { id } = (
      await as(a)("POST", "/api/v1/chatrequests", { chat_request: { to: b.userId } })
    ).json().data;
    const invites = await as(b)("GET", "/api/v1/invites");
    expectStatus(invites, 200);
    expectData(invites.json(), ["id", "from"]);
    await as(b)("PUT", `/api/v1/chatrequests/${id}/`, {
      id,
      chat_request: { accepted: true, declined: false },
    });
    const sent = await as(a)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Kem cho?" },
    });
    expectStatus(sent, 201);
    expectData(sent.json(), ["id", "message"]);
    // Without an accepted request between them, no message goes through.
    const stranger = await as(c)("POST", "/api/v1/message/", {
      message: { to: b.userId, message: "Hello" },
    });
    expect(stranger.statusCode).toBeGreaterThanOrEqual(400);
    const threads = await as(b)("GET", "/api/v1/chat/threads?limit=20&offset=0");
    expectStatus(threads, 200);
    expectData(threads.json(), ["thread_id", "with", "last_message", "unread"]);
    const page = await as(b)("GET", `/api/v1/message/${a.userId}*0`);
    expectStatus(page, 200);
    expectData(page.json(), ["message"]);
    expect(page.json().data.map((m: { message: string }) => m.message)).toEqual(["Kem cho?"]);
    // A third member reads nothing of their conversation.
    const peek = await as(c)("GET", `/api/v1/message/${a.userId}*0`);
    expect(JSON.stringify(peek.json())).not.toContain("Kem cho?");
    const counts = await as(b)("GET", "/api/v1/counts/subscribe");
    expectStatus(counts, 200);
    expectData(counts.json(), ["chat_count"]);
  });
});
