import { memberNoOf, type ProfileListQuery } from "@sagpan/contract";
import {
  and,
  count,
  desc,
  eq,
  fillPlaceholders,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { SharedCache } from "../../lib/shared-cache.ts";
import type { MemberChanged } from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { bookmarks } from "../bookmarks/bookmarks.table.ts";
import { listedByPrivacy, profileOpensFor } from "../privacy/privacy-sql.ts";
import { profileHolds } from "../reports/reports.table.ts";
import { profileViews } from "./profile-views.table.ts";
import { profiles } from "./profiles.table.ts";

export type ProfileRow = typeof profiles.$inferSelect;

/** The columns a list card needs: lists never read the long free-text fields. */
export const cardColumns = {
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
export const notHeld = sql`not exists (select 1 from ${profileHolds} where ${profileHolds.profileId} = ${profiles.id})`;

/**
 * Who appears in others' lists, matches and recommendations: not held, and with the
 * essentials filled (the generated `listed` column). The one condition all of them share.
 */
export const inLists = sql`(${profiles.listed} and ${notHeld})`;

/** Neither has blocked the other. */
export const notBlockedWith = (
  viewerId: string | Placeholder,
  profileId: SQL | typeof profiles.id = profiles.id,
) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profileId}) or (${blocks.blockerId} = ${profileId} and ${blocks.blockedId} = ${viewerId}))`;

/**
 * A candidate's Moon position as the generated `moon_slot` column numbers it: nakshatra, pada
 * and half of the sign (0 without a degree, 1 below 15°, 2 from 15°) → 1–324; 0 without a chart.
 */
export const moonSlotOf = (nakshatra: number, pada: number, half: number) =>
  nakshatra * 12 + pada * 3 + half - 14;

/**
 * A viewer's order of candidates' Moon positions for Gun Milan: every position with the rank of
 * its score (0 = the viewer's best), best first; with `min`, only positions scoring at least
 * that. Candidates without a chart (slot 0) have no score and come last, so a minimum leaves
 * them out. At most 324 positions: the walk is built once per viewer position and minimum.
 */
export interface GunWalk {
  slots: number[];
  ranks: number[];
  /** Names this walk in a shared page's key (walks are kept for the process's life). */
  key: string;
}
let walkCount = 0;
const walks = new WeakMap<Map<number, number>, Map<number, GunWalk>>();
export function gunWalk(table: Map<number, number>, min?: number): GunWalk {
  let byMin = walks.get(table);
  if (!byMin) {
    byMin = new Map();
    walks.set(table, byMin);
  }
  const key = min ?? -1;
  const kept = byMin.get(key);
  if (kept) return kept;
  const positions: { slot: number; score: number }[] = [];
  for (const [position, score] of table) {
    if (min !== undefined && score < min) continue;
    const slot = moonSlotOf(
      Math.floor(position / 100),
      Math.floor(position / 10) % 10,
      position % 10,
    );
    positions.push({ slot, score });
  }
  positions.sort((a, b) => b.score - a.score || a.slot - b.slot);
  const scores = [...new Set(positions.map((x) => x.score))];
  const walk: GunWalk = {
    slots: positions.map((x) => x.slot),
    ranks: positions.map((x) => scores.indexOf(x.score)),
    key: `w${++walkCount}`,
  };
  if (min === undefined) {
    walk.slots.push(0);
    walk.ranks.push(scores.length);
  }
  byMin.set(key, walk);
  return walk;
}

export interface ListOptions {
  viewerId: string;
  gender: "male" | "female";
  viewerGotra: string | null;
  /** The viewer's Gun Milan per Moon position (see gunByPosition); null without a chart. */
  gunTable: Map<number, number> | null;
  query: ProfileListQuery;
  today: Date;
  /**
   * The page is the same for every viewer who could ask it: no block either way, the other
   * gender (so never the viewer), no saved-only or gotra filter. A Gun Milan filter or order
   * depends only on the viewer's Moon position and gender (gunByPosition): such pages are
   * shared by the viewers of the same position, through the walk's key.
   */
  shareable?: boolean;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The list query for the filters asked, with placeholders, and the values that fill them. The
 * filters present (its shape) decide the SQL text, so each shape is prepared once and reused.
 */
function listStatement(opts: ListOptions) {
  const q = opts.query;
  const shape: string[] = [q.sort];
  const values: Record<string, unknown> = {
    viewer: opts.viewerId,
    gender: opts.gender,
    limit: q.limit + 1,
    offset: q.offset,
  };
  const where: (SQL | undefined)[] = [
    // Not `live`: a deleted member has no profile, a suspended one is held (reports module),
    // and leaving the accounts table out halves the database work of a list (bench/profiles).
    inLists,
    eq(profiles.gender, p("gender")),
    ne(profiles.id, p("viewer")),
    notBlockedWith(p("viewer")),
    // Hidden and paused profiles are in no list (privacy module).
    listedByPrivacy(profiles.id),
  ];
  const filter = (name: string, condition: SQL | undefined, value?: unknown) => {
    shape.push(name);
    where.push(condition);
    if (value !== undefined) values[name] = value;
  };
  if (q.age_min !== undefined)
    filter("ageMin", lte(profiles.birthdate, p("ageMin")), yearsBefore(opts.today, q.age_min));
  if (q.age_max !== undefined)
    filter(
      "ageMax",
      sql`${profiles.birthdate} > ${p("ageMax")}`,
      yearsBefore(opts.today, q.age_max + 1),
    );
  if (q.height_min !== undefined)
    filter("heightMin", gte(profiles.height, p("heightMin")), q.height_min);
  if (q.height_max !== undefined)
    filter("heightMax", lte(profiles.height, p("heightMax")), q.height_max);
  if (q.city)
    filter("city", sql`lower(${profiles.currentCity}) = ${p("city")}`, q.city.toLowerCase());
  if (q.maritial_status)
    filter("marital", eq(profiles.maritalStatus, p("marital")), q.maritial_status);
  if (q.education)
    filter("education", ilike(profiles.education, p("education")), `%${escapeLike(q.education)}%`);
  if (q.occupation)
    filter(
      "occupation",
      ilike(profiles.occupation, p("occupation")),
      `%${escapeLike(q.occupation)}%`,
    );
  if (q.income_min !== undefined)
    filter("income", gte(profiles.annualIncome, p("income")), q.income_min);
  if (q.dietary_preferences)
    filter("diet", eq(profiles.dietaryPreferences, p("diet")), q.dietary_preferences);
  if (q.rashi) filter("rashi", eq(profiles.rashi, p("rashi")), q.rashi);
  if (q.mangal_dosh !== undefined)
    filter("mangal", eq(profiles.mangalDosh, p("mangal")), q.mangal_dosh);
  if (q.verified) filter("verified", eq(profiles.idVerified, true));
  if (q.usergroup) filter("usergroup", eq(profiles.usergroup, p("usergroup")), q.usergroup);
  if (q.with_photo) filter("withPhoto", isNotNull(profiles.primaryPicId));
  if (q.exclude_same_gotra && opts.viewerGotra) {
    filter(
      "gotra",
      sql`(${profiles.gotra} is null or lower(trim(${profiles.gotra})) <> ${p("gotra")})`,
      opts.viewerGotra.trim().toLowerCase(),
    );
  }
  const memberNo = q.q ? memberNoOf(q.q) : null;
  if (memberNo !== null) {
    // "SG-10234" or "10234": the member number families quote (matchmaking, issue 20).
    filter("memberNo", eq(profiles.memberNo, p("memberNo")), memberNo);
  } else if (q.q) {
    const text = p("q");
    filter(
      "q",
      or(
        ilike(profiles.name, text),
        ilike(profiles.lastName, text),
        ilike(profiles.currentCity, text),
      ),
      `%${escapeLike(q.q)}%`,
    );
  }
  if (q.saved) {
    filter(
      "saved",
      sql`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${p("viewer")} and ${bookmarks.to} = ${profiles.id})`,
    );
  }
  const table = opts.gunTable;
  const sortByGun = q.sort === "gun" && table !== null;
  if (q.min_gun !== undefined && !sortByGun) {
    // Without a chart no candidate can reach a minimum score.
    filter(
      "minGun",
      table ? sql`${profiles.moonSlot} = any(${p("gunSlots")}::smallint[])` : sql`false`,
    );
    if (table) {
      const walk = gunWalk(table, q.min_gun);
      values.gunSlots = walk.slots;
      values.gunWalk = walk.key;
    }
  }
  if (sortByGun) {
    // The minimum, if any, is in the walk: positions below it are never visited.
    const walk = gunWalk(table, q.min_gun);
    shape.push("gunSort");
    values.gunSlots = walk.slots;
    values.gunRanks = walk.ranks;
    values.gunWalk = walk.key;
    values.need = q.offset + q.limit + 1;
  }
  const order =
    q.sort === "active"
      ? [desc(profiles.updatedAt), desc(profiles.id)]
      : [desc(profiles.createdAt), desc(profiles.id)];
  return {
    shape: shape.join(","),
    values,
    count: (db: Db) =>
      db
        .select({ n: count() })
        .from(profiles)
        .where(and(...where)),
    build: (db: Db) =>
      sortByGun
        ? rankedByGun(db, and(...where))
        : db
            .select({ profile: cardColumns })
            .from(profiles)
            .where(and(...where))
            .orderBy(...order)
            .limit(p("limit"))
            .offset(p("offset")),
  };
}

/**
 * Best Gun Milan first, newest first among equal scores. A viewer's score depends only on the
 * candidate's Moon position (324 of them), so the order is the viewer's ranking of positions
 * (gunWalk), each position's candidates newest first. The query walks the positions best rank
 * first and reads each one's newest matching candidates from profiles_moon_slot_idx (at most
 * `need`, the rows up to the end of the page); an incremental sort merges the positions of one
 * rank by recency, and the limit stops the walk once the page is full. A first page reads a few
 * dozen index entries instead of scoring every candidate of the gender (50,000 at 100,000
 * profiles); only very narrow filters walk far. Chosen over precomputed ranks (a rank per
 * viewer position and candidate: 324 numbers per profile to keep up to date) because the
 * ranking is 324 numbers per viewer, computed in the app in under a millisecond and cached.
 */
function rankedByGun(db: Db, where: SQL | undefined) {
  const candidate = db
    .select({ ...cardColumns, createdAt: profiles.createdAt })
    .from(profiles)
    .where(and(where, sql`${profiles.moonSlot} = walk.slot`))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(p("need"))
    .as("candidate");
  const walk = sql`(select slot, rank from unnest(${p("gunSlots")}::smallint[], ${p("gunRanks")}::smallint[]) as position(slot, rank) order by rank) as walk`;
  const columns = Object.fromEntries(
    Object.keys(cardColumns).map((key) => [key, candidate[key as keyof typeof cardColumns]]),
  ) as unknown as typeof cardColumns;
  return db
    .select({ profile: columns })
    .from(walk)
    .crossJoinLateral(candidate)
    .orderBy(sql`walk.rank`, desc(candidate.createdAt), desc(candidate.id))
    .limit(p("limit"))
    .offset(p("offset"));
}

/** Filter shapes in use are few; the bound only guards against a client inventing many. */
const MAX_PREPARED_SHAPES = 256;

export function createProfilesRepository({
  db,
  changed = () => {},
  listCache = null,
}: {
  db: Db;
  changed?: MemberChanged;
  /** Pages any viewer without blocks may share (see ListOptions.shareable). */
  listCache?: SharedCache<CardRow[]> | null;
}) {
  type ListStatement = ReturnType<typeof listStatement>;
  type PreparedList = ReturnType<ReturnType<ListStatement["build"]>["prepare"]>;
  const preparedLists = new Map<string, PreparedList>();
  const preparedList = (statement: ListStatement) => {
    let prepared = preparedLists.get(statement.shape);
    if (!prepared) {
      if (preparedLists.size >= MAX_PREPARED_SHAPES) preparedLists.clear();
      // Built once per shape, but sent as an unnamed statement: a list's best plan depends on
      // its values (a rare city, a wide age range), and a plan PostgreSQL caches for a named
      // statement ignores them (25× slower for some shapes in bench/profiles).
      prepared = statement.build(db).prepare("");
      preparedLists.set(statement.shape, prepared);
    }
    return prepared;
  };

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
    async findListed(id: string, viewer?: { id: string | null }): Promise<ProfileRow | null> {
      const [row] = await db
        .select({ profile: profiles })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          and(
            eq(profiles.id, id),
            live,
            notHeld,
            // Hidden and paused profiles (privacy module) open only for whom they say.
            viewer ? profileOpensFor(viewer.id, profiles.id) : undefined,
          ),
        )
        .limit(1);
      return row?.profile ?? null;
    },

    async findManyVisible(viewerId: string, ids: string[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ profile: cardColumns })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          and(
            sql`${profiles.id} in ${ids}`,
            live,
            notHeld,
            notBlockedWith(viewerId),
            profileOpensFor(viewerId, profiles.id),
          ),
        );
      return rows.map((r) => r.profile);
    },

    async managedBy(id: string): Promise<string> {
      const [row] = await db.select({ m: users.managedBy }).from(users).where(eq(users.id, id));
      return row?.m ?? "self";
    },

    /** Whether `blockerId` has blocked `blockedId` (one direction only). */
    async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .limit(1);
      return Boolean(row);
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

    /** The profile of an account made without one; false when it already has one. */
    async insert(row: {
      id: string;
      name: string;
      lastName: string;
      gender: "male" | "female";
      birthdate: string;
    }): Promise<boolean> {
      const made = await db
        .insert(profiles)
        .values({ ...row, avatarUrl: `/api/v1/avatars/${row.id}.svg` })
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      changed(row.id);
      listCache?.clear();
      return made.length > 0;
    },

    async update(id: string, values: Partial<ProfileRow>): Promise<ProfileRow> {
      const [row] = await db
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(profiles.id, id))
        .returning();
      changed(id);
      listCache?.clear();
      return row!;
    },

    async setScore(id: string, score: number) {
      await db.update(profiles).set({ score }).where(eq(profiles.id, id));
    },

    /** One page of a list; one row more than asked tells whether another page follows. */
    async list(opts: ListOptions): Promise<CardRow[]> {
      const statement = listStatement(opts);
      // The walk's arrays are named by its key (values.gunWalk), not spelled out in the key.
      const { viewer: _, gunSlots: _slots, gunRanks: _ranks, ...shared } = statement.values;
      const key =
        opts.shareable && listCache ? `${statement.shape}|${JSON.stringify(shared)}` : null;
      const kept = key ? listCache?.get(key, opts.today) : undefined;
      if (kept) return kept;
      const rows = (await preparedList(statement).execute(statement.values)).map((r) => r.profile);
      if (key) listCache?.set(key, rows, opts.today);
      return rows;
    },

    /**
     * How many profiles a list's filters match (the order aside), for clients that page by a
     * total (the original system's, src/compat); the page itself never needs it.
     */
    async count(opts: ListOptions): Promise<number> {
      const statement = listStatement({ ...opts, query: { ...opts.query, sort: "recent" } });
      const [row] = await statement.count(db).prepare("").execute(statement.values);
      return row?.n ?? 0;
    },

    /** The list's SQL and parameters exactly as run, so a test can EXPLAIN it. */
    listSql(opts: ListOptions) {
      const statement = listStatement(opts);
      const { sql: text, params } = statement.build(db).toSQL();
      return { sql: text, params: fillPlaceholders(params, statement.values) };
    },

    /** A visitor's list: the newest live profiles, optionally of one gender. */
    async listPublic(opts: { gender: "male" | "female" | null; limit: number; offset: number }) {
      const rows = await db
        .select({ profile: cardColumns })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          and(
            live,
            inLists,
            listedByPrivacy(profiles.id),
            opts.gender ? eq(profiles.gender, opts.gender) : undefined,
          ),
        )
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(opts.limit + 1)
        .offset(opts.offset);
      return rows.map((r) => r.profile);
    },

    /** How many profiles the visitor's list has in all (the original system's clients). */
    async countPublic(gender: "male" | "female" | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(
          and(
            live,
            inLists,
            listedByPrivacy(profiles.id),
            gender ? eq(profiles.gender, gender) : undefined,
          ),
        );
      return row?.n ?? 0;
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
