import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PaymentProvider, ProviderPayment } from "./payment-provider.ts";

/**
 * The built-in checkout used when no Razorpay keys are set (development, tests, demos). It
 * keeps no state: a payment id carries its order, amount and outcome, signed with a key
 * derived from the app secret, so it cannot be forged and survives restarts and API nodes.
 */
export function createTestProvider(secret: string): PaymentProvider {
  const key = createHmac("sha256", secret).update("sagpan test payments v1").digest();
  const sign = (payload: string) =>
    createHmac("sha256", key).update(payload).digest().subarray(0, 12).toString("base64url");

  function decode(paymentId: string): ProviderPayment | null {
    const match = /^pay_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{16})$/.exec(paymentId);
    if (!match) return null;
    const [, body, signature] = match as unknown as [string, string, string];
    const payload = Buffer.from(body, "base64url").toString("utf8");
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [orderId, amount, outcome] = payload.split("|");
    if (!orderId || !amount || !outcome) return null;
    return {
      id: paymentId,
      orderId,
      amount: Number(amount),
      currency: "INR",
      // Like Checkout with manual capture: a successful payment is authorized until captured.
      status: outcome === "success" ? "authorized" : "failed",
    };
  }

  return {
    name: "test",
    keyId: null,

    async createOrder() {
      return { id: `order_test_${randomBytes(8).toString("hex")}` };
    },

    async fetchPayment(paymentId) {
      return decode(paymentId);
    },

    async capture(paymentId, amount) {
      const payment = decode(paymentId);
      if (payment?.status !== "authorized" || payment.amount !== amount) {
        throw new Error("The test payment cannot be captured");
      }
      return { ...payment, status: "captured" };
    },

    checkout(order, outcome) {
      const nonce = randomBytes(6).toString("hex");
      const payload = `${order.id}|${order.amount}|${outcome}|${nonce}`;
      return `pay_test_${Buffer.from(payload).toString("base64url")}.${sign(payload)}`;
    },
  };
}
