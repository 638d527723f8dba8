import type { Match, PreferenceName, Preferences } from "@sagpan/contract";
import { preferenceNames } from "@sagpan/contract";

/**
 * The matchmaking rules (business-rules.md "Matchmaking", api-contract.md): when a profile
 * meets one preference, which preferences are set, and how a pair match. The SQL of the match
 * lists (matches.repository) says the same in the database; matches.brute-force.test checks
 * every list against these functions.
 */

/** What a preference is compared with: the other member's profile, as of today. */
export interface Facts {
  age: number;
  height: number | null;
  maritial_status: string | null;
  dietary_preferences: string | null;
  current_city: string | null;
  education_level: string | null;
  work: string | null;
  sub_community: string | null;
  native_place: string | null;
  annual_income: number | null;
  smoking_habits: string | null;
  drinking_habits: string | null;
  mangal_dosh: boolean | null;
  gotra: string | null;
}

/** Text compared case- and space-insensitively: "Ahmed abad " and "ahmedabad" are one city. */
export const normal = (text: string) => text.toLowerCase().replace(/\s+/g, "");

const known = (text: string | null): text is string => text !== null && normal(text) !== "";

/** The owner's side a preference may depend on: their gotra (the same-gotra exclusion). */
export interface Owner {
  gotra: string | null;
}

/**
 * Whether a preference says anything. The same-gotra exclusion says something only when the
 * owner's gotra is known; a minimum income or Gun Milan of 0 asks for nothing.
 */
export function isSet(name: PreferenceName, p: Preferences, owner: Owner): boolean {
  switch (name) {
    case "age":
      return p.age_min !== null || p.age_max !== null;
    case "height":
      return p.height_min !== null || p.height_max !== null;
    case "income":
      return p.income_min !== null && p.income_min > 0;
    case "mangal_dosh":
      return p.mangal_dosh !== "any";
    case "gotra":
      return p.exclude_same_gotra && known(owner.gotra);
    case "gun":
      return p.min_gun !== null && p.min_gun > 0;
    default:
      return listOf(name, p).length > 0;
  }
}

/** The list preferences, by name (`smoking` and `drinking` are habits the owner accepts). */
export const listPreferences = {
  maritial_status: "maritial_status",
  dietary_preferences: "dietary_preferences",
  city: "current_city",
  education_level: "education_level",
  work: "work",
  sub_community: "sub_community",
  native_place: "native_place",
  smoking: "smoking_habits",
  drinking: "drinking_habits",
} as const satisfies Partial<Record<PreferenceName, keyof Facts>>;
export type ListPreference = keyof typeof listPreferences;

/** Free-text lists, compared by `normal`; the others are enumerations compared as they are. */
export const textPreferences = new Set<ListPreference>(["city", "sub_community", "native_place"]);

function listOf(name: PreferenceName, p: Preferences): readonly string[] {
  return name in listPreferences ? p[name as ListPreference] : [];
}

const within = (value: number | null, min: number | null, max: number | null) =>
  value !== null && (min === null || value >= min) && (max === null || value <= max);

/**
 * Whether the other profile meets one set preference; an unknown value never meets one.
 * `gun` is the pair's Gun Milan total, null without both charts.
 */
export function meets(
  name: PreferenceName,
  p: Preferences,
  owner: Owner,
  other: Facts,
  gun: number | null,
): boolean {
  switch (name) {
    case "age":
      return within(other.age, p.age_min, p.age_max);
    case "height":
      return within(other.height, p.height_min, p.height_max);
    case "income":
      return other.annual_income !== null && other.annual_income >= (p.income_min ?? 0);
    case "mangal_dosh":
      return other.mangal_dosh !== null && other.mangal_dosh === (p.mangal_dosh === "yes");
    case "gotra":
      return known(other.gotra) && normal(other.gotra) !== normal(owner.gotra ?? "");
    case "gun":
      return gun !== null && gun >= (p.min_gun ?? 0);
    default: {
      const value = other[listPreferences[name as ListPreference]] as string | null;
      if (!known(value)) return false;
      const accepted = listOf(name, p);
      return textPreferences.has(name as ListPreference)
        ? accepted.some((a) => normal(a) === normal(value))
        : accepted.includes(value);
    }
  }
}

/** Each set preference of the owner, met or missed by the other profile. */
export function evaluate(p: Preferences, owner: Owner, other: Facts, gun: number | null) {
  const met: PreferenceName[] = [];
  const missed: PreferenceName[] = [];
  for (const name of preferenceNames) {
    if (!isSet(name, p, owner)) continue;
    (meets(name, p, owner, other, gun) ? met : missed).push(name);
  }
  return { met, missed };
}

/** The other profile fits the owner: it meets every set deal-breaker. */
export function fits(p: Preferences, owner: Owner, other: Facts, gun: number | null): boolean {
  return p.must.every((name) => !isSet(name, p, owner) || meets(name, p, owner, other, gun));
}

/** How a pair match, from the viewer's side; the score is the share of set preferences met. */
export function matchOf(
  mine: { p: Preferences; owner: Owner; facts: Facts },
  theirs: { p: Preferences; owner: Owner; facts: Facts },
  gun: number | null,
): Match {
  const mineSide = evaluate(mine.p, mine.owner, theirs.facts, gun);
  const theirSide = evaluate(theirs.p, theirs.owner, mine.facts, gun);
  const set = mineSide.met.length + mineSide.missed.length + theirSide.met.length;
  const total = set + theirSide.missed.length;
  const met = mineSide.met.length + theirSide.met.length;
  return {
    mine: mineSide,
    theirs: theirSide,
    score: total === 0 ? 100 : Math.round((met / total) * 100),
  };
}
