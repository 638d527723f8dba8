import { and, asc, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { memberMaySee } from "../blocks/member-may-see.ts";
import { photosOpenTo } from "../privacy/privacy-sql.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { pictures } from "./pictures.table.ts";

export type PictureRow = typeof pictures.$inferSelect;
export type NewPicture = Omit<PictureRow, "profileId" | "position" | "isPrimary" | "createdAt">;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** profiles.primary_pic_id mirrors the primary photo so profile lists can filter without a join. */
const mirrorPrimary = (tx: Tx, profileId: string, pictureId: string | null) =>
  tx.update(profiles).set({ primaryPicId: pictureId }).where(eq(profiles.id, profileId));

/** Only members who are neither deleted nor suspended show photos. */
const visibleOwner = and(isNull(users.deletedAt), isNull(users.suspendedAt));

export function createPicturesRepository({ db }: { db: Db }) {
  return {
    /** Primary first, then in upload order. */
    async listFor(profileId: string): Promise<PictureRow[]> {
      return db
        .select()
        .from(pictures)
        .where(eq(pictures.profileId, profileId))
        .orderBy(desc(pictures.isPrimary), asc(pictures.position));
    },

    async countFor(profileId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pictures)
        .where(eq(pictures.profileId, profileId));
      return row?.n ?? 0;
    },

    /**
     * Appends photos unless the profile would then hold more than `max`; returns false then.
     * The profile row is locked for the transaction, so two uploads at once cannot both pass
     * the limit. A profile without a primary photo gets the first new one as primary.
     */
    async addWithinLimit(profileId: string, rows: NewPicture[], limit: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.id, profileId))
          .for("update");
        const [state] = await tx
          .select({
            n: count(),
            last: max(pictures.position),
            primaries: sql<number>`count(*) filter (where ${pictures.isPrimary})`.mapWith(Number),
          })
          .from(pictures)
          .where(eq(pictures.profileId, profileId));
        const existing = state?.n ?? 0;
        if (existing + rows.length > limit) return false;
        const first = (state?.last ?? 0) + 1;
        const needsPrimary = (state?.primaries ?? 0) === 0;
        await tx.insert(pictures).values(
          rows.map((row, i) => ({
            ...row,
            profileId,
            position: first + i,
            isPrimary: needsPrimary && i === 0,
          })),
        );
        if (needsPrimary && rows[0]) await mirrorPrimary(tx, profileId, rows[0].id);
        return true;
      });
    },

    /**
     * Deletes one of the profile's photos and returns it (null when it is not theirs). When it
     * was the primary, the earliest remaining photo takes its place.
     */
    async remove(profileId: string, pictureId: string): Promise<PictureRow | null> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(pictures)
          .where(and(eq(pictures.id, pictureId), eq(pictures.profileId, profileId)))
          .returning();
        if (!gone) return null;
        if (gone.isPrimary) {
          const [next] = await tx
            .select({ id: pictures.id })
            .from(pictures)
            .where(eq(pictures.profileId, profileId))
            .orderBy(asc(pictures.position))
            .limit(1);
          if (next)
            await tx.update(pictures).set({ isPrimary: true }).where(eq(pictures.id, next.id));
          await mirrorPrimary(tx, profileId, next?.id ?? null);
        }
        return gone;
      });
    },

    /** Makes one of the profile's photos its primary; false when the photo is not theirs. */
    async setPrimary(profileId: string, pictureId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: pictures.id })
          .from(pictures)
          .where(and(eq(pictures.id, pictureId), eq(pictures.profileId, profileId)))
          .for("update");
        if (!target) return false;
        // Two statements: the one-primary index is checked row by row.
        await tx
          .update(pictures)
          .set({ isPrimary: false })
          .where(and(eq(pictures.profileId, profileId), eq(pictures.isPrimary, true)));
        await tx.update(pictures).set({ isPrimary: true }).where(eq(pictures.id, pictureId));
        await mirrorPrimary(tx, profileId, pictureId);
        return true;
      });
    },

    /** The photo when its owner is live and, for a member's URL, that member may see it. */
    async findServable(
      pictureId: string,
      memberId?: string,
      /** Files the server itself reads (the biodata PDF, built after the profile rule) skip it. */
      opts: { byServer?: boolean } = {},
    ): Promise<PictureRow | null> {
      const [row] = await db
        .select({ picture: pictures })
        .from(pictures)
        .innerJoin(users, eq(users.id, pictures.profileId))
        .where(
          and(
            eq(pictures.id, pictureId),
            visibleOwner,
            memberId ? memberMaySee(pictures.profileId, memberId) : undefined,
            // The photo policy: a URL handed out before the owner chose "on request" closes.
            opts.byServer ? undefined : photosOpenTo(memberId ?? null, pictures.profileId),
          ),
        )
        .limit(1);
      return row?.picture ?? null;
    },

    /** The primary photo of each listed profile that has one, in one query. */
    async primaryFor(profileIds: string[]): Promise<Map<string, { id: string; blurhash: string }>> {
      const found = new Map<string, { id: string; blurhash: string }>();
      if (profileIds.length === 0) return found;
      const rows = await db
        .select({ profileId: pictures.profileId, id: pictures.id, blurhash: pictures.blurhash })
        .from(pictures)
        .innerJoin(users, eq(users.id, pictures.profileId))
        .where(
          and(inArray(pictures.profileId, profileIds), eq(pictures.isPrimary, true), visibleOwner),
        );
      for (const row of rows) found.set(row.profileId, { id: row.id, blurhash: row.blurhash });
      return found;
    },

    async removeAll(profileId: string): Promise<PictureRow[]> {
      return db.transaction(async (tx) => {
        await mirrorPrimary(tx, profileId, null);
        return tx.delete(pictures).where(eq(pictures.profileId, profileId)).returning();
      });
    },
  };
}
export type PicturesRepository = ReturnType<typeof createPicturesRepository>;
