import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { profileViews } from "../profiles/profile-views.table.ts";
import { trailNotes } from "./trails.table.ts";

/** Views shown on a trail: the latest ones, not every reopening since the first. */
const VIEWS_SHOWN = 50;

export function createTrailsRepository({ db }: { db: Db }) {
  return {
    /** The profile is live and has not blocked the member. */
    async visible(memberId: string, profileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, profileId),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${profileId} and ${blocks.blockedId} = ${memberId})`,
          ),
        );
      return Boolean(row);
    },

    async views(memberId: string, profileId: string): Promise<Date[]> {
      const rows = await db
        .select({ at: profileViews.at })
        .from(profileViews)
        .where(and(eq(profileViews.viewerId, memberId), eq(profileViews.profileId, profileId)))
        .orderBy(desc(profileViews.at))
        .limit(VIEWS_SHOWN);
      return rows.map((r) => r.at);
    },

    async notes(ownerId: string, profileId: string) {
      return db
        .select()
        .from(trailNotes)
        .where(and(eq(trailNotes.ownerId, ownerId), eq(trailNotes.profileId, profileId)))
        .orderBy(desc(trailNotes.createdAt));
    },

    async addNote(ownerId: string, profileId: string, note: string, now: Date) {
      const [row] = await db
        .insert(trailNotes)
        .values({ id: uuidv7(), ownerId, profileId, note, createdAt: now })
        .returning();
      return row!;
    },

    async erase(memberId: string) {
      await db.delete(trailNotes).where(eq(trailNotes.ownerId, memberId));
    },
  };
}
export type TrailsRepository = ReturnType<typeof createTrailsRepository>;
