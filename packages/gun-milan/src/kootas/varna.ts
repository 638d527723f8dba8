import type { Rashi } from "../types.ts";

export type Varna = "brahmin" | "kshatriya" | "vaishya" | "shudra";

// The common element-based table (reference §2: water Brahmin, fire Kshatriya, earth Vaishya,
// air Shudra). PJH and SAR swap the earth and air rows; MTR and the textbooks do not.
const VARNA_BY_RASHI: readonly Varna[] = [
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
];

const RANK: Readonly<Record<Varna, number>> = { shudra: 0, vaishya: 1, kshatriya: 2, brahmin: 3 };

export const varnaOf = (rashi: Rashi): Varna => VARNA_BY_RASHI[rashi - 1]!;

/** Directional (reference §3.1): 1 when the boy's varna ranks at least as high as the girl's. */
export const varnaPoints = (boy: Rashi, girl: Rashi): number =>
  RANK[varnaOf(boy)] >= RANK[varnaOf(girl)] ? 1 : 0;
