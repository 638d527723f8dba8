import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogs } from "./blogs.table.ts";

export function createBlogsRepository({ db }: { db: Db }) {
  return {
    async list(limit: number, offset: number) {
      return db
        .select({
          id: blogs.id,
          lang: blogs.lang,
          title: blogs.title,
          image: blogs.image,
          summary: blogs.summary,
          publishedAt: blogs.publishedAt,
        })
        .from(blogs)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async find(id: string) {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
      return row ?? null;
    },
  };
}
