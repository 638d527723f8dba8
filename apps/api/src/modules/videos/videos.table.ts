import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { profiles } from "../profiles/profiles.table.ts";

/** One video introduction per profile; uploading again replaces it. */
export const videoIntros = pgTable("video_intros", {
  id: text("id").primaryKey(),
  profileId: text("profile_id")
    .notNull()
    .unique("video_intros_profile_key")
    .references(() => profiles.id, { onDelete: "cascade" }),
  key: text("key").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
