import { and, countDistinct, desc, eq, gt, gte, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { notBlockedWith, notHeld } from "../profiles/profiles.repository.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { profileVisits, visitorChecks } from "./visitors.table.ts";

export function createVisitorsRepository({ db }: { db: Db }) {
  /**
   * The visits to a profile that may be shown: the visitor is a live member with a profile
   * (not deleted, suspended or held by reports) and neither has blocked the other.
   */
  const shown = (profileId: string) =>
    db
      .select({ viewerId: profileVisits.viewerId, at: max(profileVisits.at).as("at") })
      .from(profileVisits)
      .innerJoin(users, eq(users.id, profileVisits.viewerId))
      .innerJoin(profiles, eq(profiles.id, profileVisits.viewerId))
      .where(
        and(
          eq(profileVisits.profileId, profileId),
          isNull(users.deletedAt),
          isNull(users.suspendedAt),
          notHeld,
          notBlockedWith(profileId, sql`${profileVisits.viewerId}`),
        ),
      )
      .groupBy(profileVisits.viewerId);

  return {
    /** One row per viewer, profile and India day; a repeat (even a concurrent one) is a no-op. */
    /** True for the viewer's first visit of the day (later ones are not stored). */
    async record(visit: { viewerId: string; profileId: string; day: string; at: Date }) {
      const rows = await db
        .insert(profileVisits)
        .values(visit)
        .onConflictDoNothing()
        .returning({ day: profileVisits.day });
      return rows.length > 0;
    },

    /** Visitors, each once with their latest visit, latest first. */
    async page(profileId: string, limit: number, offset: number) {
      const visitors = shown(profileId).as("visitors");
      return db
        .select({ viewerId: visitors.viewerId, at: visitors.at })
        .from(visitors)
        .orderBy(desc(visitors.at), desc(visitors.viewerId))
        .limit(limit)
        .offset(offset);
    },

    /** How many members viewed the profile, and how many of them since `since`. */
    async counts(profileId: string, since: Date | null) {
      const visitors = shown(profileId).as("visitors");
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          fresh: since
            ? sql<number>`(count(*) filter (where ${visitors.at} > ${since.toISOString()}))::int`
            : sql<number>`count(*)::int`,
        })
        .from(visitors);
      return { total: row?.total ?? 0, fresh: row?.fresh ?? 0 };
    },

    /** Members a day, for the India days from `fromDay` on that had visits, newest first. */
    async days(profileId: string, fromDay: string) {
      return db
        .select({ date: profileVisits.day, count: countDistinct(profileVisits.viewerId) })
        .from(profileVisits)
        .innerJoin(users, eq(users.id, profileVisits.viewerId))
        .innerJoin(profiles, eq(profiles.id, profileVisits.viewerId))
        .where(
          and(
            eq(profileVisits.profileId, profileId),
            gte(profileVisits.day, fromDay),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            notHeld,
            notBlockedWith(profileId, sql`${profileVisits.viewerId}`),
          ),
        )
        .groupBy(profileVisits.day)
        .orderBy(desc(profileVisits.day));
    },

    async seenAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: visitorChecks.seenAt })
        .from(visitorChecks)
        .where(eq(visitorChecks.userId, userId));
      return row?.at ?? null;
    },

    /** Moves the mark forward only: an older clock on another node never brings "new" back. */
    async markSeen(userId: string, at: Date) {
      await db
        .insert(visitorChecks)
        .values({ userId, seenAt: at })
        .onConflictDoUpdate({
          target: visitorChecks.userId,
          set: { seenAt: at },
          setWhere: gt(sql`excluded.seen_at`, visitorChecks.seenAt),
        });
    },
  };
}
export type VisitorsRepository = ReturnType<typeof createVisitorsRepository>;
