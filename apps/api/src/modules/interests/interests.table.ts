import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * One interest from one member to another. A cancelled interest stays as a row (status
 * "cancelled") so the Free plan's daily count cannot be reset by cancelling and resending.
 */
export const interests = pgTable(
  "interests",
  {
    id: text("id").primaryKey(),
    fromId: text("from_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toId: text("to_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "rejected", "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // Once per direction: a second send is "Interest already sent" (424).
    uniqueIndex("interests_pair_key").on(t.fromId, t.toId).where(sql`${t.status} <> 'cancelled'`),
    index("interests_from_created_idx").on(t.fromId, t.createdAt),
    index("interests_to_created_idx").on(t.toId, t.createdAt),
  ],
);
