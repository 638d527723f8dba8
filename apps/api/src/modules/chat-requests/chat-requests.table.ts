import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * Asking to chat: pending, then accepted or declined by the receiver. Like interests, a
 * cancelled request stays as a row so cancelling does not refill the Free plan's daily quota.
 */
export const chatRequests = pgTable(
  "chat_requests",
  {
    id: text("id").primaryKey(),
    fromId: text("from_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toId: text("to_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_requests_pair_key")
      .on(t.fromId, t.toId)
      .where(sql`${t.status} <> 'cancelled'`),
    index("chat_requests_from_created_idx").on(t.fromId, t.createdAt),
    index("chat_requests_to_status_created_idx").on(t.toId, t.status, t.createdAt),
  ],
);
