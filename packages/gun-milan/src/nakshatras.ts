import type { Nakshatra, Pada, Planet, Rashi } from "./types.ts";

export type Gana = "deva" | "manushya" | "rakshasa";
export type Nadi = "aadi" | "madhya" | "antya";
export type Yoni =
  | "horse"
  | "elephant"
  | "sheep"
  | "serpent"
  | "dog"
  | "cat"
  | "rat"
  | "cow"
  | "buffalo"
  | "tiger"
  | "deer"
  | "monkey"
  | "mongoose"
  | "lion";

export interface NakshatraInfo {
  name: string;
  gujarati: string;
  lord: Planet;
  gana: Gana;
  yoni: Yoni;
  nadi: Nadi;
}

const row = (
  name: string,
  gujarati: string,
  lord: Planet,
  gana: Gana,
  yoni: Yoni,
  nadi: Nadi,
): NakshatraInfo => ({ name, gujarati, lord, gana, yoni, nadi });

/** Reference §1 (all columns high confidence), index 0 = Ashwini. */
export const NAKSHATRAS: readonly NakshatraInfo[] = [
  row("Ashwini", "અશ્વિની", "Ketu", "deva", "horse", "aadi"),
  row("Bharani", "ભરણી", "Venus", "manushya", "elephant", "madhya"),
  row("Krittika", "કૃત્તિકા", "Sun", "rakshasa", "sheep", "antya"),
  row("Rohini", "રોહિણી", "Moon", "manushya", "serpent", "antya"),
  row("Mrigashira", "મૃગશીર્ષ", "Mars", "deva", "serpent", "madhya"),
  row("Ardra", "આર્દ્રા", "Rahu", "manushya", "dog", "aadi"),
  row("Punarvasu", "પુનર્વસુ", "Jupiter", "deva", "cat", "aadi"),
  row("Pushya", "પુષ્ય", "Saturn", "deva", "sheep", "madhya"),
  row("Ashlesha", "આશ્લેષા", "Mercury", "rakshasa", "cat", "antya"),
  row("Magha", "મઘા", "Ketu", "rakshasa", "rat", "antya"),
  row("Purva Phalguni", "પૂર્વા ફાલ્ગુની", "Venus", "manushya", "rat", "madhya"),
  row("Uttara Phalguni", "ઉત્તરા ફાલ્ગુની", "Sun", "manushya", "cow", "aadi"),
  row("Hasta", "હસ્ત", "Moon", "deva", "buffalo", "aadi"),
  row("Chitra", "ચિત્રા", "Mars", "rakshasa", "tiger", "madhya"),
  row("Swati", "સ્વાતિ", "Rahu", "deva", "buffalo", "antya"),
  row("Vishakha", "વિશાખા", "Jupiter", "rakshasa", "tiger", "antya"),
  row("Anuradha", "અનુરાધા", "Saturn", "deva", "deer", "madhya"),
  row("Jyeshtha", "જ્યેષ્ઠા", "Mercury", "rakshasa", "deer", "aadi"),
  row("Mula", "મૂળ", "Ketu", "rakshasa", "dog", "aadi"),
  row("Purva Ashadha", "પૂર્વાષાઢા", "Venus", "manushya", "monkey", "madhya"),
  row("Uttara Ashadha", "ઉત્તરાષાઢા", "Sun", "manushya", "mongoose", "antya"),
  row("Shravana", "શ્રવણ", "Moon", "deva", "monkey", "antya"),
  row("Dhanishta", "ધનિષ્ઠા", "Mars", "rakshasa", "lion", "madhya"),
  row("Shatabhisha", "શતભિષા", "Rahu", "rakshasa", "horse", "aadi"),
  row("Purva Bhadrapada", "પૂર્વા ભાદ્રપદ", "Jupiter", "manushya", "lion", "aadi"),
  row("Uttara Bhadrapada", "ઉત્તરા ભાદ્રપદ", "Saturn", "manushya", "cow", "madhya"),
  row("Revati", "રેવતી", "Mercury", "deva", "elephant", "antya"),
];

export const nakshatraInfo = (n: Nakshatra): NakshatraInfo => NAKSHATRAS[n - 1]!;

/** 0-based pada index along the zodiac, 0 … 107. */
export const padaIndex = (n: Nakshatra, p: Pada): number => (n - 1) * 4 + (p - 1);

/** Nine padas per rashi (reference §1). */
export const rashiOfPada = (n: Nakshatra, p: Pada): Rashi =>
  (Math.floor(padaIndex(n, p) / 9) + 1) as Rashi;
