import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { savedSearchAnnounced, savedSearches } from "./saved-searches.table.ts";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function createSavedSearchesRepository({ db }: { db: Db }) {
  return {
    async list(userId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /**
     * Saves unless the member already has `max`: the member's account row is locked for the
     * count and the insert, so parallel saves queue and the limit holds. Null when full.
     */
    async createWithin(
      max: number,
      row: { userId: string; name: string; query: Record<string, string>; now: Date },
    ): Promise<SavedSearchRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${row.userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, row.userId));
        if ((held?.n ?? 0) >= max) return null;
        const [saved] = await tx
          .insert(savedSearches)
          .values({
            id: uuidv7(),
            userId: row.userId,
            name: row.name,
            query: row.query,
            createdAt: row.now,
          })
          .returning();
        return saved ?? null;
      });
    },

    /** Only ever the owner's own search. */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Every saved search, oldest first, for the matches job. */
    async all() {
      return db.select().from(savedSearches).orderBy(asc(savedSearches.id));
    },

    /** Notes these profiles as announced; returns those that were not already. */
    async announce(searchId: string, profileIds: string[], now: Date): Promise<string[]> {
      if (profileIds.length === 0) return [];
      const rows = await db
        .insert(savedSearchAnnounced)
        .values(profileIds.map((profileId) => ({ searchId, profileId, at: now })))
        .onConflictDoNothing()
        .returning({ profileId: savedSearchAnnounced.profileId });
      return rows.map((r) => r.profileId);
    },

    async checked(searchId: string, now: Date) {
      await db.update(savedSearches).set({ checkedAt: now }).where(eq(savedSearches.id, searchId));
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
