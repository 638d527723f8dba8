import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type BlogText, blogs } from "./blogs.table.ts";

export type BlogRow = typeof blogs.$inferSelect;
export type Lang = "en" | "gu";

/** A post's two versions from its row (the row keeps one language and its translation). */
export function versionsOf(row: BlogRow): Record<Lang, BlogText | null> {
  const own = { title: row.title, summary: row.summary, content: row.content };
  return row.lang === "gu"
    ? { gu: own, en: row.translation ?? null }
    : { en: own, gu: row.translation ?? null };
}

/** The row's columns for a post's versions: English in the row when there is one. */
export function columnsOf(versions: { en: BlogText | null; gu: BlogText | null }) {
  const [lang, own, other] = versions.en
    ? (["en", versions.en, versions.gu] as const)
    : (["gu", versions.gu as BlogText, null] as const);
  return { lang, ...own, translation: other };
}

/** The version a reader of `lang` sees: their language when the post has it. */
export function forReader(row: BlogRow, lang: Lang | undefined) {
  const versions = versionsOf(row);
  const chosen: Lang = lang && versions[lang] ? lang : row.lang === "gu" ? "gu" : "en";
  return { lang: chosen, ...(versions[chosen] as BlogText) };
}

export function createBlogsRepository({ db }: { db: Db }) {
  const published = eq(blogs.status, "published");
  return {
    /** Published posts, newest first. */
    async list(limit: number, offset: number) {
      return db
        .select()
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** A published post (what visitors may read). */
    async find(id: string) {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.id, id), published))
        .limit(1);
      return row ?? null;
    },

    /** Every published post's id and last change, newest first (the sitemap). */
    async publishedIndex(limit: number) {
      return db
        .select({ id: blogs.id, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit);
    },

    /** Every post, drafts too, last changed first (the admin console). */
    async listAll(limit: number, offset: number) {
      return db
        .select()
        .from(blogs)
        .orderBy(desc(blogs.updatedAt), desc(blogs.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async findAny(id: string) {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
      return row ?? null;
    },

    async insert(row: typeof blogs.$inferInsert) {
      const [created] = await db.insert(blogs).values(row).returning();
      return created as BlogRow;
    },

    async update(id: string, change: Partial<typeof blogs.$inferInsert>) {
      const [row] = await db.update(blogs).set(change).where(eq(blogs.id, id)).returning();
      return row ?? null;
    },
  };
}
