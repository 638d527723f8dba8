import {
  guestOrderQuerySchema,
  guestPaymentBodySchema,
  keysReplySchema,
  okSchema,
  orderQuerySchema,
  orderReplySchema,
  paymentBodySchema,
  paymentReplySchema,
  subscriptionReplySchema,
  testPayBodySchema,
  testPayParamsSchema,
  testPayReplySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { PaymentsService } from "./payments.service.ts";

const tags = ["payments"];

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  member: Guard;
  /** The test checkout route exists only with the built-in test provider. */
  testCheckout: boolean;
  /** The webhook route exists only when a webhook secret is configured. */
  webhook: boolean;
}> = async (app, { payments, member, testCheckout, webhook }) => {
  app.get("/api/v1/keys", { schema: { tags, response: { 200: keysReplySchema } } }, async () =>
    payments.keys(),
  );

  app.get(
    "/api/v1/order",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A checkout order; id, amount and currency at the top level (docs/api.md)",
        querystring: orderQuerySchema,
        response: { 200: orderReplySchema },
      },
    },
    async (req) => payments.createOrder(req.userId, req.query.amount),
  );

  app.get(
    "/api/v2/order",
    {
      schema: {
        tags,
        summary:
          "Order for the member a signed /member link names (no login); top level as /v1/order",
        querystring: guestOrderQuerySchema,
        response: { 200: orderReplySchema },
      },
    },
    async (req) =>
      payments.createOrderByEmail(
        { email: req.query.email, token: req.query.token, legacy: req.legacyClient !== null },
        req.query.amount,
      ),
  );

  app.post(
    "/api/v1/payments",
    {
      preHandler: member,
      schema: { tags, body: paymentBodySchema, response: { 200: paymentReplySchema } },
    },
    async (req) => payments.confirm(req.userId, req.body.payment),
  );

  app.post(
    "/api/v2/payments",
    { schema: { tags, body: guestPaymentBodySchema, response: { 200: paymentReplySchema } } },
    async (req) => payments.confirmByEmail(req.body.payment, req.legacyClient !== null),
  );

  app.get(
    "/api/v1/subscription",
    { preHandler: member, schema: { tags, response: { 200: subscriptionReplySchema } } },
    async (req) => payments.subscription(req.userId),
  );

  if (testCheckout) {
    app.post(
      "/api/v1/testpay/:order_id",
      {
        schema: {
          tags,
          summary: "Test provider only: pay an order as the checkout would",
          params: testPayParamsSchema,
          body: testPayBodySchema,
          response: { 200: testPayReplySchema },
        },
      },
      async (req) => ({ data: await payments.testPay(req.params.order_id, req.body.outcome) }),
    );
  }

  if (webhook) await app.register(webhookRoute, { payments });
};

/**
 * Its own scope, because the signature covers the exact bytes Razorpay sent: JSON bodies here
 * stay raw Buffers instead of being parsed.
 */
const webhookRoute: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    "/api/v1/payments/webhook",
    { schema: { tags, summary: "Razorpay webhooks", response: { 200: okSchema } } },
    async (req) => {
      const signature = req.headers["x-razorpay-signature"];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await payments.webhook(body, typeof signature === "string" ? signature : undefined);
      return { ok: true as const };
    },
  );
};
