import type { MatchType, PreferenceName, Preferences } from "@sagpan/contract";
import { and, desc, eq, fillPlaceholders, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { pictures } from "../pictures/pictures.table.ts";
import { listedByPrivacy, photosOpenTo } from "../privacy/privacy-sql.ts";
import {
  cardColumns,
  inLists,
  notBlockedWith,
  type ProfileRow,
} from "../profiles/profiles.repository.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { OPEN_HIGH, OPEN_LOW, viewerTokens } from "./fit-columns.ts";
import { type Facts, isSet, type ListPreference, normal, textPreferences } from "./match-rules.ts";
import { preferencesOf } from "./preferences.repository.ts";
import { partnerPreferences } from "./preferences.table.ts";

/** What a match card and "How you match" read of a candidate, besides the card itself. */
export const matchColumns = {
  ...cardColumns,
  maritalStatus: profiles.maritalStatus,
  dietaryPreferences: profiles.dietaryPreferences,
  educationLevel: profiles.educationLevel,
  work: profiles.work,
  subCommunity: profiles.subCommunity,
  nativePlace: profiles.nativePlace,
  annualIncome: profiles.annualIncome,
  smokingHabits: profiles.smokingHabits,
  drinkingHabits: profiles.drinkingHabits,
  mangalDosh: profiles.mangalDosh,
  gotra: profiles.gotra,
  moonSlot: profiles.moonSlot,
  birthdate: profiles.birthdate,
  createdAt: profiles.createdAt,
};
export type MatchRow = Pick<ProfileRow, keyof typeof matchColumns>;

/** A profile row's values as the rules compare them, on `today`. */
export function factsOf(row: MatchRow, age: number): Facts {
  return {
    age,
    height: row.height,
    maritial_status: row.maritalStatus,
    dietary_preferences: row.dietaryPreferences,
    current_city: row.currentCity,
    education_level: row.educationLevel,
    work: row.work,
    sub_community: row.subCommunity,
    native_place: row.nativePlace,
    annual_income: row.annualIncome,
    smoking_habits: row.smokingHabits,
    drinking_habits: row.drinkingHabits,
    mangal_dosh: row.mangalDosh,
    gotra: row.gotra,
  };
}

/** The viewer as the match lists need them: their profile values, preferences, Gun Milan. */
export interface Viewer {
  id: string;
  gender: "male" | "female";
  gotra: string | null;
  facts: Facts;
  preferences: Preferences;
  /** The viewer's Gun Milan with each Moon position, by `moon_slot` (index 0 unused). */
  gunBySlot: (number | null)[];
}

const yearsBefore = (today: Date, years: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);

const normalSql = (column: SQL | AnyPgColumn) =>
  sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/** How profiles.fact_keys names a value (the column's generated expression). */
const factKey = (list: ListPreference, value: string) => `${list}=${value}`;

/** Arrays go as one parameter each (a bare array in drizzle's `sql` is a list of them). */
const array = (values: readonly (string | number | null)[]) => sql.param(values);

/** The viewer's score with the candidate's Moon position: PostgreSQL arrays count from 1. */
const gunOf = (scores: (number | null)[]) =>
  sql`(${array(scores.slice(1))}::real[])[${profiles.moonSlot}]`;

/**
 * "They fit my preferences": for each of my deal-breakers that says something, the candidate's
 * own column meets it (an unknown value never does). match-rules.ts `meets` says the same.
 */
export function theyFitMe(v: Viewer, today: Date): SQL[] {
  const p = v.preferences;
  const out: SQL[] = [];
  const owner = { gotra: v.gotra };
  for (const name of p.must as PreferenceName[]) {
    if (!isSet(name, p, owner)) continue;
    switch (name) {
      case "age":
        if (p.age_min !== null)
          out.push(sql`${profiles.birthdate} <= ${yearsBefore(today, p.age_min)}`);
        if (p.age_max !== null)
          out.push(sql`${profiles.birthdate} > ${yearsBefore(today, p.age_max + 1)}`);
        break;
      case "height":
        if (p.height_min !== null) out.push(sql`${profiles.height} >= ${p.height_min}`);
        if (p.height_max !== null) out.push(sql`${profiles.height} <= ${p.height_max}`);
        break;
      case "income":
        out.push(sql`${profiles.annualIncome} >= ${p.income_min}`);
        break;
      case "mangal_dosh":
        out.push(eq(profiles.mangalDosh, p.mangal_dosh === "yes"));
        break;
      case "gotra":
        out.push(
          sql`${normalSql(profiles.gotra)} <> '' and ${normalSql(profiles.gotra)} <> ${normal(v.gotra ?? "")}`,
        );
        break;
      case "gun": {
        // The Moon positions scoring the minimum, as a list: the planner counts
        // `moon_slot = any(...)` from the column's statistics, where it guessed a third for
        // a score looked up per row, and then walked the wrong index for a second page.
        const min = p.min_gun ?? 0;
        const slots = v.gunBySlot.flatMap((score, slot) =>
          slot > 0 && score !== null && score >= min ? [slot] : [],
        );
        out.push(
          slots.length > 0
            ? sql`${profiles.moonSlot} = any(${array(slots)}::smallint[])`
            : sql`false`,
        );
        break;
      }
      default: {
        // One of the accepted values among the candidate's own (profiles.fact_keys): the GIN
        // index finds the few candidates of a rare sub-community or city without a walk.
        const list = name as ListPreference;
        const tokens = p[list].map((value) =>
          factKey(list, textPreferences.has(list) ? normal(value) : value),
        );
        out.push(sql`${profiles.factKeys} && ${array(tokens)}::text[]`);
      }
    }
  }
  return out;
}

/**
 * "I fit their preferences", read from the candidate's fit columns (fit-columns.ts): ranges
 * that hold my age, height and income, and for each list one of `*` or my own value.
 */
export function iFitThem(v: Viewer): SQL[] {
  const f = v.facts;
  const out: SQL[] = [
    sql`${profiles.fitAgeMin} <= ${f.age} and ${profiles.fitAgeMax} >= ${f.age}`,
    f.height === null
      ? sql`${profiles.fitHeightMin} = ${OPEN_LOW} and ${profiles.fitHeightMax} = ${OPEN_HIGH}`
      : sql`${profiles.fitHeightMin} <= ${f.height} and ${profiles.fitHeightMax} >= ${f.height}`,
    f.annual_income === null
      ? sql`${profiles.fitIncomeMin} = ${OPEN_LOW}`
      : sql`${profiles.fitIncomeMin} <= ${f.annual_income}`,
    // Said twice so the planner can count the many without a minimum from the column's
    // statistics (it guesses a third for a comparison with an expression).
    sql`(${profiles.fitMinGun} = ${OPEN_LOW} or ${profiles.fitMinGun} <= coalesce(${gunOf(v.gunBySlot)}, ${OPEN_LOW}))`,
  ];
  for (const tokens of Object.values(viewerTokens(f)))
    out.push(sql`${profiles.fitKeys} && ${array(tokens)}::text[]`);
  // Their same-gotra exclusion holds against me unless both gotras are known and differ (a
  // candidate without a gotra has no exclusion to hold).
  const mine = normal(v.gotra ?? "");
  const theirs = normalSql(sql`coalesce(${profiles.gotra}, '')`);
  out.push(
    mine === ""
      ? sql`not (${profiles.fitGotra} and ${theirs} <> '')`
      : sql`not (${profiles.fitGotra} and ${theirs} = ${mine})`,
  );
  return out;
}

export interface MatchQuery {
  viewer: Viewer;
  type: MatchType;
  limit: number;
  offset: number;
  today: Date;
}

/** A candidate as a card shows them: their columns, their preferences, their primary photo. */
export interface CardedRow {
  profile: MatchRow;
  preferences: Preferences;
  /**
   * The primary photo, with whether the viewer may see it: `open` is the privacy module's
   * photo policy (photosOpenTo) evaluated in the same statement; pictures signs the URL.
   */
  pic: { id: string; blurhash: string; open: boolean } | null;
}

/** The conditions every match list and recommendation puts on a candidate for this viewer. */
const candidateOf = (v: Pick<Viewer, "id" | "gender">): SQL[] => [
  inLists,
  eq(profiles.gender, v.gender === "male" ? "female" : "male"),
  ne(profiles.id, v.id),
  notBlockedWith(v.id),
  // Hidden and paused profiles are in no match list (privacy module).
  listedByPrivacy(profiles.id),
];

function matchStatement(db: Db, q: MatchQuery) {
  const v = q.viewer;
  const where: SQL[] = candidateOf(v);
  if (q.type !== "theirs") where.push(...theyFitMe(v, q.today));
  if (q.type !== "mine") where.push(...iFitThem(v));
  return db
    .select(matchColumns)
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(q.limit + 1)
    .offset(q.offset)
    .$dynamic();
}

/**
 * The rows of `inner` (a select of `matchColumns`) with what their cards need, in one
 * statement: the candidate's preferences ("How you match") and primary photo with the photo
 * policy's answer for the viewer. The page is chosen first (a subquery), so the joins and the
 * policy run for its rows only, never for the rows the walk passes over.
 */
function withCards(db: Db, inner: PgSelect, viewerId: string) {
  const page = inner.as("page");
  const fields = page as unknown as Record<keyof typeof matchColumns, AnyPgColumn>;
  const profile = Object.fromEntries(
    Object.keys(matchColumns).map((key) => [key, fields[key as keyof typeof matchColumns]]),
  ) as Record<keyof typeof matchColumns, AnyPgColumn>;
  return db
    .select({
      profile,
      preferences: getTableColumns(partnerPreferences),
      picId: pictures.id,
      blurhash: pictures.blurhash,
      picOpen: sql<boolean>`${photosOpenTo(viewerId, fields.id)}`,
    })
    .from(page)
    .leftJoin(partnerPreferences, eq(partnerPreferences.id, fields.id))
    .leftJoin(
      pictures,
      and(
        eq(pictures.id, fields.primaryPicId),
        eq(pictures.profileId, fields.id),
        eq(pictures.isPrimary, true),
      ),
    )
    .orderBy(desc(fields.createdAt), desc(fields.id))
    .$dynamic();
}

type WithCardsRow = Awaited<ReturnType<typeof withCards>>[number];
const carded = (r: WithCardsRow): CardedRow => ({
  profile: r.profile as unknown as MatchRow,
  preferences: preferencesOf(r.preferences ?? undefined),
  pic:
    r.picId !== null && r.blurhash !== null
      ? { id: r.picId, blurhash: r.blurhash, open: Boolean(r.picOpen) }
      : null,
});

export function createMatchesRepository({ db }: { db: Db }) {
  return {
    /**
     * One page, newest first, and one row more than asked (whether a next page exists), each
     * with its card's data: one statement, one round trip.
     */
    async page(q: MatchQuery): Promise<CardedRow[]> {
      const rows = await withCards(db, matchStatement(db, q), q.viewer.id);
      return rows.map(carded);
    },

    /** The page's SQL and parameters exactly as run, for the EXPLAIN test. */
    pageSql(q: MatchQuery) {
      const { sql: text, params } = withCards(db, matchStatement(db, q), q.viewer.id).toSQL();
      return { sql: text, params: fillPlaceholders(params, {}) };
    },

    /**
     * Of the given ids, those the viewer may still be shown (listed, visible, not blocked
     * either way, the other gender), with their cards' data; in no particular order.
     */
    async visible(viewer: Pick<Viewer, "id" | "gender">, ids: string[]): Promise<CardedRow[]> {
      if (ids.length === 0) return [];
      const inner = db
        .select(matchColumns)
        .from(profiles)
        .where(and(sql`${profiles.id} = any(${array(ids)}::text[])`, ...candidateOf(viewer)))
        .$dynamic();
      const rows = await withCards(db, inner, viewer.id);
      return rows.map(carded);
    },

    /** A member's columns and preferences in one statement (the viewer, or "How you match"). */
    async withPreferences(id: string): Promise<{ row: MatchRow; preferences: Preferences } | null> {
      const [found] = await db
        .select({ profile: matchColumns, preferences: getTableColumns(partnerPreferences) })
        .from(profiles)
        .leftJoin(partnerPreferences, eq(partnerPreferences.id, profiles.id))
        .where(eq(profiles.id, id));
      if (!found) return null;
      return { row: found.profile, preferences: preferencesOf(found.preferences ?? undefined) };
    },

    /** One candidate's columns, for "How you match" on a profile. */
    async one(id: string): Promise<MatchRow | null> {
      const [row] = await db
        .select({ profile: matchColumns })
        .from(profiles)
        .where(eq(profiles.id, id));
      return row?.profile ?? null;
    },

    /** Rows of the given ids (recommendations), in no particular order. */
    async many(ids: string[]): Promise<MatchRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ profile: matchColumns })
        .from(profiles)
        .where(sql`${profiles.id} in ${ids}`);
      return rows.map((r) => r.profile);
    },
  };
}
export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
