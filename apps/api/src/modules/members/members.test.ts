import { planPrices, toPaise } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin, establish } from "../../test/trust-factories.ts";
import { paymentOrders } from "../payments/payments.table.ts";
import { profileHolds } from "../reports/reports.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const admin = () => createAdmin(t);
const auditLines = async (a: { token: string }, action: string) =>
  (await as(a)("GET", `/api/v1/admin/audit?action=${action}`)).json().data;

describe("admin members", () => {
  it("are for admins only: 403 for a member, 401 for a visitor, reads and writes", async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/members"],
      ["GET", `/api/v1/admin/members/${other.userId}`],
      ["GET", `/api/v1/admin/members/${other.userId}/plans`],
      ["POST", `/api/v1/admin/members/${other.userId}/suspend`],
      ["POST", `/api/v1/admin/members/${other.userId}/restore`],
    ] as const) {
      expect((await as(member)(method, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const me = await as(other)("GET", "/api/v1/me");
    expect(me.statusCode).toBe(200);
  });

  it("finds a member by email, by name and by profile id, and refuses a long query", async () => {
    const a = await admin();
    const m = await createMember(t.app, {
      body: { name: "Zankhana", lastName: "Mehta_%", email: `find-${uuidv7()}@example.com` },
    });
    const search = async (q: string) =>
      (await as(a)("GET", `/api/v1/admin/members?q=${encodeURIComponent(q)}`)).json().data;
    expect((await search(m.email.toUpperCase())).map((r: { id: string }) => r.id)).toEqual([
      m.userId,
    ]);
    expect((await search("zankhana meh")).map((r: { id: string }) => r.id)).toContain(m.userId);
    const [byId] = await search(m.userId);
    expect(byId).toMatchObject({
      id: m.userId,
      email: m.email,
      name: "Zankhana",
      plan: "Free",
      suspended_at: null,
      badges: { id: false, job: false, income: false },
      reports: { total: 0, open: 0 },
      held: false,
      usergroup: null,
    });
    // `%` and `_` typed are matched as themselves.
    expect(
      (await search("%")).every((r: { email: string; last_name: string }) =>
        `${r.email} ${r.last_name}`.includes("%"),
      ),
    ).toBe(true);
    const long = await as(a)("GET", `/api/v1/admin/members?q=${"x".repeat(121)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe("request.invalid");
    const missing = await as(a)("GET", `/api/v1/admin/members/${uuidv7()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("admin.member_not_found");
  });

  it("suspends: the member's token stops working at once, the profile leaves lists; restore brings the account back", async () => {
    const a = await admin();
    const m = await createMember(t.app, { body: { name: "Suspended" } });
    expect((await as(m)("GET", "/api/v1/me")).statusCode).toBe(200);

    const suspended = await as(a)("POST", `/api/v1/admin/members/${m.userId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ held: true });
    expect(suspended.json().data.suspended_at).not.toBeNull();
    // The old token is refused (sessions ended through endSessions + revoked).
    expect((await as(m)("GET", "/api/v1/me")).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: m.password },
    });
    expect(signIn.statusCode).not.toBe(200);
    const [line] = await auditLines(a, "members.suspend");
    expect(line).toMatchObject({ target: m.userId, details: { name: expect.any(String) } });
    expect(JSON.stringify(line.details)).not.toContain(m.email);

    const restored = await as(a)("POST", `/api/v1/admin/members/${m.userId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ suspended_at: null, held: false });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: m.password },
    });
    expect(again.statusCode).toBe(200);
    const hold = await t.database.db
      .select()
      .from(profileHolds)
      .where(eq(profileHolds.profileId, m.userId));
    expect(hold).toEqual([]);
    expect((await auditLines(a, "members.restore"))[0]).toMatchObject({ target: m.userId });
  });

  it("restoring keeps the hold while open reports still weigh enough for one", async () => {
    const a = await admin();
    const m = await createMember(t.app);
    // Three established reporters: enough weight to hold (rules.reports).
    for (let i = 0; i < 3; i++) {
      const r = await createMember(t.app);
      await establish(t.database.db, r.userId);
      await as(r)("POST", "/api/v1/user/report", {
        user_report: { user_to_id: m.userId, reason: "fake_profile" },
      });
    }
    const before = (await as(a)("GET", `/api/v1/admin/members/${m.userId}`)).json().data;
    expect(before).toMatchObject({ held: true, reports: { open: 3 } });
    await as(a)("POST", `/api/v1/admin/members/${m.userId}/suspend`);
    const restored = await as(a)("POST", `/api/v1/admin/members/${m.userId}/restore`);
    expect(restored.json().data).toMatchObject({ suspended_at: null, held: true });
  });

  it("an admin cannot suspend themselves; restoring an active member changes nothing", async () => {
    const a = await admin();
    const self = await as(a)("POST", `/api/v1/admin/members/${a.userId}/suspend`);
    expect(self.statusCode).toBe(403);
    const m = await createMember(t.app);
    const restored = await as(a)("POST", `/api/v1/admin/members/${m.userId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await as(m)("GET", "/api/v1/me")).statusCode).toBe(200);
  });

  it("shows a member's plan history: plan periods and orders", async () => {
    const a = await admin();
    const m = await createMember(t.app, { db: t.database.db, plan: "Trust" });
    await t.database.db.insert(paymentOrders).values({
      id: uuidv7(),
      userId: m.userId,
      provider: "test",
      providerOrderId: `o-${uuidv7()}`,
      amount: toPaise(planPrices.Trust.yearly),
      plan: "Trust",
      period: "yearly",
      status: "paid",
      paidAt: new Date(),
    });
    const res = await as(a)("GET", `/api/v1/admin/members/${m.userId}/plans`);
    expect(res.statusCode).toBe(200);
    const { subscriptions, orders } = res.json().data;
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ plan: "Trust", period: "yearly" });
    expect(orders[0]).toMatchObject({ amount: 549_900, status: "paid" });
    const view = (await as(a)("GET", `/api/v1/admin/members/${m.userId}`)).json().data;
    expect(view.plan).toBe("Trust");
  });
});
