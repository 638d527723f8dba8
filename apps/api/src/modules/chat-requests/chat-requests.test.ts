import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, idsOf } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const member = (plan?: "Belief" | "Trust") =>
  createMember(t.app, plan ? { db: t.database.db, plan } : {});
const as = (m: { token: string }) => caller(t.app, m.token);
const request = (from: Member, to: string) =>
  as(from)("POST", "/api/v1/chatrequests", { chat_request: { to } });
const answer = (m: Member, id: string, accepted: boolean, declined = !accepted) =>
  as(m)("PUT", `/api/v1/chatrequests/${id}/`, { id, chat_request: { accepted, declined } });
/** Requests waiting on the member's answer (the spec's own call lists those sent). */
const waiting = async (m: Member, query = "accepted=false&from=0&direction=received") =>
  (await as(m)("GET", `/api/v1/chatrequests/?${query}`)).json();
const counts = async (m: Member) => (await as(m)("GET", "/api/v1/counts/subscribe")).json().data;

describe("chat request states", () => {
  it("goes from pending to accepted, with the spec's accepted/declined booleans", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b.userId);
    expect(sent.statusCode).toBe(201);
    const { data } = sent.json();
    expect(data).toMatchObject({
      from: a.userId,
      to: b.userId,
      status: "pending",
      accepted: false,
      declined: false,
      answered_at: null,
      profile: { id: b.userId, name: "Krupa", pics: [] },
    });
    expect(idsOf(await waiting(b))).toEqual([data.id]);
    expect((await waiting(b)).data[0].profile.id).toBe(a.userId);
    expect((await counts(b)).chat_requests).toBe(1);

    const res = await answer(b, data.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "accepted", accepted: true, declined: false });
    expect((await waiting(b)).data).toEqual([]);
    expect((await counts(b)).chat_requests).toBe(0);
    expect(idsOf(await waiting(b, "accepted=true&direction=received"))).toEqual([data.id]);
    expect(idsOf(await waiting(a, "accepted=true&direction=sent"))).toEqual([data.id]);
  });

  it("goes from pending to declined; the answer is final", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await request(a, b.userId)).json().data;
    const res = await answer(b, id, false);
    expect(res.json().data).toMatchObject({ status: "declined", accepted: false, declined: true });
    expect((await answer(b, id, false)).statusCode).toBe(200);
    const late = await answer(b, id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: "chat_request.already_answered",
      message: "This chat request has already been answered",
    });
  });

  it("refuses an answer that is both or neither", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await request(a, b.userId)).json().data;
    expect((await answer(b, id, true, true)).statusCode).toBe(400);
    expect((await answer(b, id, false, false)).statusCode).toBe(400);
  });

  it("lets only the receiver answer: 404 for the sender and strangers", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await request(a, b.userId)).json().data;
    for (const who of [a, stranger]) {
      const res = await answer(who, id, true);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("chat_request.not_found");
    }
  });

  it("lets only the sender cancel, while pending", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await request(a, b.userId)).json().data;
    expect((await as(b)("DELETE", `/api/v1/chatrequests/${id}/`)).statusCode).toBe(404);
    expect((await as(stranger)("DELETE", `/api/v1/chatrequests/${id}/`)).statusCode).toBe(404);
    const res = await as(a)("DELETE", `/api/v1/chatrequests/${id}/`);
    expect(res.statusCode).toBe(200);
    expect((await waiting(b)).data).toEqual([]);
    expect((await as(a)("DELETE", `/api/v1/chatrequests/${id}`)).statusCode).toBe(404);
    // Cancelled, it may be sent again; an answered one cannot be cancelled.
    const again = (await request(a, b.userId)).json().data;
    await answer(b, again.id, true);
    const late = await as(a)("DELETE", `/api/v1/chatrequests/${again.id}/`);
    expect(late.statusCode).toBe(409);
  });

  it("the spec's list call gives my sent pending requests, each with to_profile", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const mine = (await request(a, b.userId)).json().data;
    await request(c, a.userId);
    const res = await as(a)("GET", "/api/v1/chatrequests/?accepted=false&from=0");
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([mine.id]);
    expect(res.json().data[0].to_profile).toMatchObject({
      id: b.userId,
      name: "Krupa",
      lastName: expect.any(String),
      pics: [],
      primary_profile_pic: null,
    });
    expect(res.json().data[0].from_profile.id).toBe(a.userId);
  });

  it("cancels by the other member's profile id, only the caller's own pending request", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await request(a, b.userId)).json().data;
    // The receiver naming the sender, or a stranger naming either, finds nothing to cancel.
    expect((await as(b)("DELETE", `/api/v1/chatrequests/${a.userId}/`)).statusCode).toBe(404);
    expect((await as(stranger)("DELETE", `/api/v1/chatrequests/${b.userId}/`)).statusCode).toBe(
      404,
    );
    expect((await as(stranger)("DELETE", `/api/v1/chatrequests/${a.userId}`)).statusCode).toBe(404);
    expect(idsOf(await waiting(b))).toEqual([id]);
    expect((await as(a)("DELETE", `/api/v1/chatrequests/${b.userId}/`)).statusCode).toBe(200);
    expect((await waiting(b)).data).toEqual([]);
    expect((await as(a)("DELETE", `/api/v1/chatrequests/${b.userId}`)).statusCode).toBe(404);
  });
});

describe("sending", () => {
  it("refuses a second request and one answering a request already received", async () => {
    const a = await member();
    const b = await member();
    await request(a, b.userId);
    const again = await request(a, b.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "chat_request.already_sent",
      message: "Chat request already sent",
    });
    const reverse = await request(b, a.userId);
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().error.code).toBe("chat_request.already_received");
  });

  it("refuses myself, unknown members and blocked pairs", async () => {
    const a = await member();
    const b = await member();
    expect((await request(a, a.userId)).json().error.code).toBe("chat_request.self");
    expect((await request(a, "nobody")).statusCode).toBe(404);
    await as(a)("POST", "/api/v1/block/", { block_request: { profileId: b.userId } });
    expect((await request(a, b.userId)).statusCode).toBe(404);
    expect((await request(b, a.userId)).statusCode).toBe(404);
  });

  it("allows 3 a day on the Free plan, then 402", async () => {
    const a = await member();
    const targets = await Promise.all(Array.from({ length: 4 }, () => member()));
    for (const target of targets.slice(0, 3)) {
      expect((await request(a, target.userId)).statusCode).toBe(201);
    }
    const over = await request(a, targets[3]!.userId);
    expect(over.statusCode).toBe(402);
    expect(over.json().error.message).toBe("Plan upgrade required to use this feature");
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await request(a, targets[3]!.userId)).statusCode).toBe(201);
  });

  it("is unlimited on paid plans", async () => {
    const a = await member("Trust");
    const targets = await Promise.all(Array.from({ length: 5 }, () => member()));
    for (const target of targets) {
      expect((await request(a, target.userId)).statusCode).toBe(201);
    }
  });

  it("sets the profile's is_chat_requested flag", async () => {
    const a = await member();
    const b = await member();
    const flag = async () =>
      (await as(a)("GET", `/api/v1/profiles/${b.userId}`)).json().flags.is_chat_requested;
    expect(await flag()).toBe(false);
    await request(a, b.userId);
    expect(await flag()).toBe(true);
  });
});

describe("lists and invites", () => {
  it("pages pending requests from an offset", async () => {
    const b = await member();
    const senders = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const s of senders) {
      await request(s, b.userId);
      t.clock.advance(1000);
    }
    const first = await waiting(b, "accepted=false&from=0&limit=2&direction=received");
    expect(first.data.map((r: { from: string }) => r.from)).toEqual([
      senders[2]!.userId,
      senders[1]!.userId,
    ]);
    expect(first.next).toBe(2);
    const rest = await waiting(b, "accepted=false&from=2&limit=2&direction=received");
    expect(rest.data.map((r: { from: string }) => r.from)).toEqual([senders[0]!.userId]);
    expect(rest.next).toBeNull();
  });

  it("lists what waits on me: interests and chat requests, newest first", async () => {
    const me = await member();
    const x = await member();
    const y = await member();
    const interest = (
      await as(x)("POST", "/api/v1/interests", { interest: { to: me.userId } })
    ).json().data;
    t.clock.advance(1000);
    const chat = (await request(y, me.userId)).json().data;
    t.clock.advance(1000);
    // Mine to others, and answered ones, do not wait on me.
    await request(me, x.userId);
    const res = await as(me)("GET", "/api/v1/invites");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ kind: "chat_request", id: chat.id, from: y.userId }),
      expect.objectContaining({ kind: "interest", id: interest.id, from: x.userId }),
    ]);
    expect(res.json().data[0].profile).toMatchObject({ id: y.userId, name: "Krupa" });
    await answer(me, chat.id, true);
    expect(idsOf((await as(me)("GET", "/api/v1/invites")).json())).toEqual([interest.id]);
  });

  it("hides a blocked pair's requests from both sides", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await request(a, b.userId)).json().data;
    await as(b)("POST", "/api/v1/block/", { block_request: { profileId: a.userId } });
    expect((await waiting(b)).data).toEqual([]);
    expect((await waiting(a, "accepted=false&direction=sent")).data).toEqual([]);
    expect((await as(b)("GET", "/api/v1/invites")).json().data).toEqual([]);
    expect((await counts(b)).chat_requests).toBe(0);
    expect((await answer(b, id, true)).statusCode).toBe(404);
    expect((await as(a)("DELETE", `/api/v1/chatrequests/${id}/`)).statusCode).toBe(404);
  });
});
