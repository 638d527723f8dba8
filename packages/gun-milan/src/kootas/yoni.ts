import { nakshatraInfo, type Yoni } from "../nakshatras.ts";
import type { Nakshatra } from "../types.ts";

export const YONI_ORDER: readonly Yoni[] = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
];

// Reference §3.4 recommended grid (VDA's numbers made symmetric: Horse–Deer 3, Buffalo–Lion 1).
// Rows and columns follow YONI_ORDER.
const GRID: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export const yoniAnimalPoints = (a: Yoni, b: Yoni): number =>
  GRID[YONI_ORDER.indexOf(a)]![YONI_ORDER.indexOf(b)]!;

export const yoniPoints = (boy: Nakshatra, girl: Nakshatra): number =>
  yoniAnimalPoints(nakshatraInfo(boy).yoni, nakshatraInfo(girl).yoni);

// The two cells the sources score differently by direction (reference §3.4); flag them.
const CONTESTED: ReadonlySet<string> = new Set([
  "horse/deer",
  "deer/horse",
  "buffalo/lion",
  "lion/buffalo",
]);

export const isContestedYoniPair = (boy: Nakshatra, girl: Nakshatra): boolean =>
  CONTESTED.has(`${nakshatraInfo(boy).yoni}/${nakshatraInfo(girl).yoni}`);
