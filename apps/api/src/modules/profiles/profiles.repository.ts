import type { ProfileListQuery } from "@sagpan/contract";
import {
  and,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { bookmarks } from "../bookmarks/bookmarks.table.ts";
import { profileHolds } from "../reports/reports.table.ts";
import { profileViews } from "./profile-views.table.ts";
import { profiles } from "./profiles.table.ts";

export type ProfileRow = typeof profiles.$inferSelect;

/** The columns a list card needs: lists never read the long free-text fields. */
const cardColumns = {
  id: profiles.id,
  name: profiles.name,
  lastName: profiles.lastName,
  gender: profiles.gender,
  birthdate: profiles.birthdate,
  height: profiles.height,
  currentCity: profiles.currentCity,
  education: profiles.education,
  occupation: profiles.occupation,
  avatarUrl: profiles.avatarUrl,
  primaryPicId: profiles.primaryPicId,
  idVerified: profiles.idVerified,
  jobVerified: profiles.jobVerified,
  incomeVerified: profiles.incomeVerified,
  propertyVerified: profiles.propertyVerified,
  nakshatra: profiles.nakshatra,
  pada: profiles.pada,
  moonRashi: profiles.moonRashi,
  moonDegree: profiles.moonDegree,
};
export type CardRow = Pick<ProfileRow, keyof typeof cardColumns>;

const yearsBefore = (today: Date, years: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live members only: not deleted, not suspended. */
const live = and(isNull(users.deletedAt), isNull(users.suspendedAt));

/** Not held out of lists and views by open reports until an admin decides. */
const notHeld = sql`not exists (select 1 from ${profileHolds} where ${profileHolds.profileId} = ${profiles.id})`;

/** Neither has blocked the other. */
export const notBlockedWith = (
  viewerId: string,
  profileId: SQL | typeof profiles.id = profiles.id,
) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profileId}) or (${blocks.blockerId} = ${profileId} and ${blocks.blockedId} = ${viewerId}))`;

/** A CASE over the candidate's Moon position giving the viewer's precomputed score. */
function gunExpression(table: Map<number, number> | null): SQL | null {
  if (!table) return null;
  const half = sql`(case when ${profiles.moonDegree} is null then 0 when ${profiles.moonDegree} < 15 then 1 else 2 end)`;
  const branches = [...table].map(
    ([key, score]) => sql`when ${sql.raw(String(key))} then ${sql.raw(String(score))}`,
  );
  return sql`(case ${profiles.nakshatra} * 100 + ${profiles.pada} * 10 + ${half} ${sql.join(branches, sql` `)} end)`;
}

export interface ListOptions {
  viewerId: string;
  gender: "male" | "female";
  viewerGotra: string | null;
  /** The viewer's Gun Milan per Moon position (see gunByPosition); null without a chart. */
  gunTable: Map<number, number> | null;
  query: ProfileListQuery;
  today: Date;
}

export function createProfilesRepository({ db }: { db: Db }) {
  /** The list's query, unexecuted, so a test can EXPLAIN exactly what the API runs. */
  function listQuery(opts: ListOptions) {
    const q = opts.query;
    const where: (SQL | undefined)[] = [
      live,
      notHeld,
      eq(profiles.gender, opts.gender),
      ne(profiles.id, opts.viewerId),
      notBlockedWith(opts.viewerId),
    ];
    if (q.age_min !== undefined)
      where.push(lte(profiles.birthdate, yearsBefore(opts.today, q.age_min)));
    if (q.age_max !== undefined)
      where.push(sql`${profiles.birthdate} > ${yearsBefore(opts.today, q.age_max + 1)}`);
    if (q.height_min !== undefined) where.push(gte(profiles.height, q.height_min));
    if (q.height_max !== undefined) where.push(lte(profiles.height, q.height_max));
    if (q.city) where.push(sql`lower(${profiles.currentCity}) = ${q.city.toLowerCase()}`);
    if (q.maritial_status) where.push(eq(profiles.maritalStatus, q.maritial_status));
    if (q.education) where.push(ilike(profiles.education, `%${escapeLike(q.education)}%`));
    if (q.occupation) where.push(ilike(profiles.occupation, `%${escapeLike(q.occupation)}%`));
    if (q.income_min !== undefined) where.push(gte(profiles.annualIncome, q.income_min));
    if (q.dietary_preferences) where.push(eq(profiles.dietaryPreferences, q.dietary_preferences));
    if (q.rashi) where.push(eq(profiles.rashi, q.rashi));
    if (q.mangal_dosh !== undefined) where.push(eq(profiles.mangalDosh, q.mangal_dosh));
    if (q.verified) where.push(eq(profiles.idVerified, true));
    if (q.with_photo) where.push(isNotNull(profiles.primaryPicId));
    if (q.exclude_same_gotra && opts.viewerGotra) {
      where.push(
        sql`(${profiles.gotra} is null or lower(trim(${profiles.gotra})) <> ${opts.viewerGotra.trim().toLowerCase()})`,
      );
    }
    if (q.q) {
      const like = `%${escapeLike(q.q)}%`;
      where.push(
        or(
          ilike(profiles.name, like),
          ilike(profiles.lastName, like),
          ilike(profiles.currentCity, like),
        ),
      );
    }
    if (q.saved) {
      where.push(
        sql`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${opts.viewerId} and ${bookmarks.to} = ${profiles.id})`,
      );
    }
    const gun = gunExpression(opts.gunTable);
    if (q.min_gun !== undefined) where.push(gun ? sql`${gun} >= ${q.min_gun}` : sql`false`);
    const order =
      q.sort === "gun" && gun
        ? [sql`${gun} desc nulls last`, desc(profiles.createdAt), desc(profiles.id)]
        : q.sort === "active"
          ? [desc(profiles.updatedAt), desc(profiles.id)]
          : [desc(profiles.createdAt), desc(profiles.id)];
    return db
      .select({ profile: cardColumns })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(...where))
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(q.offset);
  }

  return {
    /** A live profile, or null when deleted, suspended or unknown. */
    async findLive(id: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, id), live))
        .limit(1);
      return row?.profile ?? null;
    },

    /** A live profile that open reports do not hold back; what other members may see. */
    async findListed(id: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, id), live, notHeld))
        .limit(1);
      return row?.profile ?? null;
    },

    async findManyVisible(viewerId: string, ids: string[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ profile: cardColumns })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(sql`${profiles.id} in ${ids}`, live, notHeld, notBlockedWith(viewerId)));
      return rows.map((r) => r.profile);
    },

    async managedBy(id: string): Promise<string> {
      const [row] = await db.select({ m: users.managedBy }).from(users).where(eq(users.id, id));
      return row?.m ?? "self";
    },

    async isBlockedBetween(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async update(id: string, values: Partial<ProfileRow>): Promise<ProfileRow> {
      const [row] = await db
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(profiles.id, id))
        .returning();
      return row!;
    },

    async setScore(id: string, score: number) {
      await db.update(profiles).set({ score }).where(eq(profiles.id, id));
    },

    /** One page of a list; one row more than asked tells whether another page follows. */
    async list(opts: ListOptions): Promise<CardRow[]> {
      const rows = await listQuery(opts);
      return rows.map((r) => r.profile);
    },

    listQuery,

    /** A visitor's list: the newest live profiles, optionally of one gender. */
    async listPublic(opts: { gender: "male" | "female" | null; limit: number; offset: number }) {
      const rows = await db
        .select({ profile: cardColumns })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(live, notHeld, opts.gender ? eq(profiles.gender, opts.gender) : undefined))
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(opts.limit + 1)
        .offset(opts.offset);
      return rows.map((r) => r.profile);
    },

    async bookmarkedIds(viewerId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ to: bookmarks.to })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, viewerId), sql`${bookmarks.to} in ${ids}`));
      return new Set(rows.map((r) => r.to));
    },

    async recordView(viewerId: string | null, profileId: string, context: string) {
      await db.insert(profileViews).values({ id: uuidv7(), viewerId, profileId, context });
    },

    async viewCount(profileId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${profileViews.viewerId})::int` })
        .from(profileViews)
        .where(eq(profileViews.profileId, profileId));
      return row?.n ?? 0;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
