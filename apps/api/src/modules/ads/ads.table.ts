import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** Ads admins publish (spec section 3, Ad); shown between `starts_at` and `ends_at` unless stopped. */
export const ads = pgTable(
  "ads",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The stored WebP's key in the file store, re-encoded from the admin's upload. */
    imageKey: text("image_key"),
    price: text("price"),
    advertiserName: text("advertiser_name").notNull(),
    advertiserContact: text("advertiser_contact").notNull(),
    status: text("status", { enum: ["delayed", "normal"] }).notNull(),
    target: text("target", { enum: ["all", "free", "visitors"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [index().on(t.endsAt, t.startsAt)],
);

/**
 * One row per viewer, ad, kind and day: an impression or click counts once a day for each
 * viewer (a member's id, or a keyed hash of a visitor's address), whatever the client sends.
 */
export const adViews = pgTable(
  "ad_views",
  {
    adId: text("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["impression", "click"] }).notNull(),
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.kind, t.viewer, t.day] })],
);

/**
 * When the server last pushed an `ad` event into a sign-in session (a keyed hash of its token),
 * so every node, tab and reconnect of that session shares one cap.
 */
export const adPushes = pgTable("ad_pushes", {
  session: text("session").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  pushedAt: timestamp("pushed_at", { withTimezone: true }).notNull(),
});
