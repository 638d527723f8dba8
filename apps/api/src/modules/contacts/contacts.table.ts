import { index, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "../profiles/profiles.table.ts";

/** Relatives' contact details a member adds; they go with the profile on deletion. */
export const contacts = pgTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    relation: text("relation").notNull(),
    phone: text("phone").notNull(),
    occupation: text("occupation"),
    currentCity: text("current_city"),
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contacts_profile_position_idx").on(t.profileId, t.position)],
);
