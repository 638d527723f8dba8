/** Moon sign, 1 = Mesh … 12 = Meen (reference §2). */
export type Rashi = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Lunar mansion, 1 = Ashwini … 27 = Revati (reference §1, 27-star scheme without Abhijit). */
export type Nakshatra =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24
  | 25
  | 26
  | 27;

/** Quarter of a nakshatra (3°20′ each). */
export type Pada = 1 | 2 | 3 | 4;

/** The Moon position Gun Milan needs. `degreeInSign` only matters for Dhanu/Makar vashya. */
export interface MoonChart {
  rashi: Rashi;
  nakshatra: Nakshatra;
  pada: Pada;
  degreeInSign: number | null;
}

/** How a score was obtained, weakest of the two people (birth chart > birth name > rashi). */
export type Basis = "birth_chart" | "birth_name" | "rashi_only";

export type KootaName =
  | "varna"
  | "vashya"
  | "tara"
  | "yoni"
  | "graha_maitri"
  | "gana"
  | "bhakoot"
  | "nadi";

export type KootaScores = Record<KootaName, number> & { total: number };

export const KOOTA_MAX: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

export const isRashi = (n: unknown): n is Rashi =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 12;

export const isNakshatra = (n: unknown): n is Nakshatra =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 27;

export const isPada = (n: unknown): n is Pada =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 4;

/** The seven planets that own signs (reference §2). */
export type SignLord = "Sun" | "Moon" | "Mars" | "Mercury" | "Jupiter" | "Venus" | "Saturn";

/** Nakshatra lords add the lunar nodes (reference §1, Vimshottari order). */
export type Planet = SignLord | "Rahu" | "Ketu";
