import type { Preferences } from "@sagpan/contract";
import { and, desc, eq, getTableColumns, gt, lt, ne, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { chatRequests } from "../chat-requests/chat-requests.table.ts";
import { interests } from "../interests/interests.table.ts";
import { listedByPrivacy } from "../privacy/privacy-sql.ts";
import { inLists, notBlockedWith, notHeld } from "../profiles/profiles.repository.ts";
import { profiles } from "../profiles/profiles.table.ts";
import {
  iFitThem,
  type MatchRow,
  matchColumns,
  theyFitMe,
  type Viewer,
} from "./matches.repository.ts";
import { preferencesOf } from "./preferences.repository.ts";
import { partnerPreferences } from "./preferences.table.ts";
import { recommendationDays, recommendationSkips } from "./recommendations.table.ts";

export interface CandidateRow {
  profile: MatchRow;
  /** The candidate's own preferences (the exact score reads them both ways). */
  preferences: Preferences;
  updatedAt: Date;
  mutual: boolean;
}

const array = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const among = (ids: readonly string[]) => sql`${profiles.id} = any(${array(ids)})`;

export function createRecommendationsRepository({ db }: { db: Db }) {
  return {
    /** The day's list as written by its first call, or null before it. */
    async day(memberId: string, day: string): Promise<string[] | null> {
      const [row] = await db
        .select({ ids: recommendationDays.profileIds })
        .from(recommendationDays)
        .where(and(eq(recommendationDays.memberId, memberId), eq(recommendationDays.day, day)));
      return row?.ids ?? null;
    },

    /**
     * Writes the day's list unless another call wrote one first; either way returns the list
     * that stands (the primary key decides: a second writer waits for the first and keeps it).
     */
    async claimDay(memberId: string, day: string, ids: string[]): Promise<string[]> {
      const [made] = await db
        .insert(recommendationDays)
        .values({ memberId, day, profileIds: ids })
        .onConflictDoNothing()
        .returning({ ids: recommendationDays.profileIds });
      if (made) return made.ids;
      return (await this.day(memberId, day)) ?? ids;
    },

    /** Who was recommended before `day`: on the 7 days before it, and earlier. */
    async shownBefore(memberId: string, day: string, recentFrom: string) {
      const rows = await db
        .select({ day: recommendationDays.day, ids: recommendationDays.profileIds })
        .from(recommendationDays)
        .where(and(eq(recommendationDays.memberId, memberId), lt(recommendationDays.day, day)));
      const recent = new Set<string>();
      const earlier = new Set<string>();
      for (const row of rows)
        for (const id of row.ids) (row.day >= recentFrom ? recent : earlier).add(id);
      return { recent: [...recent], earlier: [...earlier].filter((id) => !recent.has(id)) };
    },

    /**
     * Members never to recommend now: skipped since `skippedSince`, and everyone an interest
     * or a chat request went to or came from (any answer, cancelled ones too).
     */
    async excluded(memberId: string, skippedSince: Date): Promise<Set<string>> {
      const rows = await unionAll(
        db
          .select({ id: recommendationSkips.profileId })
          .from(recommendationSkips)
          .where(
            and(
              eq(recommendationSkips.memberId, memberId),
              gt(recommendationSkips.skippedAt, skippedSince),
            ),
          ),
        db.select({ id: interests.toId }).from(interests).where(eq(interests.fromId, memberId)),
        db.select({ id: interests.fromId }).from(interests).where(eq(interests.toId, memberId)),
        db
          .select({ id: chatRequests.toId })
          .from(chatRequests)
          .where(eq(chatRequests.fromId, memberId)),
        db
          .select({ id: chatRequests.fromId })
          .from(chatRequests)
          .where(eq(chatRequests.toId, memberId)),
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The best `limit` candidates by what the database can order on: those who fit the
     * viewer's deal-breakers, not excluded, other gender, listed and not blocked; not shown
     * lately first, then mutual, then never shown, then verified, with a photo, recently
     * active. The service scores these exactly (recommendation-score.ts).
     */
    async candidates(q: {
      viewer: Viewer;
      today: Date;
      exclude: string[];
      shownRecently: string[];
      shownEarlier: string[];
      limit: number;
    }): Promise<CandidateRow[]> {
      const v = q.viewer;
      const mutual = sql<boolean>`(${and(...iFitThem(v))})`;
      const where: SQL[] = [
        inLists,
        eq(profiles.gender, v.gender === "male" ? "female" : "male"),
        ne(profiles.id, v.id),
        notBlockedWith(v.id),
        // Hidden and paused profiles are never recommended (privacy module).
        listedByPrivacy(profiles.id),
        ...theyFitMe(v, q.today),
      ];
      if (q.exclude.length > 0) where.push(sql`not ${among(q.exclude)}`);
      const rows = await db
        .select({
          profile: matchColumns,
          preferences: getTableColumns(partnerPreferences),
          updatedAt: profiles.updatedAt,
          mutual,
        })
        .from(profiles)
        .leftJoin(partnerPreferences, eq(partnerPreferences.id, profiles.id))
        .where(and(...where))
        .orderBy(
          ...(q.shownRecently.length > 0 ? [among(q.shownRecently)] : []),
          desc(mutual),
          ...(q.shownEarlier.length > 0 ? [among(q.shownEarlier)] : []),
          desc(profiles.idVerified),
          sql`${profiles.primaryPicId} is null`,
          desc(profiles.updatedAt),
          desc(profiles.id),
        )
        .limit(q.limit);
      return rows.map((r) => ({
        profile: r.profile,
        preferences: preferencesOf(r.preferences ?? undefined),
        updatedAt: r.updatedAt,
        mutual: Boolean(r.mutual),
      }));
    },

    /** Whether `profileId` is someone the member could be recommended (for a skip). */
    async recommendable(memberId: string, profileId: string) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(profiles)
        .where(
          and(
            eq(profiles.id, profileId),
            sql`${profiles.gender} <> (select p.gender from ${profiles} p where p.id = ${memberId})`,
            notHeld,
            notBlockedWith(memberId),
          ),
        );
      return Boolean(row);
    },

    async skip(memberId: string, profileId: string, at: Date): Promise<void> {
      await db
        .insert(recommendationSkips)
        .values({ memberId, profileId, skippedAt: at })
        .onConflictDoUpdate({
          target: [recommendationSkips.memberId, recommendationSkips.profileId],
          set: { skippedAt: at },
        });
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
