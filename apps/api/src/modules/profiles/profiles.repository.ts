import type { ProfileListQuery } from "@sagpan/contract";
import {
  and,
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
  viewerId: string | Placeholder,
  profileId: SQL | typeof profiles.id = profiles.id,
) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profileId}) or (${blocks.blockerId} = ${profileId} and ${blocks.blockedId} = ${viewerId}))`;

/**
 * The viewer's precomputed score for the candidate's Moon position, read from an array
 * parameter (see gunByPosition): nakshatra, pada and half of the sign index 27 × 4 × 3 slots.
 * A parameter, not literal SQL, so the statement stays the same for every viewer.
 */
const gunScore = sql`(${sql.placeholder("gun")}::real[])[${profiles.nakshatra} * 12 + ${profiles.pada} * 3 + (case when ${profiles.moonDegree} is null then 0 when ${profiles.moonDegree} < 15 then 1 else 2 end) - 14]`;

/** A viewer's table as the array gunScore reads. */
export function gunArray(table: Map<number, number>): number[] {
  const slots: number[] = [];
  for (let nakshatra = 1; nakshatra <= 27; nakshatra++)
    for (let pada = 1; pada <= 4; pada++)
      for (let half = 0; half <= 2; half++)
        slots.push(table.get(nakshatra * 100 + pada * 10 + half) ?? 0);
  return slots;
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
   * gender (so never the viewer), no saved-only, gotra or Gun Milan filter or sort.
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
    notHeld,
    eq(profiles.gender, p("gender")),
    ne(profiles.id, p("viewer")),
    notBlockedWith(p("viewer")),
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
  if (q.with_photo) filter("withPhoto", isNotNull(profiles.primaryPicId));
  if (q.exclude_same_gotra && opts.viewerGotra) {
    filter(
      "gotra",
      sql`(${profiles.gotra} is null or lower(trim(${profiles.gotra})) <> ${p("gotra")})`,
      opts.viewerGotra.trim().toLowerCase(),
    );
  }
  if (q.q) {
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
  const gun = opts.gunTable ? gunScore : null;
  if (gun) values.gun = gunArray(opts.gunTable!);
  if (q.min_gun !== undefined) {
    // Without a chart no candidate can reach a minimum score.
    filter("minGun", gun ? sql`${gun} >= ${p("minGun")}` : sql`false`, q.min_gun);
  }
  const sortByGun = q.sort === "gun" && gun !== null;
  if (sortByGun) shape.push("gunSort");
  const order =
    q.sort === "active"
      ? [desc(profiles.updatedAt), desc(profiles.id)]
      : [desc(profiles.createdAt), desc(profiles.id)];
  return {
    shape: shape.join(","),
    values,
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
 * Best Gun Milan first: ranks the candidates on narrow rows (profiles_gun_idx holds the Moon
 * position and the tie-breakers), then reads the cards of the one page it keeps.
 */
function rankedByGun(db: Db, where: SQL | undefined) {
  const ranked = db
    .select({
      id: sql<string>`${profiles.id}`.as("ranked_id"),
      gun: sql<number | null>`${gunScore}`.as("ranked_gun"),
      createdAt: sql<Date>`${profiles.createdAt}`.as("ranked_created_at"),
    })
    .from(profiles)
    .where(where)
    .orderBy(sql`${gunScore} desc nulls last`, desc(profiles.createdAt), desc(profiles.id))
    .limit(p("limit"))
    .offset(p("offset"))
    .as("ranked");
  return db
    .select({ profile: cardColumns })
    .from(profiles)
    .innerJoin(ranked, eq(ranked.id, profiles.id))
    .orderBy(sql`${ranked.gun} desc nulls last`, desc(ranked.createdAt), desc(ranked.id));
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
      const { viewer: _, ...shared } = statement.values;
      const key =
        opts.shareable && listCache ? `${statement.shape}|${JSON.stringify(shared)}` : null;
      const kept = key ? listCache?.get(key, opts.today) : undefined;
      if (kept) return kept;
      const rows = (await preparedList(statement).execute(statement.values)).map((r) => r.profile);
      if (key) listCache?.set(key, rows, opts.today);
      return rows;
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
