import type { AdTarget } from "@sagpan/contract";
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adPushes, ads, adViews } from "./ads.table.ts";

export type AdRow = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;
export type AdViewKind = "impression" | "click";

/** The calendar day (UTC) a view is counted under. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export function createAdsRepository({ db }: { db: Db }) {
  const running = (now: Date) =>
    and(isNull(ads.stoppedAt), lte(ads.startsAt, now), gt(ads.endsAt, now));

  return {
    async list(limit: number): Promise<AdRow[]> {
      return db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id)).limit(limit);
    },

    async find(id: string): Promise<AdRow | null> {
      const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
      return row ?? null;
    },

    async insert(row: NewAd): Promise<AdRow> {
      const [created] = await db.insert(ads).values(row).returning();
      if (!created) throw new Error("ad not inserted");
      return created;
    },

    /** Changes an ad that is not stopped; null when there is none such. */
    async update(id: string, values: Partial<NewAd>): Promise<AdRow | null> {
      const [row] = await db
        .update(ads)
        .set(values)
        .where(and(eq(ads.id, id), isNull(ads.stoppedAt)))
        .returning();
      return row ?? null;
    },

    /** Stops an ad once; a second stop keeps the first time. */
    async stop(id: string, now: Date): Promise<AdRow | null> {
      const [row] = await db
        .update(ads)
        .set({ stoppedAt: sql`coalesce(${ads.stoppedAt}, ${now})` })
        .where(eq(ads.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * The running ad for one of `targets` that this viewer has not yet been counted seeing
     * today, else the newest; several running ads take turns this way.
     */
    async pick(targets: AdTarget[], viewer: string, now: Date): Promise<AdRow | null> {
      const seen = sql<boolean>`exists (select 1 from ${adViews} where ${adViews.adId} = ${ads.id} and ${adViews.kind} = 'impression' and ${adViews.viewer} = ${viewer} and ${adViews.day} = ${dayOf(now)})`;
      const [row] = await db
        .select()
        .from(ads)
        .where(and(running(now), inArray(ads.target, targets)))
        .orderBy(seen, desc(ads.startsAt), desc(ads.id))
        .limit(1);
      return row ?? null;
    },

    /** Whether any ad is showing now. */
    async anyRunning(now: Date): Promise<boolean> {
      const [row] = await db.select({ id: ads.id }).from(ads).where(running(now)).limit(1);
      return row !== undefined;
    },

    /** Whether the ad is showing now. */
    async isRunning(id: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: ads.id })
        .from(ads)
        .where(and(eq(ads.id, id), running(now)));
      return row !== undefined;
    },

    /**
     * Counts a view once per viewer, ad, kind and day: the row and the counter change in one
     * transaction, so a repeat (or a race of two) adds nothing. A click counts only after an
     * impression by the same viewer that day.
     */
    async count(id: string, kind: AdViewKind, viewer: string, now: Date): Promise<boolean> {
      const day = dayOf(now);
      return db.transaction(async (tx) => {
        if (kind === "click") {
          const [shown] = await tx
            .select({ adId: adViews.adId })
            .from(adViews)
            .where(
              and(
                eq(adViews.adId, id),
                eq(adViews.kind, "impression"),
                eq(adViews.viewer, viewer),
                eq(adViews.day, day),
              ),
            );
          if (!shown) return false;
        }
        const inserted = await tx
          .insert(adViews)
          .values({ adId: id, kind, viewer, day })
          .onConflictDoNothing()
          .returning({ adId: adViews.adId });
        if (inserted.length === 0) return false;
        const column = kind === "click" ? ads.clicks : ads.impressions;
        await tx
          .update(ads)
          .set(
            kind === "click" ? { clicks: sql`${column} + 1` } : { impressions: sql`${column} + 1` },
          )
          .where(eq(ads.id, id));
        return true;
      });
    },

    /** A deleted account's push records (its views are kept only as keyed hashes). */
    async forget(userId: string): Promise<void> {
      await db.delete(adPushes).where(eq(adPushes.userId, userId));
    },

    /**
     * Claims the push of a sign-in session: true when none was pushed to it within `gapMs`
     * (and records this one), false otherwise. One statement, so two nodes cannot both win.
     */
    async claimPush(session: string, userId: string, now: Date, gapMs: number): Promise<boolean> {
      const since = new Date(now.getTime() - gapMs);
      const rows = await db
        .insert(adPushes)
        .values({ session, userId, pushedAt: now })
        .onConflictDoUpdate({
          target: adPushes.session,
          set: { pushedAt: now },
          setWhere: lte(adPushes.pushedAt, since),
        })
        .returning({ session: adPushes.session });
      return rows.length > 0;
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
