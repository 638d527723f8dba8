import {
  CURRENCY,
  type Order,
  type Paise,
  type PaymentReply,
  planForAmount,
} from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { LinkSigner } from "../../lib/signed-links.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
} from "./payment-provider.ts";
import type { OrderRow, PaymentsRepository, SubscriptionRow } from "./payments.repository.ts";

export interface PaymentsDeps {
  payments: PaymentsRepository;
  plans: PlansRepository;
  provider: PaymentProvider;
  /** The member with this email, or null (the no-login /member page pays by email). */
  memberByEmail: (email: string) => Promise<{ id: string } | null>;
  memberById: (id: string) => Promise<{ id: string; email: string; deletedAt: Date | null } | null>;
  links: LinkSigner;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Told once per new plan period (the member's "plan started" mail). */
  onActivated?: (subscription: SubscriptionRow) => Promise<void>;
}

/** Events that report a captured payment; the rest are acknowledged and ignored. */
const activatingEvents = new Set(["payment.captured", "order.paid"]);

interface WebhookPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
}

/** The payment is for this member's order, in rupees, for the amount (paise) of that order. */
function paysFor(
  payment: ProviderPayment,
  order: OrderRow,
  userId: string,
  claim: { amount: Paise; order_id?: string | undefined },
): boolean {
  return (
    order.userId === userId &&
    payment.currency === CURRENCY &&
    payment.amount === order.amount &&
    claim.amount === order.amount &&
    (claim.order_id === undefined || claim.order_id === order.providerOrderId)
  );
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { payments, plans, provider, clock, log } = deps;

  /** Provider trouble is ours to report, not the member's fault. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        log.error({ err }, "payment provider failed");
        throw new AppError("payment.provider_unavailable");
      }
      throw err;
    }
  }

  async function replyFor(userId: string, subscription: SubscriptionRow): Promise<PaymentReply> {
    const current = await plans.current(userId, clock());
    return {
      data: {
        payment_id: subscription.paymentId ?? "",
        amount: subscription.amountPaise,
        plan: subscription.plan,
        period: subscription.period,
        starts_at: subscription.startsAt.toISOString(),
        ends_at: subscription.endsAt.toISOString(),
        myplan: current.plan,
        plan_ends_at: current.endsAt?.toISOString() ?? null,
      },
    };
  }

  /**
   * The member a /member link names. Its signed token says who; without a genuine, unexpired
   * token every email gets the same "Invalid link", before any lookup, so the call tells
   * nobody whether an email has an account. Only the original system's installed clients
   * (src/compat), which never had tokens, still pay by email alone.
   */
  async function userForLink(
    email: string | undefined,
    token: string | undefined,
    legacy: boolean,
  ): Promise<string> {
    if (legacy) {
      const member = email ? await deps.memberByEmail(email) : null;
      if (!member) throw new AppError("payment.invalid_link");
      return member.id;
    }
    const userId = deps.links.verify("member-pay", token, clock());
    if (!userId) throw new AppError("payment.invalid_link");
    const member = await deps.memberById(userId);
    const sameEmail = !email || member?.email.toLowerCase() === email.trim().toLowerCase();
    if (!member || member.deletedAt || !sameEmail) throw new AppError("payment.invalid_link");
    return member.id;
  }

  async function createOrder(userId: string, amount: Paise): Promise<Order> {
    const bought = planForAmount(amount);
    if (!bought) throw new AppError("payment.invalid_amount", { amount: "Not a plan price" });
    const created = await call(() =>
      provider.createOrder({
        amount,
        receipt: `${bought.plan}-${bought.period}-${Date.now().toString(36)}`,
        notes: { user_id: userId, plan: bought.plan, period: bought.period },
      }),
    );
    await payments.createOrder({
      userId,
      provider: provider.name,
      providerOrderId: created.id,
      amount,
      ...bought,
    });
    return {
      id: created.id,
      order_id: created.id,
      amount,
      currency: CURRENCY,
      key: provider.keyId,
      ...bought,
      provider: provider.name,
    };
  }

  /**
   * A payment counts only when the provider confirms it: it exists, belongs to an order this
   * server created for this member, has that order's amount (and the one the client named),
   * and is captured (an authorized one is captured here). Then it activates once.
   */
  async function confirm(
    userId: string,
    claim: { payment_id: string; amount: Paise; order_id?: string | undefined },
  ): Promise<PaymentReply> {
    const payment = await call(() => provider.fetchPayment(claim.payment_id));
    const order = payment?.orderId ? await payments.findOrder(payment.orderId) : null;
    if (!payment || !order || !paysFor(payment, order, userId, claim)) {
      log.warn({ userId, paymentId: claim.payment_id }, "payment does not match an order");
      throw new AppError("payment.failed");
    }
    let confirmed: ProviderPayment = payment;
    if (confirmed.status === "created") throw new AppError("payment.not_confirmed");
    if (confirmed.status === "authorized") {
      confirmed = await call(() => provider.capture(payment.id, order.amount));
    }
    if (confirmed.status !== "captured") throw new AppError("payment.failed");
    return activate(order, payment.id, "client");
  }

  async function activate(
    order: OrderRow,
    paymentId: string,
    source: "client" | "webhook",
  ): Promise<PaymentReply> {
    const subscription = await payments.activate({ order, paymentId, source, now: clock() });
    if (subscription) {
      // The plan is paid for and recorded; a mail that cannot be stored must not undo that.
      await deps.onActivated?.(subscription).catch((err) => {
        log.error({ err, subscriptionId: subscription.id }, "plan mail not stored");
      });
      return replyFor(order.userId, subscription);
    }
    // Already recorded: the same member reporting it again (or after the webhook) gets the
    // same answer; anything else (another payment for a paid order) is refused.
    const earlier = await payments.findPayment(paymentId);
    const earlierSubscription = earlier
      ? await payments.findSubscription(earlier.subscriptionId)
      : null;
    if (!earlier || earlier.userId !== order.userId || !earlierSubscription) {
      throw new AppError("payment.failed");
    }
    return replyFor(order.userId, earlierSubscription);
  }

  return {
    keys: () => ({
      data: { razorpay_key_id: provider.keyId, payment_provider: provider.name },
    }),

    createOrder,

    async createOrderByEmail(
      link: { email?: string | undefined; token?: string | undefined; legacy: boolean },
      amount: Paise,
    ): Promise<Order> {
      return createOrder(await userForLink(link.email, link.token, link.legacy), amount);
    },

    confirm,

    async confirmByEmail(
      claim: {
        payment_id: string;
        amount: Paise;
        email: string;
        order_id?: string | undefined;
        token?: string | undefined;
      },
      legacy: boolean,
    ): Promise<PaymentReply> {
      return confirm(await userForLink(claim.email, claim.token, legacy), claim);
    },

    /** Test provider only: pays (or fails to pay) one of our orders as Checkout would. */
    async testPay(providerOrderId: string, outcome: "success" | "failure") {
      const order = await payments.findOrder(providerOrderId);
      if (!order || !provider.checkout) throw new AppError("request.not_found");
      return {
        payment_id: provider.checkout({ id: order.providerOrderId, amount: order.amount }, outcome),
      };
    },

    /**
     * Razorpay webhooks, verified over the raw body. A captured payment for one of our orders
     * with the order's amount activates it, at most once however often the event is replayed.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!provider.verifyWebhook?.(rawBody, signature)) {
        throw new AppError("payment.bad_signature");
      }
      let event: { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } };
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new AppError("request.invalid");
      }
      if (typeof event.event !== "string" || !activatingEvents.has(event.event)) return;
      const entity = event.payload?.payment?.entity;
      if (typeof entity?.id !== "string" || typeof entity.order_id !== "string") return;
      const order = await payments.findOrder(entity.order_id);
      const genuine =
        order !== null &&
        order.provider === provider.name &&
        entity.status === "captured" &&
        entity.currency === CURRENCY &&
        Number(entity.amount) === order.amount;
      if (!genuine) {
        log.warn({ event: event.event, paymentId: entity.id }, "webhook payment ignored");
        return;
      }
      try {
        await activate(order, entity.id, "webhook");
      } catch (err) {
        // Another payment already paid this order: nothing to activate, nothing to retry.
        if (!(err instanceof AppError)) throw err;
        log.warn({ paymentId: entity.id }, "webhook payment not activated");
      }
    },

    async subscription(userId: string) {
      const [current, history] = await Promise.all([
        plans.current(userId, clock()),
        payments.history(userId),
      ]);
      return {
        data: {
          myplan: current.plan,
          ends_at: current.endsAt?.toISOString() ?? null,
          history: history.map((s) => ({
            plan: s.plan,
            period: s.period,
            amount: s.amountPaise,
            payment_id: s.paymentId,
            starts_at: s.startsAt.toISOString(),
            ends_at: s.endsAt.toISOString(),
          })),
        },
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
