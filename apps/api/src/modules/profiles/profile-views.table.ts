import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** Who opened whose profile page (`POST /score/up`); feeds "who viewed my profile". */
export const profileViews = pgTable(
  "profile_views",
  {
    id: text("id").primaryKey(),
    viewerId: text("viewer_id").references(() => users.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    context: text("context").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.profileId, t.at)],
);
