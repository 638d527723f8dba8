import type { Preferences } from "@sagpan/contract";
import {
  type Facts,
  isSet,
  type ListPreference,
  listPreferences,
  normal,
  type Owner,
  textPreferences,
} from "./match-rules.ts";

/**
 * "I fit their preferences" as columns of the owner's profile row, so that a match list reads
 * it with the candidate (no join) and the database can index it: the deal-breakers only, as
 * ranges and one array of accepted values. A preference that is not a set deal-breaker accepts
 * anything: the widest range, `<name>=*` in the array. The preferences module writes them in
 * the transaction that saves the preferences; the table's defaults are "accepts anything".
 */
export interface FitColumns {
  fitAgeMin: number;
  fitAgeMax: number;
  fitHeightMin: number;
  fitHeightMax: number;
  fitIncomeMin: number;
  fitMinGun: number;
  fitGotra: boolean;
  fitKeys: string[];
}

/** Below any age, height or income a profile can have; above any it can have. */
export const OPEN_LOW = -1;
export const OPEN_HIGH = 32_000;
/** Stands for an unknown value of the viewer: in no one's accepted values. */
export const UNKNOWN = "?";

export const listNames = Object.keys(listPreferences) as ListPreference[];
const fitKeyNames = [...listNames, "mangal_dosh"] as const;

const token = (name: string, value: string) => `${name}=${value}`;

/** Columns of a member without deal-breakers; the table's defaults say the same. */
export const openFit: FitColumns = {
  fitAgeMin: OPEN_LOW,
  fitAgeMax: OPEN_HIGH,
  fitHeightMin: OPEN_LOW,
  fitHeightMax: OPEN_HIGH,
  fitIncomeMin: OPEN_LOW,
  fitMinGun: OPEN_LOW,
  fitGotra: false,
  fitKeys: fitKeyNames.map((name) => token(name, "*")),
};

/**
 * Only the same-gotra exclusion depends on the owner (their gotra): the column says whether it
 * is a deal-breaker and the list reads the owner's gotra beside it, so changing a gotra needs
 * no rewrite here.
 */
export function fitColumns(p: Preferences): FitColumns {
  const owner: Owner = { gotra: "owner" };
  const must = (name: Parameters<typeof isSet>[0]) =>
    p.must.includes(name) && isSet(name, p, owner);
  const keys: string[] = [];
  for (const name of listNames) {
    if (!must(name)) keys.push(token(name, "*"));
    else
      for (const value of p[name])
        keys.push(token(name, textPreferences.has(name) ? normal(value) : value));
  }
  keys.push(token("mangal_dosh", must("mangal_dosh") ? p.mangal_dosh : "*"));
  return {
    fitAgeMin: must("age") ? (p.age_min ?? OPEN_LOW) : OPEN_LOW,
    fitAgeMax: must("age") ? (p.age_max ?? OPEN_HIGH) : OPEN_HIGH,
    fitHeightMin: must("height") ? (p.height_min ?? OPEN_LOW) : OPEN_LOW,
    fitHeightMax: must("height") ? (p.height_max ?? OPEN_HIGH) : OPEN_HIGH,
    fitIncomeMin: must("income") ? (p.income_min ?? OPEN_LOW) : OPEN_LOW,
    fitMinGun: must("gun") ? (p.min_gun ?? OPEN_LOW) : OPEN_LOW,
    fitGotra: must("gotra"),
    fitKeys: [...new Set(keys)],
  };
}

/**
 * A viewer's values as the fit columns are asked: for each list preference, the tokens a
 * candidate's array must hold one of (`*` or the viewer's own value).
 */
export function viewerTokens(facts: Facts): Record<(typeof fitKeyNames)[number], string[]> {
  const out = {} as Record<(typeof fitKeyNames)[number], string[]>;
  for (const name of listNames) {
    const value = facts[listPreferences[name]] as string | null;
    const mine = value && normal(value) !== "" ? value : null;
    out[name] = [
      token(name, "*"),
      token(name, mine === null ? UNKNOWN : textPreferences.has(name) ? normal(mine) : mine),
    ];
  }
  const mangal = facts.mangal_dosh === null ? UNKNOWN : facts.mangal_dosh ? "yes" : "no";
  out.mangal_dosh = [token("mangal_dosh", "*"), token("mangal_dosh", mangal)];
  return out;
}
