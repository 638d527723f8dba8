import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "../../test/trust-factories.ts";
import { indiaDateOf } from "./visitors.service.ts";
import { profileVisits } from "./visitors.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const as = (m: { token: string }) => caller(t.app, m.token);
const man = (name: string) =>
  createMember(t.app, { body: { name, gender: "male", birthdate: "1994-02-02" } });
const bride = (plan?: "Belief" | "Trust") =>
  createMember(t.app, { db: t.database.db, ...(plan ? { plan } : {}) });

/** `viewer` opens `m`'s profile; the visit is written after the reply, so wait for it. */
async function view(viewer: Member, m: Member) {
  const res = await as(viewer)("GET", `/api/v1/profiles/${m.userId}`);
  expect(res.statusCode).toBe(200);
  await t.app.visitsWritten();
}
const visitorIds = async (m: Member) => {
  const res = await as(m)("GET", "/api/v1/visitors?limit=50");
  expect(res.statusCode).toBe(200);
  return (res.json().data as { profile: { id: string } }[]).map((v) => v.profile.id);
};
const count = async (m: Member) => {
  const res = await as(m)("GET", "/api/v1/visitors/count");
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    new: number;
    days: { date: string; count: number }[];
    browsing_privately: boolean;
  };
};
const rowsFor = (m: Member) =>
  t.database.db.select().from(profileVisits).where(eq(profileVisits.profileId, m.userId));

describe("who viewed my profile", () => {
  it("counts a member's views of another's profile once per India day, never one's own", async () => {
    const she = await bride("Belief");
    const parth = await man("Parth");
    // Five at once make one visit (the key and ON CONFLICT, not a read before the write).
    await Promise.all(Array.from({ length: 5 }, () => view(parth, she)));
    await view(parth, she);
    await view(she, she);
    expect(await rowsFor(she)).toHaveLength(1);
    const first = await as(she)("GET", "/api/v1/visitors");
    expect(first.json()).toMatchObject({ total: 1, next: null });
    expect(first.json().data[0].profile.id).toBe(parth.userId);
    expect(Date.parse(first.json().data[0].at)).not.toBeNaN();
    expect(await rowsFor(parth)).toHaveLength(0);

    // The next India day counts again; the visitor is listed once, with the latest visit.
    t.clock.advance(24 * 3_600_000);
    await view(parth, she);
    expect(await rowsFor(she)).toHaveLength(2);
    const later = await as(she)("GET", "/api/v1/visitors");
    expect(later.json().total).toBe(1);
    expect(later.json().data[0].at).toBe(t.clock.now.toISOString());
    const c = await count(she);
    expect(c.total).toBe(1);
    expect(c.days.map((d) => d.date)).toEqual([
      indiaDateOf(t.clock.now),
      indiaDateOf(new Date(t.clock.now.getTime() - 24 * 3_600_000)),
    ]);
  });

  it("cuts the India day at midnight in India, not UTC", () => {
    expect(indiaDateOf(new Date("2026-11-27T18:29:00Z"))).toBe("2026-11-27");
    expect(indiaDateOf(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });

  it("shows who to Belief and Trust, latest first, a page at a time; 402 for Free", async () => {
    const she = await bride("Trust");
    const a = await man("Aarav");
    const b = await man("Bhavin");
    await view(a, she);
    t.clock.advance(60_000);
    await view(b, she);
    expect(await visitorIds(she)).toEqual([b.userId, a.userId]);
    const page = await as(she)("GET", "/api/v1/visitors?limit=1");
    expect(page.json()).toMatchObject({ total: 2, next: 1 });
    const second = await as(she)("GET", "/api/v1/visitors?limit=1&offset=1");
    expect(second.json().data[0].profile.id).toBe(a.userId);
    expect(second.json().next).toBeNull();

    const free = await bride();
    await view(a, free);
    const refused = await as(free)("GET", "/api/v1/visitors");
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe("plan.upgrade_required");
    // A Free member still sees how many and when.
    expect(await count(free)).toMatchObject({ total: 1, new: 1, browsing_privately: false });
    expect((await count(free)).days).toEqual([{ date: indiaDateOf(t.clock.now), count: 1 }]);
  });

  it("says which visitors are new since the member last opened /visitors", async () => {
    const she = await bride("Belief");
    const a = await man("Chirag");
    const b = await man("Dhruv");
    await view(a, she);
    expect(await count(she)).toMatchObject({ total: 1, new: 1 });
    const seen = await as(she)("POST", "/api/v1/visitors/seen");
    expect(seen.json()).toEqual({ ok: true });
    expect(await count(she)).toMatchObject({ total: 1, new: 0 });
    t.clock.advance(60_000);
    await view(b, she);
    expect(await count(she)).toMatchObject({ total: 2, new: 1 });
    // A visitor seen before is new again when they come back on another day.
    t.clock.advance(24 * 3_600_000);
    await view(a, she);
    expect(await count(she)).toMatchObject({ total: 2, new: 2 });
    // Each member's own mark: another member opening /visitors changes nothing here.
    await as(b)("POST", "/api/v1/visitors/seen");
    expect(await count(she)).toMatchObject({ new: 2 });
  });

  it("never lists a blocked pair, a suspended or a deleted visitor", async () => {
    const she = await bride("Trust");
    const blocked = await man("Hardik");
    const blocker = await man("Jay");
    const suspended = await man("Kunal");
    const deleted = await man("Mihir");
    const kept = await man("Nirav");
    for (const m of [blocked, blocker, suspended, deleted, kept]) await view(m, she);
    expect((await count(she)).total).toBe(5);

    await as(she)("POST", "/api/v1/block", { block_request: { profileId: blocked.userId } });
    await as(blocker)("POST", "/api/v1/block", { block_request: { profileId: she.userId } });
    const admin = await createAdmin(t);
    const s = await as(admin)("POST", `/api/v1/admin/members/${suspended.userId}/suspend`);
    expect(s.statusCode).toBe(200);
    const d = await as(deleted)("DELETE", "/api/v1/delete/profile");
    expect(d.statusCode).toBeLessThan(300);

    expect(await visitorIds(she)).toEqual([kept.userId]);
    expect(await count(she)).toMatchObject({ total: 1 });
    expect((await count(she)).days[0]?.count).toBe(1);

    await as(she)("POST", "/api/v1/unblock", { unblock_request: { profileId: blocked.userId } });
    expect(await visitorIds(she)).toContain(blocked.userId);
  });

  it("records nothing from an admin's console, a refused profile or a visitor's own lists", async () => {
    const she = await bride("Belief");
    const admin = await createAdmin(t);
    const console = await as(admin)("GET", `/api/v1/admin/members/${she.userId}`);
    expect(console.statusCode).toBe(200);
    const stranger = await man("Om");
    await as(she)("POST", "/api/v1/block", { block_request: { profileId: stranger.userId } });
    const refused = await as(stranger)("GET", `/api/v1/profiles/${she.userId}`);
    expect(refused.statusCode).toBe(404);
    await t.app.visitsWritten();
    expect(await rowsFor(she)).toHaveLength(0);
    // Each member reads only their own visitors: there is no id to ask for another's.
    await view(await man("Pranav"), stranger);
    expect(await visitorIds(she)).toEqual([]);
  });

  it("leaves no visit while browsing privately, and shows no list of one's own visitors", async () => {
    const she = await bride("Trust");
    const quiet = await man("Ravi");
    const open = await man("Sagar");
    const privately = (m: Member, on: boolean) =>
      as(m)("PUT", "/api/v1/privacy", { privacy: { browse_privately: on } });
    expect((await privately(quiet, true)).statusCode).toBe(200);
    await view(quiet, she);
    await view(open, she);
    expect(await visitorIds(she)).toEqual([open.userId]);
    // Browsing openly again, the next view counts.
    await privately(quiet, false);
    await view(quiet, she);
    expect((await count(she)).total).toBe(2);

    await privately(she, true);
    const refused = await as(she)("GET", "/api/v1/visitors");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("visitors.browsing_privately");
    expect(await count(she)).toMatchObject({ total: 2, browsing_privately: true });
  });

  it("refuses bad paging and anonymous callers", async () => {
    const she = await bride("Belief");
    for (const q of ["limit=0", "limit=51", "offset=-1", "limit=abc"]) {
      const res = await as(she)("GET", `/api/v1/visitors?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/visitors/count" });
    expect(anonymous.statusCode).toBe(401);
  });
});
