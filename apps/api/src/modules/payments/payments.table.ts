import type { Paise } from "@sagpan/contract";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * Orders this server created with the payment provider, one per checkout. A payment counts
 * only against one of these, for the member it was made for. Kept after account deletion
 * (tax law), which only empties the users row.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: ["razorpay", "test"] }).notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    amount: integer("amount").$type<Paise>().notNull(),
    plan: text("plan", { enum: ["Belief", "Trust"] }).notNull(),
    period: text("period", { enum: ["monthly", "yearly"] }).notNull(),
    status: text("status", { enum: ["created", "paid"] })
      .notNull()
      .default("created"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_key").on(t.providerOrderId),
    index("payment_orders_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Confirmed payments, each of which activated one plan period. The unique payment id is what
 * makes activation happen once however often the client and the webhook report it; the
 * unique order id stops a second payment against an order already paid.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: ["razorpay", "test"] }).notNull(),
    amount: integer("amount").$type<Paise>().notNull(),
    status: text("status", { enum: ["captured"] }).notNull(),
    /** Who told us first: the member's browser or the provider's webhook. */
    source: text("source", { enum: ["client", "webhook"] }).notNull(),
    subscriptionId: text("subscription_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_payment_id_key").on(t.paymentId),
    uniqueIndex("payments_order_id_key").on(t.orderId),
    index("payments_user_idx").on(t.userId),
  ],
);
