import { date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * A member's recommendations of one India day, in their order: written once by the day's first
 * call (the key makes two simultaneous first calls agree on one list), read by every later call
 * with one key lookup. Earlier days say who was shown when (the 7-day no-repeat rule).
 */
export const recommendationDays = pgTable(
  "recommendation_days",
  {
    memberId: member("member_id"),
    day: date("day").notNull(),
    profileIds: text("profile_ids").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** "Skip": not recommended to this member again for 30 days (a second skip restarts them). */
export const recommendationSkips = pgTable(
  "recommendation_skips",
  {
    memberId: member("member_id"),
    profileId: member("profile_id"),
    skippedAt: timestamp("skipped_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.profileId] }),
    // Erasing an account removes the skips of it (the cascade reads this side).
    index("recommendation_skips_profile_idx").on(t.profileId),
  ],
);
