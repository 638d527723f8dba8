import type { Dosha } from "./doshas.ts";

export type MangalMatch = "compatible" | "mismatch" | "unknown";

/**
 * Reference §6.3: a Manglik should marry a Manglik, so only a one-sided dosh is a mismatch.
 * Not part of the 36 points.
 */
export function compareMangal(boy?: boolean | null, girl?: boolean | null): MangalMatch {
  if (boy == null || girl == null) return "unknown";
  return boy === girl ? "compatible" : "mismatch";
}

/** The Mangal dosh entry for the doshas list, or null when neither (or not both known) is Manglik. */
export function mangalDosha(boy?: boolean | null, girl?: boolean | null): Dosha | null {
  if (boy == null || girl == null || (!boy && !girl)) return null;
  if (boy && girl)
    return { kind: "mangal", manglik: "both", cancelled: true, reasons: ["both_manglik"] };
  return { kind: "mangal", manglik: boy ? "boy" : "girl", cancelled: false, reasons: [] };
}
