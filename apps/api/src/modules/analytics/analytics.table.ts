import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/**
 * One row per day (UTC), event type, page, vital and language: the `analytics.rollup` job
 * counts the raw events of finished days here, and raw events past 90 days are removed.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    name: text("name").notNull().default(""),
    lang: text("lang").notNull().default(""),
    count: integer("count").notNull(),
    /** Sum of the values (web vitals); divided by count for the mean. */
    valueSum: real("value_sum").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.path, t.name, t.lang] })],
);
