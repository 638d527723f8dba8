import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { establish, setVerified } from "../../test/trust-factories.ts";
import { users } from "../accounts/accounts.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const as = (m: { token: string }) => caller(t.app, m.token);
const report = (m: Member, userToId: string, reason = "fake_profile", details?: string) =>
  as(m)("POST", "/api/v1/user/report", {
    user_report: { user_to_id: userToId, reason, ...(details ? { details } : {}) },
  });
const man = () => createMember(t.app, { body: { gender: "male", birthdate: "1992-05-05" } });
/** A member whose account is older than rules.reports.trustedAfterDays. */
const established = async () => {
  const m = await man();
  await establish(t.database.db, m.userId);
  return m;
};
async function admin() {
  const m = await createMember(t.app);
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, m.userId));
  return m;
}
/** Whether a man browsing by the target's unique last name finds them. */
async function listed(viewer: Member, lastName: string) {
  const res = await as(viewer)("GET", `/api/v1/profiles?q=${lastName}`);
  return res.json().data.length > 0;
}

describe("reporting a member", () => {
  it("files an open report with a reason from the list", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const res = await report(a, b.userId, "asking_for_money", "Asked for a loan");
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      user_to_id: b.userId,
      reason: "asking_for_money",
      details: "Asked for a loan",
      status: "open",
    });
  });

  it("takes the reason as free text, with a category alongside when given", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const c = await createMember(t.app);
    const free = await report(a, b.userId, "Asked me to send money for a visa");
    expect(free.statusCode).toBe(201);
    expect(free.json().data).toMatchObject({
      reason: "other",
      details: "Asked me to send money for a visa",
    });
    const both = await as(a)("POST", "/api/v1/user/report", {
      user_report: { user_to_id: c.userId, reason: "Wants a loan", category: "asking_for_money" },
    });
    expect(both.statusCode).toBe(201);
    expect(both.json().data).toMatchObject({ reason: "asking_for_money", details: "Wants a loan" });
    const badCategory = await as(a)("POST", "/api/v1/user/report", {
      user_report: { user_to_id: c.userId, reason: "x", category: "boring" },
    });
    expect(badCategory.statusCode).toBe(400);
  });

  it("refuses an empty reason, 'other' without details, myself and unknown members", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    expect((await report(a, b.userId, "  ")).statusCode).toBe(400);
    const other = await report(a, b.userId, "other");
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty(["user_report.details"]);
    expect((await report(a, b.userId, "other", "Uses a celebrity photo")).statusCode).toBe(201);
    const self = await report(a, a.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("report.self");
    expect((await report(a, "nobody")).statusCode).toBe(404);
  });

  it("keeps one open report per reporter and member", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await report(a, b.userId);
    const again = await report(a, b.userId, "offensive_photos");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "report.already_reported",
      message: "You have already reported this profile",
    });
  });
});

describe("three open reports", () => {
  it("hide the member from lists and views until an admin dismisses them", async () => {
    const target = await createMember(t.app, { body: { lastName: "Heldthree" } });
    const viewer = await man();
    const reporters = await Promise.all([established(), established(), established()]);
    await report(reporters[0]!, target.userId);
    await report(reporters[1]!, target.userId);
    expect(await listed(viewer, "Heldthree")).toBe(true);
    const third = await report(reporters[2]!, target.userId);
    expect(third.statusCode).toBe(201);

    expect(await listed(viewer, "Heldthree")).toBe(false);
    expect((await as(viewer)("GET", `/api/v1/profiles/${target.userId}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/view/profile?id=${target.userId}` })).statusCode,
    ).toBe(404);
    const publicIds = (await t.app.inject({ url: "/api/v1/view/profiles/female?limit=50" }))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(publicIds).not.toContain(target.userId);
    // New interests cannot reach a held profile; the member still sees their own profile.
    const interest = await as(viewer)("POST", "/api/v1/interests", {
      interest: { to: target.userId },
    });
    expect(interest.statusCode).toBe(404);
    expect((await as(target)("GET", "/api/v1/myprofile")).statusCode).toBe(200);

    const boss = await admin();
    const open = (await as(boss)("GET", "/api/v1/admin/reports?limit=50")).json();
    const mine = open.data.filter((r: { target: { id: string } }) => r.target.id === target.userId);
    expect(mine).toHaveLength(3);
    expect(mine[0].target).toMatchObject({
      hidden: true,
      open_reports: 3,
      suspended: false,
      hold_weight: 3,
      hold_at: 3,
    });
    expect(mine[0].reporter).toMatchObject({
      id: reporters[0]!.userId,
      name: "Krupa",
      standing: "established",
    });

    const decided = await as(boss)("POST", `/api/v1/admin/reports/${mine[0].id}/decision`, {
      action: "dismiss",
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().closed).toBe(3);
    expect(decided.json().data).toMatchObject({
      status: "dismissed",
      decided_by: boss.userId,
      target: { hidden: false, open_reports: 0 },
    });
    expect(await listed(viewer, "Heldthree")).toBe(true);
    const again = await as(boss)("POST", `/api/v1/admin/reports/${mine[1].id}/decision`, {
      action: "warn",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("report.already_decided");
    // A decided report does not stop the same member reporting again.
    expect((await report(reporters[0]!, target.userId)).statusCode).toBe(201);
  });

  it("are not reached by two members reporting twice", async () => {
    const target = await createMember(t.app, { body: { lastName: "Twotimes" } });
    const viewer = await man();
    const [r1, r2] = await Promise.all([established(), established()]);
    await report(r1!, target.userId);
    await report(r2!, target.userId);
    await report(r1!, target.userId, "other", "again");
    expect(await listed(viewer, "Twotimes")).toBe(true);
  });
});

describe("who can hide a member", () => {
  it("not three brand-new accounts: their reports wait in /admin, the member stays listed", async () => {
    const target = await createMember(t.app, { body: { lastName: "Throwaway" } });
    const viewer = await man();
    const throwaways = await Promise.all([man(), man(), man(), man(), man()]);
    for (const r of throwaways) expect((await report(r, target.userId)).statusCode).toBe(201);
    expect(await listed(viewer, "Throwaway")).toBe(true);
    expect((await as(viewer)("GET", `/api/v1/profiles/${target.userId}`)).statusCode).toBe(200);
    const boss = await admin();
    const open = (await as(boss)("GET", "/api/v1/admin/reports?limit=50")).json();
    const mine = open.data.filter((r: { target: { id: string } }) => r.target.id === target.userId);
    expect(mine).toHaveLength(5);
    expect(mine[0].reporter.standing).toBe("new");
    expect(mine[0].target).toMatchObject({
      hidden: false,
      open_reports: 5,
      hold_weight: 0,
      hold_at: 3,
    });
  });

  it("two ID-verified members, or one verified and one established member with one new", async () => {
    const first = await createMember(t.app, { body: { lastName: "Verifiedtwo" } });
    const second = await createMember(t.app, { body: { lastName: "Mixedthree" } });
    const viewer = await man();
    const [v1, v2, old, fresh] = await Promise.all([man(), man(), established(), man()]);
    await setVerified(t.database.db, v1!.userId);
    await setVerified(t.database.db, v2!.userId);

    await report(v1!, first.userId);
    expect(await listed(viewer, "Verifiedtwo")).toBe(true);
    await report(v2!, first.userId);
    expect(await listed(viewer, "Verifiedtwo")).toBe(false);

    await report(v1!, second.userId);
    await report(fresh!, second.userId);
    expect(await listed(viewer, "Mixedthree")).toBe(true);
    await report(old!, second.userId);
    expect(await listed(viewer, "Mixedthree")).toBe(false);
  });
});

describe("admin decisions", () => {
  it("are for admins only: 403 for members", async () => {
    const m = await createMember(t.app);
    const list = await as(m)("GET", "/api/v1/admin/reports");
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe("admin.required");
    const decide = await as(m)("POST", "/api/v1/admin/reports/any/decision", {
      action: "dismiss",
    });
    expect(decide.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/reports" })).statusCode).toBe(401);
  });

  it("suspend signs the member out and hides them everywhere", async () => {
    const target = await createMember(t.app, { body: { lastName: "Suspendme" } });
    const viewer = await man();
    const r = await man();
    const { id } = (await report(r, target.userId, "inappropriate_messages")).json().data;
    const boss = await admin();
    const res = await as(boss)("POST", `/api/v1/admin/reports/${id}/decision`, {
      action: "suspend",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "suspended", target: { suspended: true } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.userId));
    expect(row!.suspendedAt).not.toBeNull();
    expect((await as(target)("GET", "/api/v1/myprofile")).statusCode).toBe(401);
    expect(await listed(viewer, "Suspendme")).toBe(false);
  });

  it("answers unknown reports and actions", async () => {
    const boss = await admin();
    const missing = await as(boss)("POST", "/api/v1/admin/reports/nope/decision", {
      action: "dismiss",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("report.not_found");
    const bad = await as(boss)("POST", "/api/v1/admin/reports/nope/decision", { action: "ban" });
    expect(bad.statusCode).toBe(400);
    const decided = await as(boss)("GET", "/api/v1/admin/reports?status=decided");
    expect(decided.statusCode).toBe(200);
  });
});
