import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A post's text in one language. */
export interface BlogText {
  title: string;
  summary: string;
  content: string;
}

/**
 * A post: its text in `lang` in title/summary/content, and optionally the same post in the
 * other language (`translation`). Drafts are for admins only; the public list shows published
 * posts, each in the reader's language when it has one.
 */
export const blogs = pgTable(
  "blogs",
  {
    id: text("id").primaryKey(),
    lang: text("lang").notNull().default("en"),
    title: text("title").notNull(),
    image: text("image"),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    translation: jsonb("translation").$type<BlogText>(),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.publishedAt)],
);
