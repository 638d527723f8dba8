import {
  contactRules,
  contactVisibilities,
  photoVisibilities,
  profileVisibilities,
} from "@sagpan/contract";
import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * A member's privacy choices. No row means the defaults (contract `defaultPrivacy`), so the
 * thousands of members who never open the page cost nothing; a row is written on first save.
 */
export const privacySettings = pgTable("privacy_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  photos: text("photos", { enum: photoVisibilities }).notNull().default("members"),
  contacts: text("contacts", { enum: contactVisibilities }).notNull().default("plan"),
  profile: text("profile", { enum: profileVisibilities }).notNull().default("visible"),
  contactFrom: text("contact_from", { enum: contactRules }).notNull().default("everyone"),
  browsePrivately: boolean("browse_privately").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
