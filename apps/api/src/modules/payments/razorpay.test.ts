import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { payments } from "./payments.table.ts";
import { type FakePayment, startFakeRazorpay } from "./razorpay-fake.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";

/** The Razorpay provider through the official SDK, against a local fake of Razorpay's API. */
const credentials = { keyId: "rzp_test_sagpan", keySecret: "fake-key-secret" };
const webhookSecret = "fake-webhook-secret";
const TRUST_MONTHLY = 69_900;

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay(credentials);
  t = await createTestApp({
    payments: createRazorpayProvider({ ...credentials, webhookSecret, baseUrl: fake.url }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const orderFor = async (token: string, amount = TRUST_MONTHLY): Promise<string> => {
  const res = await t.app.inject({ url: `/api/v1/order?amount=${amount}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().order_id;
};
const confirm = (token: string, payment_id: string, amount = TRUST_MONTHLY) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments",
    headers: bearer(token),
    payload: { payment: { payment_id, amount } },
  });
const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const myplan = async (token: string) =>
  (await t.app.inject({ url: "/api/v1/me", headers: bearer(token) })).json().data.myplan;

const webhookBody = (event: string, payment: FakePayment) =>
  JSON.stringify({
    entity: "event",
    account_id: "acc_fake",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { ...payment, status: "captured", captured: true } } },
    created_at: 1_795_000_000,
  });
const sign = (body: string, secret = webhookSecret) =>
  createHmac("sha256", secret).update(body).digest("hex");
const webhook = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "x-razorpay-signature": signature }),
    },
    payload: body,
  });

describe("Razorpay", () => {
  it("hands out the key id, and has no test checkout", async () => {
    const keys = await t.app.inject({ url: "/api/v1/keys" });
    expect(keys.json().data).toEqual({
      razorpay_key_id: "rzp_test_sagpan",
      payment_provider: "razorpay",
    });
    const m = await createMember(t.app);
    const res = await t.app.inject({ url: "/api/v1/order?amount=69900", headers: bearer(m.token) });
    expect(res.json()).toMatchObject({ key: "rzp_test_sagpan", provider: "razorpay" });
    expect(res.json().order_id).toMatch(/^order_/);
    const testPay = await t.app.inject({
      method: "POST",
      url: `/api/v1/testpay/${res.json().order_id}`,
      payload: { outcome: "success" },
    });
    expect(testPay.statusCode).toBe(404);
  });

  it("a genuine payment is captured and activates the plan exactly once", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token));
    const res = await confirm(m.token, payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ myplan: "Trust", plan: "Trust", period: "monthly" });
    expect(fake.payments.get(payment.id)?.status).toBe("captured");
    expect(fake.calls).toContain(`POST /v1/payments/${payment.id}/capture`);

    // Replayed by the client: same answer, nothing new.
    const again = await confirm(m.token, payment.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.ends_at).toBe(res.json().data.ends_at);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);
  });

  it("a payment for another member's order activates nothing for anyone", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const payment = fake.pay(await orderFor(a.token));
    const res = await confirm(b.token, payment.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("payment.failed");
    expect(await myplan(b.token)).toBe("Free");
    expect(await myplan(a.token)).toBe("Free");
    // Not captured either: the money can still be refunded to whoever paid.
    expect(fake.payments.get(payment.id)?.status).toBe("authorized");
  });

  it("a payment of the wrong amount activates nothing", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { amount: 100 });
    expect((await confirm(m.token, payment.id)).statusCode).toBe(400);
    expect((await confirm(m.token, payment.id, 100)).statusCode).toBe(400);
    const honest = fake.pay(await orderFor(m.token));
    expect((await confirm(m.token, honest.id, 49_900)).statusCode).toBe(400);
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it("a payment id already used cannot activate again, for anyone", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const payment = fake.pay(await orderFor(a.token));
    expect((await confirm(a.token, payment.id)).statusCode).toBe(200);
    await orderFor(b.token);
    expect((await confirm(b.token, payment.id)).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect(await subscriptionsOf(a.userId)).toHaveLength(1);
    expect(await subscriptionsOf(b.userId)).toHaveLength(0);
  });

  it("unknown, failed and unfinished payments activate nothing", async () => {
    const m = await createMember(t.app);
    const unknown = await confirm(m.token, "pay_doesnotexist1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("payment.failed");

    const failed = fake.pay(await orderFor(m.token), { status: "failed" });
    expect((await confirm(m.token, failed.id)).json().error.code).toBe("payment.failed");

    const unfinished = fake.pay(await orderFor(m.token), { status: "created" });
    const res = await confirm(m.token, unfinished.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("payment.not_confirmed");
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it("says so when Razorpay cannot be reached", async () => {
    const m = await createMember(t.app);
    fake.setDown(true);
    try {
      const res = await t.app.inject({
        url: "/api/v1/order?amount=69900",
        headers: bearer(m.token),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe("payment.provider_unavailable");
    } finally {
      fake.setDown(false);
    }
  });
});

describe("Razorpay webhooks", () => {
  it("a genuine payment.captured activates once, however often it is replayed", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { status: "captured" });
    const body = webhookBody("payment.captured", payment);
    const first = await webhook(body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect(await myplan(m.token)).toBe("Trust");

    for (let i = 0; i < 3; i++) expect((await webhook(body, sign(body))).statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);

    // The browser's confirmation arriving after the webhook changes nothing either.
    const client = await confirm(m.token, payment.id);
    expect(client.statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);
  });

  it("order.paid activates the same way", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { status: "captured" });
    const body = webhookBody("order.paid", payment);
    expect((await webhook(body, sign(body))).statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);
  });

  it("a tampered body, a wrong secret or no signature is refused and activates nothing", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { status: "captured" });
    const genuine = webhookBody("payment.captured", payment);
    const tampered = genuine.replace(`"amount":${TRUST_MONTHLY}`, '"amount":100');
    expect(tampered).not.toBe(genuine);
    for (const [body, signature] of [
      [tampered, sign(genuine)],
      [genuine, sign(genuine, "someone-else")],
      [genuine, undefined],
      [`${genuine} `, sign(genuine)],
    ] as const) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("payment.bad_signature");
    }
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it("a signed event whose amount does not match the order activates nothing", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { amount: 100, status: "captured" });
    const body = webhookBody("payment.captured", payment);
    expect((await webhook(body, sign(body))).statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it("acknowledges other events without acting on them", async () => {
    const m = await createMember(t.app);
    const payment = fake.pay(await orderFor(m.token), { status: "captured" });
    const body = webhookBody("payment.failed", payment);
    expect((await webhook(body, sign(body))).statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });
});
