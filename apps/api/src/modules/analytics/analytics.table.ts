import { index, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";

/** Page views and web vitals; no user id and no IP, only what the product needs to improve. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    name: text("name"),
    value: real("value"),
    lang: text("lang"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.type, t.at)],
);
