import { rashiLord } from "../rashis.ts";
import type { Rashi, SignLord } from "../types.ts";

export type Relation = "friend" | "neutral" | "enemy";

const LORDS: readonly SignLord[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

// Natural (naisargika) relations, row = planet, column = how it regards the other
// (reference §3.5, BPHS as in MTR). The diagonal is never read.
const F = "friend";
const N = "neutral";
const E = "enemy";
const RELATIONS: readonly (readonly Relation[])[] = [
  [N, F, F, N, F, E, E],
  [F, N, N, F, N, N, N],
  [F, F, N, E, F, N, N],
  [F, E, N, N, N, F, N],
  [F, F, F, E, N, E, N],
  [E, E, N, F, N, N, F],
  [E, E, E, F, N, F, N],
];

export const naturalRelation = (from: SignLord, to: SignLord): Relation =>
  RELATIONS[LORDS.indexOf(from)]![LORDS.indexOf(to)]!;

// Reference §3.5 rule, keyed by the two one-way relations in alphabetical order.
const PAIR_POINTS: Readonly<Record<string, number>> = {
  "friend+friend": 5,
  "friend+neutral": 4,
  "neutral+neutral": 3,
  "enemy+friend": 1,
  "enemy+neutral": 0.5,
  "enemy+enemy": 0,
};

export function lordPoints(a: SignLord, b: SignLord): number {
  if (a === b) return 5;
  const key = [naturalRelation(a, b), naturalRelation(b, a)].sort().join("+");
  return PAIR_POINTS[key]!;
}

export const areMutualFriends = (a: SignLord, b: SignLord): boolean =>
  a !== b && naturalRelation(a, b) === "friend" && naturalRelation(b, a) === "friend";

/** Symmetric: built from both one-way relations of the two Moon-sign lords. */
export const grahaMaitriPoints = (boy: Rashi, girl: Rashi): number =>
  lordPoints(rashiLord(boy), rashiLord(girl));
