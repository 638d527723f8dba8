import {
  type Convention,
  type MoonChart,
  RASHI_NAMES,
  resolveChart,
  scorerFor,
} from "@sagpan/gun-milan";
import type { ProfileRow } from "./profiles.repository.ts";

/** The stored Moon position and gender: all that scoring a pair reads. */
type ChartRow = Pick<ProfileRow, "gender" | "nakshatra" | "pada" | "moonRashi" | "moonDegree">;

type BirthFields = {
  birthdate: string;
  birth_time?: string | null;
  birth_timezone?: string | null;
  birth_name?: string | null;
  rashi?: string | null;
};

/** The computed Moon columns stored with a profile so lists can score pairs without astronomy. */
export function chartColumns(fields: BirthFields) {
  const chart = resolveChart(fields);
  if (!chart) return { nakshatra: null, pada: null, moonRashi: null, moonDegree: null };
  return {
    nakshatra: chart.nakshatra,
    pada: chart.pada,
    moonRashi: chart.rashi,
    moonDegree: chart.degreeInSign,
  };
}

export const rashiName = (moonRashi: number) => RASHI_NAMES[moonRashi - 1] ?? null;

export function storedChart(row: ChartRow): MoonChart | null {
  if (row.nakshatra === null || row.pada === null || row.moonRashi === null) return null;
  return {
    nakshatra: row.nakshatra as MoonChart["nakshatra"],
    pada: row.pada as MoonChart["pada"],
    rashi: row.moonRashi as MoonChart["rashi"],
    degreeInSign: row.moonDegree,
  };
}

/**
 * Gun Milan total for a list card: needs a nakshatra on both sides, else null. Scored with
 * the deployment's convention (GUN_MILAN_CONVENTION), as every score the member sees.
 */
export function quickGun(viewer: ChartRow, other: ChartRow, convention: Convention): number | null {
  const a = storedChart(viewer);
  const b = storedChart(other);
  if (!a || !b) return null;
  const { total } = scorerFor(convention);
  return viewer.gender === "male" ? total(a, b) : total(b, a);
}

const HALF_DEGREE = [null, 7.5, 22.5] as const;
const halfOf = (degree: number | null) => (degree === null ? 0 : degree < 15 ? 1 : 2);
const tableCache = new Map<string, Map<number, number>>();

/**
 * The viewer's score against every Moon position a candidate can have: (nakshatra, pada, half
 * of the sign) → points, keyed nakshatra * 100 + pada * 10 + half. The database filters and
 * sorts on it without knowing astrology; the half only matters for Dhanu/Makar vashya.
 */
export function gunByPosition(
  viewer: ChartRow,
  convention: Convention,
): Map<number, number> | null {
  const mine = storedChart(viewer);
  if (!mine) return null;
  const scoreTotal = scorerFor(convention).total;
  // A viewer's table depends only on their own position and gender: at most 648 tables exist
  // per convention.
  const cacheKey = `${convention}:${viewer.gender}:${mine.nakshatra}:${mine.pada}:${halfOf(mine.degreeInSign)}`;
  const cached = tableCache.get(cacheKey);
  if (cached) return cached;
  const table = new Map<number, number>();
  for (let nakshatra = 1; nakshatra <= 27; nakshatra++) {
    for (let pada = 1; pada <= 4; pada++) {
      const rashi = Math.floor(((nakshatra - 1) * 4 + (pada - 1)) / 9) + 1;
      for (const half of [0, 1, 2] as const) {
        const other = { nakshatra, pada, rashi, degreeInSign: HALF_DEGREE[half] } as MoonChart;
        const score = viewer.gender === "male" ? scoreTotal(mine, other) : scoreTotal(other, mine);
        table.set(nakshatra * 100 + pada * 10 + half, score);
      }
    }
  }
  tableCache.set(cacheKey, table);
  return table;
}
