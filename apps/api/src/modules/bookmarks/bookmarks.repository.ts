import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { bookmarks } from "./bookmarks.table.ts";

export function createBookmarksRepository({ db }: { db: Db }) {
  return {
    /** Saving twice keeps the first bookmark. */
    async create(userId: string, to: string) {
      await db.insert(bookmarks).values({ id: uuidv7(), userId, to }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.to, to)));
      return row!;
    },

    async list(userId: string) {
      return db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt));
    },

    /** By bookmark id or by the saved profile's id; only ever the caller's own bookmark. */
    async delete(userId: string, idOrProfileId: string): Promise<boolean> {
      const rows = await db
        .delete(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, userId),
            or(eq(bookmarks.id, idOrProfileId), eq(bookmarks.to, idOrProfileId)),
          ),
        )
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },
  };
}
export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
