import { birthChart } from "./moon.ts";
import { readBirthName } from "./names.ts";
import { rashiFromName } from "./rashis.ts";
import type { NameAssumption } from "./syllable.ts";
import type { MoonChart, Rashi } from "./types.ts";

/** Profile fields Gun Milan reads; names follow the API contract so a profile can be passed as is. */
export interface BirthDetails {
  birthdate?: string | null;
  birth_time?: string | null;
  birth_timezone?: string | null;
  birth_name?: string | null;
  /** The rashi the member declared (any spelling `rashiFromName` reads). */
  rashi?: string | null;
}

export type ChartWarning =
  | "near_boundary"
  | "invalid_birth_details"
  | "name_disagrees_with_rashi"
  | "name_letter_table"
  | NameAssumption;

export type ResolvedChart =
  | (MoonChart & { basis: "birth_chart" | "birth_name"; warnings: ChartWarning[] })
  | {
      basis: "rashi_only";
      rashi: Rashi;
      nakshatra: null;
      pada: null;
      degreeInSign: null;
      warnings: ChartWarning[];
    };

function fromBirthTime(details: BirthDetails, warnings: ChartWarning[]): ResolvedChart | null {
  if (!details.birthdate || !details.birth_time) return null;
  try {
    const chart = birthChart({
      date: details.birthdate,
      time: details.birth_time,
      ...(details.birth_timezone ? { timeZone: details.birth_timezone } : {}),
    });
    const { rashi, nakshatra, pada, degreeInSign } = chart;
    if (chart.nearBoundary) warnings.push("near_boundary");
    return { basis: "birth_chart", rashi, nakshatra, pada, degreeInSign, warnings };
  } catch (error) {
    // Free-text profile fields: a bad zone or date falls through to the next basis.
    if (!(error instanceof RangeError)) throw error;
    warnings.push("invalid_birth_details");
    return null;
  }
}

const rashiOnly = (rashi: Rashi, warnings: ChartWarning[]): ResolvedChart => ({
  basis: "rashi_only",
  rashi,
  nakshatra: null,
  pada: null,
  degreeInSign: null,
  warnings,
});

/**
 * The best Moon position a profile allows: birth date and time, else the birth name's syllable,
 * else the declared rashi, else the name's first-letter rashi. Birth rashi is preferred to
 * name rashi (reference §5, HJ2 p.152), so a name whose rashi contradicts the declared rashi is
 * not used. Null when nothing is known.
 */
export function resolveChart(details: BirthDetails): ResolvedChart | null {
  const warnings: ChartWarning[] = [];
  const fromTime = fromBirthTime(details, warnings);
  if (fromTime) return fromTime;

  const declared = details.rashi ? rashiFromName(details.rashi) : null;
  const name = details.birth_name ? readBirthName(details.birth_name) : null;
  if (name && declared !== null && name.rashi !== declared) {
    warnings.push("name_disagrees_with_rashi");
    return rashiOnly(declared, warnings);
  }
  if (name?.source === "avakahada") {
    const { rashi, nakshatra, pada } = name;
    return {
      basis: "birth_name",
      rashi,
      nakshatra,
      pada,
      degreeInSign: null,
      warnings: [...warnings, ...name.assumptions],
    };
  }
  if (declared !== null) return rashiOnly(declared, warnings);
  if (name) return rashiOnly(name.rashi, [...warnings, "name_letter_table", ...name.assumptions]);
  return null;
}
