import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { profiles } from "../profiles/profiles.table.ts";

/** A member's photos, each stored as WebP variants in the file store under the keys below. */
export const pictures = pgTable(
  "pictures",
  {
    id: text("id").primaryKey(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    blurhash: text("blurhash").notNull(),
    smallKey: text("small_key").notNull(),
    mediumKey: text("medium_key").notNull(),
    largeKey: text("large_key").notNull(),
    blurKey: text("blur_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pictures_profile_position_idx").on(t.profileId, t.position),
    // At most one primary photo per profile.
    uniqueIndex("pictures_one_primary_key").on(t.profileId).where(sql`${t.isPrimary}`),
  ],
);
