import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, idsOf } from "../../test/connections.ts";
import { createMember, essentialsFixture } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (plan?: "Belief" | "Trust") =>
  createMember(t.app, plan ? { db: t.database.db, plan } : {});
const as = (m: { token: string }) => caller(t.app, m.token);
const send = (from: { token: string }, to: string) =>
  as(from)("POST", "/api/v1/interests", { interest: { to } });
const list = async (m: { token: string }, type: string) =>
  (await as(m)("GET", `/api/v1/interests?type=${type}`)).json();
const answer = (m: { token: string }, id: string, status: string) =>
  as(m)("PUT", `/api/v1/interests/${id}`, { interest: { status } });
const counts = async (m: { token: string }) =>
  (await as(m)("GET", "/api/v1/counts/subscribe")).json().data;

describe("sending an interest", () => {
  it("creates a pending interest with both members' cards", async () => {
    const a = await member();
    const b = await member();
    const res = await send(a, b.userId);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: "pending",
      from: a.userId,
      to: b.userId,
      matched: false,
      answered_at: null,
      to_profile: { id: b.userId, name: "Krupa", lastName: "Patel", pics: [] },
      from_profile: { id: a.userId, primary_profile_pic: null },
    });
    expect(idsOf(await list(a, "sent"))).toEqual([data.id]);
    expect(idsOf(await list(b, "received"))).toEqual([data.id]);
    expect((await counts(b)).interests_received).toBe(1);
  });

  it("shows the other member's age, city and work on the card, and their avatar", async () => {
    const a = await member();
    const b = await member();
    const put = await as(b)("PUT", `/api/v1/profiles/${b.userId}/`, {
      profile: { current_city: "Vadodara", occupation: "Chartered accountant" },
    });
    expect(put.statusCode).toBe(200);
    const { data } = (await send(a, b.userId)).json();
    const today = t.clock.now;
    const birthday = new Date(Date.UTC(today.getUTCFullYear(), 3, 12));
    const age = today.getUTCFullYear() - 1997 - (today < birthday ? 1 : 0);
    expect(data.to_profile).toMatchObject({
      age,
      current_city: "Vadodara",
      occupation: "Chartered accountant",
      avatar_url: `/api/v1/avatars/${b.userId}.svg`,
    });
    expect((await list(b, "received")).data[0].from_profile).toMatchObject({
      id: a.userId,
      age,
      // The sender kept the city the factory's essentials gave (every listed member has one).
      current_city: essentialsFixture.current_city,
    });
  });

  it("answers a second send in the same direction with 424 Interest already sent", async () => {
    const a = await member();
    const b = await member();
    expect((await send(a, b.userId)).statusCode).toBe(201);
    const again = await send(a, b.userId);
    expect(again.statusCode).toBe(424);
    expect(again.json().error).toEqual({
      code: "interest.already_sent",
      message: "Interest already sent",
    });
    // The other direction is a different interest.
    expect((await send(b, a.userId)).statusCode).toBe(201);
  });

  it("refuses myself (400), unknown and deleted members (404)", async () => {
    const a = await member();
    const self = await send(a, a.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("interest.self");
    const unknown = await send(a, "0190aaaa-0000-7000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("profile.not_found");
    const gone = await member();
    await as(gone)("DELETE", "/api/v1/delete/profile");
    expect((await send(a, gone.userId)).statusCode).toBe(404);
  });

  it("refuses a blocked pair with 404 in both directions", async () => {
    const a = await member();
    const b = await member();
    await as(b)("POST", "/api/v1/block/", { block_request: { profileId: a.userId } });
    expect((await send(a, b.userId)).statusCode).toBe(404);
    expect((await send(b, a.userId)).statusCode).toBe(404);
  });

  it("validates the body and the list type", async () => {
    const a = await member();
    const res = await as(a)("POST", "/api/v1/interests", { interest: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(["interest.to"]);
    expect((await as(a)("GET", "/api/v1/interests")).statusCode).toBe(400);
    expect((await as(a)("GET", "/api/v1/interests?type=other")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/interests?type=sent" })).statusCode).toBe(401);
  });
});

describe("Free plan limit", () => {
  it("allows 5 interests per calendar day in India, then 402 until midnight IST", async () => {
    const saved = t.clock.now;
    t.clock.now = new Date("2031-03-10T18:00:00Z"); // 23:30 IST
    try {
      const a = await member();
      const targets = await Promise.all(Array.from({ length: 7 }, () => member()));
      for (const target of targets.slice(0, 5)) {
        expect((await send(a, target.userId)).statusCode).toBe(201);
      }
      const over = await send(a, targets[5]!.userId);
      expect(over.statusCode).toBe(402);
      expect(over.json().error).toEqual({
        code: "plan.upgrade_required",
        message: "Plan upgrade required to use this feature",
      });
      // Cancelling does not give the quota back.
      const sent = await list(a, "sent");
      await as(a)("DELETE", `/api/v1/interests/${sent.data[0].id}`);
      expect((await send(a, targets[5]!.userId)).statusCode).toBe(402);
      // 00:01 IST: a new day, although not 24 hours have passed.
      t.clock.advance(31 * 60 * 1000);
      expect((await send(a, targets[5]!.userId)).statusCode).toBe(201);
    } finally {
      t.clock.now = saved;
    }
  });

  it("is unlimited on paid plans", async () => {
    const a = await member("Belief");
    const targets = await Promise.all(Array.from({ length: 7 }, () => member()));
    for (const target of targets) {
      expect((await send(a, target.userId)).statusCode).toBe(201);
    }
  });
});

describe("answering and cancelling", () => {
  it("lets the receiver accept, which makes a match for both", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await send(a, b.userId)).json().data;
    const res = await answer(b, id, "accepted");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: "accepted", matched: true });
    expect(res.json().data.answered_at).not.toBeNull();
    expect(idsOf(await list(a, "matched"))).toEqual([id]);
    expect(idsOf(await list(b, "matched"))).toEqual([id]);
    expect((await counts(b)).interests_received).toBe(0);
    // The same answer again is harmless; a different one is refused.
    expect((await answer(b, id, "accepted")).statusCode).toBe(200);
    const changed = await answer(b, id, "rejected");
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe("interest.already_answered");
  });

  it("lets the receiver reject: no match", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await send(a, b.userId)).json().data;
    const res = await answer(b, id, "rejected");
    expect(res.json().data).toMatchObject({ status: "rejected", matched: false });
    expect((await list(a, "matched")).data).toEqual([]);
    expect((await list(a, "sent")).data[0].status).toBe("rejected");
  });

  it("answers someone else's interest with 404: the sender and a stranger alike", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await send(a, b.userId)).json().data;
    for (const who of [a, stranger]) {
      const res = await answer(who, id, "accepted");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("interest.not_found");
    }
    expect((await answer(b, "no-such-id", "accepted")).statusCode).toBe(404);
    expect((await answer(b, id, "maybe")).statusCode).toBe(400);
  });

  it("lets only the sender cancel, only while pending", async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const { id } = (await send(a, b.userId)).json().data;
    expect((await as(b)("DELETE", `/api/v1/interests/${id}`)).statusCode).toBe(404);
    expect((await as(stranger)("DELETE", `/api/v1/interests/${id}`)).statusCode).toBe(404);
    const res = await as(a)("DELETE", `/api/v1/interests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(a, "sent")).data).toEqual([]);
    expect((await list(b, "received")).data).toEqual([]);
    expect((await counts(b)).interests_received).toBe(0);
    expect((await as(a)("DELETE", `/api/v1/interests/${id}`)).statusCode).toBe(404);
    // Withdrawn, it may be sent again.
    const again = await send(a, b.userId);
    expect(again.statusCode).toBe(201);
    await answer(b, again.json().data.id, "accepted");
    const late = await as(a)("DELETE", `/api/v1/interests/${again.json().data.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("interest.already_answered");
  });
});

describe("lists", () => {
  it("counts interests sent both ways as one match on each side", async () => {
    const a = await member();
    const b = await member();
    const ab = (await send(a, b.userId)).json().data;
    const ba = (await send(b, a.userId)).json().data;
    expect(ba.matched).toBe(true);
    const aMatched = await list(a, "matched");
    expect(aMatched.data).toHaveLength(1);
    expect(idsOf(await list(b, "matched"))).toEqual(idsOf(aMatched));
    expect([ab.id, ba.id]).toContain(aMatched.data[0].id);
    expect((await list(a, "sent")).data[0].matched).toBe(true);
  });

  it("pages with next", async () => {
    const a = await member("Trust");
    const targets = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const target of targets) {
      await send(a, target.userId);
      t.clock.advance(1000);
    }
    const first = (await as(a)("GET", "/api/v1/interests?type=sent&limit=2")).json();
    expect(first.data.map((i: { to: string }) => i.to)).toEqual([
      targets[2]!.userId,
      targets[1]!.userId,
    ]);
    expect(first.next).toBe(2);
    const second = (await as(a)("GET", "/api/v1/interests?type=sent&limit=2&offset=2")).json();
    expect(second.data.map((i: { to: string }) => i.to)).toEqual([targets[0]!.userId]);
    expect(second.next).toBeNull();
  });

  it("hides a blocked pair's interests from both sides until unblocked", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await send(a, b.userId)).json().data;
    await send(b, a.userId);
    await as(a)("POST", "/api/v1/block/", { block_request: { profileId: b.userId } });
    for (const m of [a, b]) {
      for (const type of ["sent", "received", "matched"]) {
        expect((await list(m, type)).data).toEqual([]);
      }
      expect((await counts(m)).interests_received).toBe(0);
    }
    expect((await answer(b, id, "accepted")).statusCode).toBe(404);
    expect((await as(a)("DELETE", `/api/v1/interests/${id}`)).statusCode).toBe(404);
    await as(a)("POST", "/api/v1/unblock/", { unblock_request: { profileId: b.userId } });
    expect(idsOf(await list(a, "sent"))).toEqual([id]);
  });
});

describe("profile flags", () => {
  it("says who is interested in whom", async () => {
    const a = await member();
    const b = await member();
    const flags = async (viewer: { token: string }, id: string) =>
      (await as(viewer)("GET", `/api/v1/profiles/${id}`)).json().flags;
    expect(await flags(a, b.userId)).toMatchObject({
      i_am_interested: false,
      profile_interested: false,
    });
    await send(a, b.userId);
    expect(await flags(a, b.userId)).toMatchObject({
      i_am_interested: true,
      profile_interested: false,
    });
    expect(await flags(b, a.userId)).toMatchObject({
      i_am_interested: false,
      profile_interested: true,
    });
  });
});
