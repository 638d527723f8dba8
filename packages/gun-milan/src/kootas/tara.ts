import type { Nakshatra } from "../types.ts";

export const TARA_NAMES = [
  "janma",
  "sampat",
  "vipat",
  "kshema",
  "pratyari",
  "sadhaka",
  "vadha",
  "mitra",
  "ati_mitra",
] as const;

/** Tara 1–9 of `to`, counting inclusively from `from` and folding by nine (reference §3.3). */
export const taraNumber = (from: Nakshatra, to: Nakshatra): number =>
  (((to - from + 27) % 27) % 9) + 1;

// Vipat, Pratyari and Vadha are the inauspicious taras.
const isAuspicious = (tara: number): boolean => tara !== 3 && tara !== 5 && tara !== 7;

/**
 * 1.5 for each direction whose tara is auspicious. The two directions can never both be bad
 * (reference §3.3), so the result is always 1.5 or 3, and it is symmetric.
 */
export const taraPoints = (boy: Nakshatra, girl: Nakshatra): number =>
  (isAuspicious(taraNumber(girl, boy)) ? 1.5 : 0) + (isAuspicious(taraNumber(boy, girl)) ? 1.5 : 0);
