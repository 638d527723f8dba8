import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { memberMaySee } from "../blocks/member-may-see.ts";
import { videoIntros } from "./videos.table.ts";

export type VideoRow = typeof videoIntros.$inferSelect;

export function createVideosRepository({ db }: { db: Db }) {
  return {
    async findFor(profileId: string): Promise<VideoRow | null> {
      const [row] = await db
        .select()
        .from(videoIntros)
        .where(eq(videoIntros.profileId, profileId))
        .limit(1);
      return row ?? null;
    },

    /** Stores the profile's video, returning the one it replaces (if any). */
    async replace(row: Omit<VideoRow, "createdAt">): Promise<VideoRow | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .delete(videoIntros)
          .where(eq(videoIntros.profileId, row.profileId))
          .returning();
        await tx.insert(videoIntros).values(row);
        return old ?? null;
      });
    },

    async remove(profileId: string): Promise<VideoRow | null> {
      const [gone] = await db
        .delete(videoIntros)
        .where(eq(videoIntros.profileId, profileId))
        .returning();
      return gone ?? null;
    },

    /**
     * For the file route: the video when its owner is neither deleted nor suspended and the
     * member the URL was made for may see it.
     */
    async findServable(videoId: string, memberId: string): Promise<VideoRow | null> {
      const [row] = await db
        .select({ video: videoIntros })
        .from(videoIntros)
        .innerJoin(users, eq(users.id, videoIntros.profileId))
        .where(
          and(
            eq(videoIntros.id, videoId),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            memberMaySee(videoIntros.profileId, memberId),
          ),
        )
        .limit(1);
      return row?.video ?? null;
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
