import type { Paise, PaymentProviderName, Period } from "@sagpan/contract";
import { desc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { MemberChanged } from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";
import { paymentOrders, payments } from "./payments.table.ts";
import { nextPeriod } from "./plan-period.ts";

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface NewOrder {
  userId: string;
  provider: PaymentProviderName;
  providerOrderId: string;
  amount: Paise;
  plan: "Belief" | "Trust";
  period: Period;
}

export function createPaymentsRepository({
  db,
  changed = () => {},
}: {
  db: Db;
  changed?: MemberChanged;
}) {
  return {
    async createOrder(order: NewOrder): Promise<OrderRow> {
      const [row] = await db
        .insert(paymentOrders)
        .values({ id: uuidv7(), ...order })
        .returning();
      return row!;
    },

    async findOrder(providerOrderId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
        .limit(1);
      return row ?? null;
    },

    async findPayment(paymentId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.paymentId, paymentId))
        .limit(1);
      return row ?? null;
    },

    async findSubscription(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Records the payment and adds the plan period it bought, in one transaction; null when
     * this payment id (or another payment for the same order) was already recorded. The
     * member's row is locked so two payments at once extend one after the other.
     */
    async activate(input: {
      order: OrderRow;
      paymentId: string;
      source: "client" | "webhook";
      now: Date;
    }): Promise<SubscriptionRow | null> {
      const { order, now } = input;
      const activated = await db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, order.userId))
          .for("update");
        const subscriptionId = uuidv7();
        const [recorded] = await tx
          .insert(payments)
          .values({
            id: uuidv7(),
            paymentId: input.paymentId,
            orderId: order.id,
            userId: order.userId,
            provider: order.provider,
            amount: order.amount,
            status: "captured",
            source: input.source,
            subscriptionId,
          })
          .onConflictDoNothing()
          .returning({ id: payments.id });
        if (!recorded) return null;
        const [current] = await tx
          .select({ end: max(subscriptions.endsAt) })
          .from(subscriptions)
          .where(eq(subscriptions.userId, order.userId));
        const { startsAt, endsAt } = nextPeriod(now, current?.end ?? null, order.period);
        const [subscription] = await tx
          .insert(subscriptions)
          .values({
            id: subscriptionId,
            userId: order.userId,
            plan: order.plan,
            period: order.period,
            amountPaise: order.amount,
            paymentId: input.paymentId,
            startsAt,
            endsAt,
          })
          .returning();
        await tx
          .update(paymentOrders)
          .set({ status: "paid", paidAt: now })
          .where(eq(paymentOrders.id, order.id));
        return subscription!;
      });
      if (activated) changed(order.userId);
      return activated;
    },

    /** Every plan period the member bought, newest first. */
    async history(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.endsAt));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
