import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from "./payment-provider.ts";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  /** Another API host (tests run a local fake); the SDK itself always uses api.razorpay.com. */
  baseUrl?: string;
}

/** The SDK rejects with `{ statusCode, error: { code, description } }` on an HTTP error. */
const httpStatus = (err: unknown): number | null => {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : null;
};

const statuses = new Set<ProviderPayment["status"]>([
  "created",
  "authorized",
  "captured",
  "refunded",
  "failed",
]);

function toPayment(entity: {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
}): ProviderPayment {
  const status = statuses.has(entity.status as ProviderPayment["status"])
    ? (entity.status as ProviderPayment["status"])
    : "failed";
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amount: Number(entity.amount),
    currency: entity.currency,
    status,
  };
}

/** Razorpay through its official SDK: orders, payment fetch and capture, webhook signatures. */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  if (opts.baseUrl) {
    // The SDK fixes its host; its requests go through this axios instance.
    (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL =
      opts.baseUrl;
  }

  const unavailable = (err: unknown) =>
    new ProviderUnavailableError(`Razorpay request failed (status ${httpStatus(err) ?? "none"})`);

  const provider: PaymentProvider = {
    name: "razorpay",
    keyId: opts.keyId,

    async createOrder({ amount, receipt, notes }) {
      try {
        const order = await client.orders.create({ amount, currency: "INR", receipt, notes });
        return { id: order.id };
      } catch (err) {
        throw unavailable(err);
      }
    },

    async fetchPayment(paymentId) {
      try {
        return toPayment(await client.payments.fetch(paymentId));
      } catch (err) {
        // Razorpay answers 400 "The id provided does not exist" for an unknown payment id.
        const status = httpStatus(err);
        if (status === 400 || status === 404) return null;
        throw unavailable(err);
      }
    },

    async capture(paymentId, amount) {
      try {
        return toPayment(await client.payments.capture(paymentId, amount, "INR"));
      } catch (err) {
        throw unavailable(err);
      }
    },
  };

  const secret = opts.webhookSecret;
  if (secret) {
    provider.verifyWebhook = (rawBody, signature) => {
      if (!signature) return false;
      const expected = Buffer.from(createHmac("sha256", secret).update(rawBody).digest("hex"));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
  }
  return provider;
}
