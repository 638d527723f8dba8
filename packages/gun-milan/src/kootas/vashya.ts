import { padaIndex } from "../nakshatras.ts";
import type { Nakshatra, Pada, Rashi } from "../types.ts";

export type VashyaClass = "chatushpad" | "manav" | "jalchar" | "vanchar" | "keet";

const ORDER: readonly VashyaClass[] = ["chatushpad", "manav", "jalchar", "vanchar", "keet"];

// Reference §2; for Dhanu and Makar this is the class of the first 15°.
const FIRST_HALF: readonly VashyaClass[] = [
  "chatushpad",
  "chatushpad",
  "manav",
  "jalchar",
  "vanchar",
  "manav",
  "manav",
  "keet",
  "manav",
  "chatushpad",
  "manav",
  "jalchar",
];

const SECOND_HALF: Partial<Record<Rashi, VashyaClass>> = { 9: "chatushpad", 10: "jalchar" };

// The common symmetric grid (reference §3.2, recommended); rows and columns follow ORDER.
const POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export interface SignPosition {
  rashi: Rashi;
  degreeInSign?: number | null;
  nakshatra?: Nakshatra | null;
  pada?: Pada | null;
}

export interface VashyaReading {
  vashya: VashyaClass;
  /** True when Dhanu/Makar's half could not be told apart and the first half was taken. */
  assumed: boolean;
}

/**
 * Dhanu and Makar change class at 15° (reference §2). Without a longitude the pada decides,
 * except P.Ashadha 1 and Shravana 2, which straddle 15°: those, and rashi-only charts, take
 * the first half's class, as the whole-sign tables do, and say it was assumed.
 */
export function vashyaOf(position: SignPosition): VashyaReading {
  const { rashi, degreeInSign, nakshatra, pada } = position;
  const first = FIRST_HALF[rashi - 1]!;
  const second = SECOND_HALF[rashi];
  if (second === undefined) return { vashya: first, assumed: false };
  if (degreeInSign != null) return { vashya: degreeInSign < 15 ? first : second, assumed: false };
  if (nakshatra != null && pada != null) {
    // In thirds of a degree, so pada edges are whole numbers and 15° is 45.
    const start = padaIndex(nakshatra, pada) * 10 - (rashi - 1) * 90;
    if (start + 10 <= 45) return { vashya: first, assumed: false };
    if (start >= 45) return { vashya: second, assumed: false };
  }
  return { vashya: first, assumed: true };
}

/** Symmetric, so the order of the two people does not matter. */
export const vashyaPoints = (boy: VashyaClass, girl: VashyaClass): number =>
  POINTS[ORDER.indexOf(boy)]![ORDER.indexOf(girl)]!;
