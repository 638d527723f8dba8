import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLinkSigner } from "../../lib/signed-links.ts";
import { rules } from "../../rules.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setVerified } from "../../test/trust-factories.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { memberPayLink } from "./member-link.ts";

/** The built-in test provider, end to end: order, checkout stand-in, confirmation. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const BELIEF_MONTHLY = 49_900;
const TRUST_YEARLY = 549_900;

const order = (token: string, amount: number) =>
  t.app.inject({ url: `/api/v1/order?amount=${amount}`, headers: bearer(token) });
const testPay = (orderId: string, outcome: "success" | "failure" = "success") =>
  t.app.inject({ method: "POST", url: `/api/v1/testpay/${orderId}`, payload: { outcome } });
const confirm = (token: string, payment: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/",
    headers: bearer(token),
    payload: { payment },
  });
const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

/** Orders and pays a plan as the web app would; returns the confirmation reply. */
async function buy(token: string, amount: number) {
  const created = await order(token, amount);
  expect(created.statusCode).toBe(200);
  const { order_id } = created.json();
  const paid = await testPay(order_id);
  expect(paid.statusCode).toBe(200);
  return confirm(token, { payment_id: paid.json().data.payment_id, amount });
}

describe("keys and orders", () => {
  it("names the test provider and no key without Razorpay settings", async () => {
    const res = await t.app.inject({ url: "/api/v1/keys" });
    expect(res.json()).toEqual({ data: { razorpay_key_id: null, payment_provider: "test" } });
  });

  it("creates an order for each of the four plan prices", async () => {
    const m = await createMember(t.app);
    const plans = [
      [49_900, "Belief", "monthly"],
      [499_900, "Belief", "yearly"],
      [69_900, "Trust", "monthly"],
      [549_900, "Trust", "yearly"],
    ] as const;
    for (const [amount, plan, period] of plans) {
      const res = await order(m.token, amount);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        amount,
        currency: "INR",
        key: null,
        plan,
        period,
        provider: "test",
      });
      expect(res.json().order_id).toMatch(/^order_test_/);
    }
  });

  it("refuses any other amount with 400, and needs a member", async () => {
    const m = await createMember(t.app);
    for (const amount of ["12345", "499", "0", "abc"]) {
      const res = await order(m.token, amount as unknown as number);
      expect(res.statusCode).toBe(400);
    }
    const res = await order(m.token, 49_901);
    expect(res.json().error).toMatchObject({ code: "payment.invalid_amount" });
    expect((await t.app.inject({ url: "/api/v1/order?amount=49900" })).statusCode).toBe(401);
  });
});

describe("paying with the test checkout", () => {
  it("activates the plan for 30 days and tells the new myplan", async () => {
    const m = await createMember(t.app);
    const res = await buy(m.token, BELIEF_MONTHLY);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      amount: BELIEF_MONTHLY,
      plan: "Belief",
      period: "monthly",
      myplan: "Belief",
      starts_at: t.clock.now.toISOString(),
      ends_at: new Date(t.clock.now.getTime() + 30 * DAY).toISOString(),
    });
    const me = (await t.app.inject({ url: "/api/v1/me", headers: bearer(m.token) })).json();
    expect(me.data.myplan).toBe("Belief");
  });

  it("shows the new plan on the very next call (no stale plan from the token check)", async () => {
    const seen = await createMember(t.app, { body: { gender: "male" } });
    await setVerified(t.database.db, seen.userId, { idVerified: true, jobVerified: true });
    const m = await createMember(t.app);
    const badges = async () => {
      const res = await t.app.inject({
        url: "/api/v1/profiles?limit=50",
        headers: bearer(m.token),
      });
      return res.json().data.find((p: { id: string }) => p.id === seen.userId)?.badges;
    };
    expect(await badges()).toMatchObject({ id: false, job: false });
    expect((await buy(m.token, TRUST_YEARLY)).statusCode).toBe(200);
    expect(await badges()).toMatchObject({ id: true, job: true });
  });

  it("activates a payment once, however often it is reported", async () => {
    const m = await createMember(t.app);
    const { order_id } = (await order(m.token, TRUST_YEARLY)).json();
    const { payment_id } = (await testPay(order_id)).json().data;
    const first = await confirm(m.token, { payment_id, amount: TRUST_YEARLY });
    const again = await confirm(m.token, { payment_id, amount: TRUST_YEARLY, order_id });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.ends_at).toBe(first.json().data.ends_at);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);

    // A second payment against the same, already paid order activates nothing.
    const second = (await testPay(order_id)).json().data.payment_id;
    const res = await confirm(m.token, { payment_id: second, amount: TRUST_YEARLY });
    expect(res.statusCode).toBe(400);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);
  });

  it("extends from the end of the current plan when buying again", async () => {
    const m = await createMember(t.app);
    const start = t.clock.now.getTime();
    await buy(m.token, BELIEF_MONTHLY);
    t.clock.advance(10 * DAY);
    const res = await buy(m.token, TRUST_YEARLY);
    expect(res.json().data).toMatchObject({
      starts_at: new Date(start + 30 * DAY).toISOString(),
      ends_at: new Date(start + (30 + 365) * DAY).toISOString(),
      myplan: "Trust",
      plan_ends_at: new Date(start + (30 + 365) * DAY).toISOString(),
    });
  });

  it("starts from now when the last plan has run out", async () => {
    const m = await createMember(t.app);
    await buy(m.token, BELIEF_MONTHLY);
    t.clock.advance(45 * DAY);
    // Tokens last 30 days: sign in again, as the member would.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: m.password },
    });
    expect(signIn.json().myplan).toBe("Free");
    const res = await buy(signIn.json().token, BELIEF_MONTHLY);
    expect(res.json().data.starts_at).toBe(t.clock.now.toISOString());
  });

  it("a failed payment activates nothing", async () => {
    const m = await createMember(t.app);
    const { order_id } = (await order(m.token, BELIEF_MONTHLY)).json();
    const { payment_id } = (await testPay(order_id, "failure")).json().data;
    const res = await confirm(m.token, { payment_id, amount: BELIEF_MONTHLY });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "payment.failed",
      message: "Something went wrong. Please try again later",
    });
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it("another member's payment, a wrong amount or a forged id activate nothing", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const { order_id } = (await order(a.token, BELIEF_MONTHLY)).json();
    const { payment_id } = (await testPay(order_id)).json().data;

    expect((await confirm(b.token, { payment_id, amount: BELIEF_MONTHLY })).statusCode).toBe(400);
    expect((await confirm(a.token, { payment_id, amount: TRUST_YEARLY })).statusCode).toBe(400);
    const forged = payment_id.replace(/.$/, (c: string) => (c === "A" ? "B" : "A"));
    expect(
      (await confirm(a.token, { payment_id: forged, amount: BELIEF_MONTHLY })).statusCode,
    ).toBe(400);
    expect(
      (await confirm(a.token, { payment_id, amount: BELIEF_MONTHLY, order_id: "order_other" }))
        .statusCode,
    ).toBe(400);
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
    expect(await subscriptionsOf(b.userId)).toHaveLength(0);

    // The genuine claim still works afterwards.
    expect((await confirm(a.token, { payment_id, amount: BELIEF_MONTHLY })).statusCode).toBe(200);
  });

  it("the checkout stand-in knows only our orders; Razorpay's webhook route is absent", async () => {
    expect((await testPay("order_unknown")).statusCode).toBe(404);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      payload: { event: "payment.captured" },
    });
    expect(hook.statusCode).toBe(404);
  });

  it("lists what I bought on the subscription call", async () => {
    const m = await createMember(t.app);
    await buy(m.token, BELIEF_MONTHLY);
    const res = await t.app.inject({ url: "/api/v1/subscription", headers: bearer(m.token) });
    expect(res.json().data).toMatchObject({
      myplan: "Belief",
      history: [{ plan: "Belief", period: "monthly", amount: BELIEF_MONTHLY }],
    });
  });
});

describe("paying from a /member link without signing in", () => {
  const linkFor = (m: { userId: string; email: string }) =>
    new URL(
      memberPayLink(
        createLinkSigner(t.config.jwtSecret),
        t.config.publicUrl,
        { id: m.userId, email: m.email },
        t.clock.now,
      ),
    ).searchParams.get("token") ?? "";
  const guestOrder = (amount: number, email?: string, token?: string) => {
    const query = new URLSearchParams({ amount: String(amount) });
    if (email !== undefined) query.set("email", email);
    if (token !== undefined) query.set("token", token);
    return t.app.inject({ url: `/api/v2/order?${query}` });
  };
  const guestConfirm = (payment: object) =>
    t.app.inject({ method: "POST", url: "/api/v2/payments/", payload: { payment } });
  const invalid = { code: "payment.invalid_link", message: "Invalid link" };

  it("orders and pays for the member the link names", async () => {
    const m = await createMember(t.app);
    const token = linkFor(m);
    const created = await guestOrder(BELIEF_MONTHLY, m.email.toUpperCase(), token);
    expect(created.statusCode).toBe(200);
    const { payment_id } = (await testPay(created.json().order_id)).json().data;
    const res = await guestConfirm({ payment_id, amount: BELIEF_MONTHLY, email: m.email, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.myplan).toBe("Belief");
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);
  });

  it("without a genuine token every email answers alike: a member's, an unknown one, none", async () => {
    const m = await createMember(t.app);
    const forged = `${linkFor(m).slice(0, -4)}AAAA`;
    const cases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ["nobody@example.in", undefined],
      [m.email, undefined],
      [m.email, forged],
      ["nobody@example.in", forged],
      [m.email, "not-a-token"],
    ];
    for (const [email, token] of cases) {
      const res = await guestOrder(BELIEF_MONTHLY, email, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(invalid);
      const pay = await guestConfirm({
        payment_id: "pay_0000000000000",
        amount: BELIEF_MONTHLY,
        email: email ?? "nobody@example.in",
        ...(token ? { token } : {}),
      });
      expect(pay.statusCode).toBe(400);
      expect(pay.json().error).toEqual(invalid);
    }
  });

  it("a link expires after two weeks, and names one member only", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const token = linkFor(a);
    // Another member's email with a's token: the same invalid link.
    expect((await guestOrder(BELIEF_MONTHLY, b.email, token)).json().error).toEqual(invalid);
    t.clock.advance(rules.memberLink.validMs + 1000);
    expect((await guestOrder(BELIEF_MONTHLY, a.email, token)).json().error).toEqual(invalid);
  });

  it("a payment for one member's order cannot be claimed with another's link", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const { order_id } = (await guestOrder(BELIEF_MONTHLY, a.email, linkFor(a))).json();
    const { payment_id } = (await testPay(order_id)).json().data;
    const res = await guestConfirm({
      payment_id,
      amount: BELIEF_MONTHLY,
      email: b.email,
      token: linkFor(b),
    });
    expect(res.statusCode).toBe(400);
    expect(await subscriptionsOf(b.userId)).toHaveLength(0);
    expect(await subscriptionsOf(a.userId)).toHaveLength(0);
  });
});
