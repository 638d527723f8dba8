import { type Band, bandFor } from "./band.ts";
import { type Convention, scorerFor } from "./convention.ts";
import { bhakootDosha, type Dosha, nadiDosha } from "./doshas.ts";
import { isSameGotra } from "./gotra.ts";
import { vashyaOf } from "./kootas/vashya.ts";
import { isContestedYoniPair } from "./kootas/yoni.ts";
import { compareMangal, type MangalMatch, mangalDosha } from "./mangal.ts";
import {
  type BirthDetails,
  type ChartWarning,
  type ResolvedChart,
  resolveChart,
} from "./resolve.ts";
import { type Basis, KOOTA_MAX, type KootaScores } from "./types.ts";

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The API contract's `points` object. */
export interface GunMilanPoints extends Nullable<KootaScores> {
  basis: Basis | null;
  doshas: Dosha[];
}

export type MatchWarningCode = ChartWarning | "vashya_half_assumed" | "contested_yoni_pair";
export interface MatchWarning {
  code: MatchWarningCode;
  who: "boy" | "girl" | "pair";
}

export interface ChartMatch {
  points: GunMilanPoints;
  /** Maximum of each koota that was scored (null when not scored): total is 36, or 15 by rashi. */
  max: Nullable<KootaScores>;
  /** Only for nakshatra-based scores; the bands are defined on 36 points. */
  band: Band | null;
  warnings: MatchWarning[];
}

const NOT_SCORED: Nullable<KootaScores> = {
  varna: null,
  vashya: null,
  tara: null,
  yoni: null,
  graha_maitri: null,
  gana: null,
  bhakoot: null,
  nadi: null,
  total: null,
};
const FULL_MAX: KootaScores = { ...KOOTA_MAX, total: 36 };
const RASHI_MAX: Nullable<KootaScores> = {
  ...NOT_SCORED,
  varna: KOOTA_MAX.varna,
  vashya: KOOTA_MAX.vashya,
  graha_maitri: KOOTA_MAX.graha_maitri,
  bhakoot: KOOTA_MAX.bhakoot,
  total: 15,
};
const BASIS_ORDER: readonly Basis[] = ["rashi_only", "birth_name", "birth_chart"];

const weaker = (a: Basis, b: Basis): Basis =>
  BASIS_ORDER.indexOf(a) <= BASIS_ORDER.indexOf(b) ? a : b;

const unscored = (): ChartMatch => ({
  points: { ...NOT_SCORED, basis: null, doshas: [] },
  max: { ...NOT_SCORED },
  band: null,
  warnings: [],
});

function chartWarnings(boy: ResolvedChart, girl: ResolvedChart): MatchWarning[] {
  const warnings: MatchWarning[] = [
    ...boy.warnings.map((code) => ({ code, who: "boy" as const })),
    ...girl.warnings.map((code) => ({ code, who: "girl" as const })),
  ];
  if (vashyaOf(boy).assumed) warnings.push({ code: "vashya_half_assumed", who: "boy" });
  if (vashyaOf(girl).assumed) warnings.push({ code: "vashya_half_assumed", who: "girl" });
  return warnings;
}

/**
 * Scores two resolved charts, boy first, with one convention's tables (Sagpan's by default).
 * With a rashi-only chart on either side only the four rashi kootas are scored (max 15) and
 * the nakshatra kootas are null. The doshas are Sagpan's reading whichever tables score.
 */
export function matchCharts(
  boy: ResolvedChart | null,
  girl: ResolvedChart | null,
  convention: Convention = "sagpan",
): ChartMatch {
  if (boy === null || girl === null) return unscored();
  const scorer = scorerFor(convention);
  const basis = weaker(boy.basis, girl.basis);
  const warnings = chartWarnings(boy, girl);
  const bhakoot = bhakootDosha(boy.rashi, girl.rashi);
  if (boy.nakshatra === null || girl.nakshatra === null) {
    const byRashi = scorer.rashis(boy, girl);
    const total = byRashi.varna + byRashi.vashya + byRashi.graha_maitri + byRashi.bhakoot;
    return {
      points: { ...NOT_SCORED, ...byRashi, total, basis, doshas: bhakoot ? [bhakoot] : [] },
      max: { ...RASHI_MAX },
      band: null,
      warnings,
    };
  }
  const scores = scorer.charts(boy, girl);
  const nadi = nadiDosha(boy, girl);
  if (isContestedYoniPair(boy.nakshatra, girl.nakshatra)) {
    warnings.push({ code: "contested_yoni_pair", who: "pair" });
  }
  return {
    points: { ...scores, basis, doshas: [nadi, bhakoot].filter((d): d is Dosha => d !== null) },
    max: { ...FULL_MAX },
    band: bandFor(scores.total),
    warnings,
  };
}

export interface MatchProfile extends BirthDetails {
  gotra?: string | null;
  mangal_dosh?: boolean | null;
}

export interface GunMilanResult extends ChartMatch {
  mangal: MangalMatch;
  /** Sagotra warning (reference §6.4); never part of the score. Null when a gotra is missing. */
  same_gotra: boolean | null;
  boy: ResolvedChart | null;
  girl: ResolvedChart | null;
}

/** Everything the profile view shows: the eight kootas, doshas, band, Mangal and gotra checks. */
export function matchProfiles(
  boy: MatchProfile,
  girl: MatchProfile,
  convention: Convention = "sagpan",
): GunMilanResult {
  const boyChart = resolveChart(boy);
  const girlChart = resolveChart(girl);
  const match = matchCharts(boyChart, girlChart, convention);
  const mangal = mangalDosha(boy.mangal_dosh, girl.mangal_dosh);
  return {
    ...match,
    points: {
      ...match.points,
      doshas: mangal ? [...match.points.doshas, mangal] : match.points.doshas,
    },
    mangal: compareMangal(boy.mangal_dosh, girl.mangal_dosh),
    same_gotra: isSameGotra(boy.gotra, girl.gotra),
    boy: boyChart,
    girl: girlChart,
  };
}
