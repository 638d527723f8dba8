import { countFrom } from "../rashis.ts";
import type { Rashi } from "../types.ts";

export type BhakootDoshaPair = "2/12" | "5/9" | "6/8";

/** The dosha pair the two Moon signs form, or null when they form none (reference §3.7). */
export function bhakootPair(boy: Rashi, girl: Rashi): BhakootDoshaPair | null {
  switch (countFrom(boy, girl)) {
    case 2:
    case 12:
      return "2/12";
    case 5:
    case 9:
      return "5/9";
    case 6:
    case 8:
      return "6/8";
    default:
      return null;
  }
}

export const bhakootPoints = (boy: Rashi, girl: Rashi): number =>
  bhakootPair(boy, girl) === null ? 7 : 0;
