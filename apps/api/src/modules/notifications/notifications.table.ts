import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * One row per event a member should know of (business-rules.md, Notifications); kept 90 days.
 * `emailed_at` is set once the event has been mailed, or judged not to be (seen in the app
 * first, mail off): a digest takes only rows without it, so a rerun sends nothing twice.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The digest's sweep: members with something not yet mailed.
    index("notifications_unmailed_idx").on(t.userId).where(sql`${t.emailedAt} is null`),
    index().on(t.createdAt),
  ],
);

/** A member's choices per kind; a kind not named takes the default of the rules. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: jsonb("email").$type<Record<string, string>>().notNull().default({}),
  push: jsonb("push").$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** One Web Push subscription per device (browser profile); the endpoint is its identity. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);
