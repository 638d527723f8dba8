import type { Paise } from "@sagpan/contract";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["Belief", "Trust"] }).notNull(),
    period: text("period", { enum: ["monthly", "yearly"] }).notNull(),
    amountPaise: integer("amount_paise").$type<Paise>().notNull(),
    paymentId: text("payment_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the "plan ends soon" mail was stored (plans.expiry-reminders job), once a period. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.endsAt)],
);
