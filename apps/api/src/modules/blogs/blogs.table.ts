import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const blogs = pgTable(
  "blogs",
  {
    id: text("id").primaryKey(),
    lang: text("lang").notNull().default("en"),
    title: text("title").notNull(),
    image: text("image"),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.publishedAt)],
);
