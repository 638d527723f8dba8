import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Server-supplied text overrides keyed by the web app's i18n keys (spec: A/B labels). */
export const abTexts = pgTable(
  "ab_texts",
  {
    key: text("key").notNull(),
    lang: text("lang").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);
