import { type Paise, planPrices, toPaise } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import { paymentOrders } from "./payments.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const belief = toPaise(planPrices.Belief.yearly);
const trust = toPaise(planPrices.Trust.yearly);

async function order(userId: string, amount: Paise, paidAt: Date | null) {
  await t.database.db.insert(paymentOrders).values({
    id: uuidv7(),
    userId,
    provider: "test",
    providerOrderId: `o-${uuidv7()}`,
    amount,
    plan: amount === belief ? "Belief" : "Trust",
    period: "yearly",
    status: paidAt ? "paid" : "created",
    createdAt: paidAt ?? new Date(),
    paidAt,
  });
}

describe("admin payments", () => {
  it("are for admins only", async () => {
    const member = await createMember(t.app);
    for (const url of ["/api/v1/admin/payments", "/api/v1/admin/payments/daily"]) {
      expect((await as(member)("GET", url)).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it("lists orders with the member, and totals paid ones per India day", async () => {
    const a = await createMember(t.app);
    await makeAdmin(t.database.db, a.userId);
    const m = await createMember(t.app, { body: { name: "Payer" } });
    const now = Date.now();
    // 20:00 UTC is 01:30 the next day in India.
    const day = new Date(now - 2 * 86_400_000);
    day.setUTCHours(20, 0, 0, 0);
    await order(m.userId, belief, day);
    await order(m.userId, trust, new Date(day.getTime() + 60_000));
    await order(m.userId, belief, null);

    const list = (await as(a)("GET", "/api/v1/admin/payments")).json();
    expect(list.data).toHaveLength(3);
    expect(list.data[0].member).toMatchObject({
      id: m.userId,
      name: expect.stringContaining("Payer"),
    });
    const paid = (await as(a)("GET", "/api/v1/admin/payments?status=paid")).json().data;
    expect(paid.every((p: { status: string }) => p.status === "paid")).toBe(true);

    const daily = (await as(a)("GET", "/api/v1/admin/payments/daily?days=30")).json().data;
    const ist = new Date(day.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(daily).toEqual([{ day: ist, count: 2, amount: 499_900 + 549_900 }]);

    const bad = await as(a)("GET", "/api/v1/admin/payments/daily?days=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("request.invalid");
  });

  it("sends every amount in paise, as the order was made (one money type to the screen)", async () => {
    const a = await createMember(t.app);
    await makeAdmin(t.database.db, a.userId);
    const m = await createMember(t.app);
    const price = toPaise(planPrices.Trust.monthly);
    const made = await as(m)("GET", `/api/v1/order?amount=${price}`);
    expect(made.statusCode).toBe(200);
    expect(made.json().amount).toBe(69_900);
    const list = (await as(a)("GET", "/api/v1/admin/payments?status=created")).json().data;
    const mine = list.find((p: { member: { id: string } }) => p.member.id === m.userId);
    expect(mine).toMatchObject({ plan: "Trust", period: "monthly", amount: 69_900 });
  });
});
