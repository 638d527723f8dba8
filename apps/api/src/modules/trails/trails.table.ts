import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** A member's private notes about another profile; only ever shown to their author. */
export const trailNotes = pgTable(
  "trail_notes",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.ownerId, t.profileId, t.createdAt)],
);
