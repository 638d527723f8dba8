import type { Rashi, SignLord } from "./types.ts";

/**
 * Rashi names as the whole app spells them, index 0 = rashi 1: the one list (the contract's
 * `rashis`, which profiles validate against, is this array). No imports but types, so the
 * contract and the web app take it without the engine.
 */
export const RASHI_NAMES = [
  "Mesh",
  "Vrushabh",
  "Mithun",
  "Kark",
  "Sinh",
  "Kanya",
  "Tula",
  "Vrushchik",
  "Dhanu",
  "Makar",
  "Kumbh",
  "Meen",
] as const;
export type RashiName = (typeof RASHI_NAMES)[number];

export const RASHI_GUJARATI = [
  "મેષ",
  "વૃષભ",
  "મિથુન",
  "કર્ક",
  "સિંહ",
  "કન્યા",
  "તુલા",
  "વૃશ્ચિક",
  "ધનુ",
  "મકર",
  "કુંભ",
  "મીન",
] as const;

/** Sign lords (reference §2), index 0 = Mesh. */
const LORDS: readonly SignLord[] = [
  "Mars",
  "Venus",
  "Mercury",
  "Moon",
  "Sun",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Saturn",
  "Jupiter",
];

export const rashiName = (rashi: Rashi): RashiName => RASHI_NAMES[rashi - 1]!;

export const rashiLord = (rashi: Rashi): SignLord => LORDS[rashi - 1]!;

// "ધન" is the everyday Gujarati spelling of ધનુ (reference §2); English sign names are accepted
// because members type them.
const ALIASES: Record<string, Rashi> = {
  ધન: 9,
  aries: 1,
  taurus: 2,
  gemini: 3,
  cancer: 4,
  leo: 5,
  virgo: 6,
  libra: 7,
  scorpio: 8,
  sagittarius: 9,
  capricorn: 10,
  aquarius: 11,
  pisces: 12,
};

/** Reads "Mesh", "મેષ", "aries" (any case) as a rashi number; null when unknown. */
export function rashiFromName(name: string): Rashi | null {
  const key = name.trim().toLowerCase();
  const index = RASHI_NAMES.findIndex((n) => n.toLowerCase() === key);
  if (index >= 0) return (index + 1) as Rashi;
  const gujarati = RASHI_GUJARATI.indexOf(key as (typeof RASHI_GUJARATI)[number]);
  if (gujarati >= 0) return (gujarati + 1) as Rashi;
  return ALIASES[key] ?? null;
}

/** Rashi n places after `from`, counted inclusively (from itself is 1). */
export const countFrom = (from: Rashi, to: Rashi): number => ((to - from + 12) % 12) + 1;
