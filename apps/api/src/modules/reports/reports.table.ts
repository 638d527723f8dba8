import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

export const reports = pgTable(
  "reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: text("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "dismissed", "warned", "suspended"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open report per reporter and target, so open reports count distinct members.
    uniqueIndex("reports_open_pair_key")
      .on(t.reporterId, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_target_status_idx").on(t.targetId, t.status),
    index("reports_status_created_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Profiles hidden from lists and views: by open reports until an admin decides (business
 * rules, Trust and safety), and for good once an admin suspends the account. A row here is
 * the whole mechanism the list queries check (a deleted member has no profile row left).
 */
export const profileHolds = pgTable("profile_holds", {
  profileId: text("profile_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true }).notNull(),
});
