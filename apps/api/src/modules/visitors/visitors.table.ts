import { date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * Who opened whose profile (`GET /api/v1/profiles/{id}`), once per viewer and profile per India
 * day: the key makes a second view that day, even a concurrent one, a no-op (ON CONFLICT).
 * `at` is the day's first view.
 */
export const profileVisits = pgTable(
  "profile_visits",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerId: text("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerId, t.day] }), index().on(t.profileId, t.at)],
);

/** When the member last opened /visitors: visits after it are "new". */
export const visitorChecks = pgTable("visitor_checks", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
