import { describe, expect, it } from "vitest";
import { AVAKAHADA } from "./avakahada.ts";
import { readBirthName } from "./names.ts";

// Reference §4: rashi of each pada, Ashwini first (the "(Mes)", "(Vrb)"… column).
const CHAKRA_RASHI = [
  [1, 1, 1, 1],
  [1, 1, 1, 1],
  [1, 2, 2, 2],
  [2, 2, 2, 2],
  [2, 2, 3, 3],
  [3, 3, 3, 3],
  [3, 3, 3, 4],
  [4, 4, 4, 4],
  [4, 4, 4, 4],
  [5, 5, 5, 5],
  [5, 5, 5, 5],
  [5, 6, 6, 6],
  [6, 6, 6, 6],
  [6, 6, 7, 7],
  [7, 7, 7, 7],
  [7, 7, 7, 8],
  [8, 8, 8, 8],
  [8, 8, 8, 8],
  [9, 9, 9, 9],
  [9, 9, 9, 9],
  [9, 10, 10, 10],
  [10, 10, 10, 10],
  [10, 10, 11, 11],
  [11, 11, 11, 11],
  [11, 11, 11, 12],
  [12, 12, 12, 12],
  [12, 12, 12, 12],
];

describe("readBirthName: every Avakahada syllable reads back as its own pada", () => {
  it.each(
    AVAKAHADA.flatMap((padas, n) => padas.map((syllable, p) => [syllable, n + 1, p + 1] as const)),
  )("%s is nakshatra %i pada %i", (syllable, nakshatra, pada) => {
    expect(readBirthName(syllable)).toMatchObject({
      source: "avakahada",
      nakshatra,
      pada,
      rashi: CHAKRA_RASHI[nakshatra - 1]![pada - 1],
    });
  });
});

describe("readBirthName", () => {
  it.each([
    // Gujarati script
    ["ચિરાગ", 27, 4],
    ["ચૂડામણિ", 1, 1],
    ["લીના", 2, 1],
    ["લિના", 2, 1], // short i tolerated
    ["ઇશાન", 3, 2], // short ઇ tolerated (chakra has ઈ)
    ["આરવ", 3, 1], // આ read as અ
    ["ઊર્મિ", 3, 3],
    ["ઐશ્વર્યા", 3, 4],
    ["ઓમ", 4, 1],
    ["કૈરવ", 7, 1], // ૈ grouped with ે
    ["કૌશલ", 7, 2], // ૌ grouped with ો
    ["વિવેક", 4, 3],
    ["બિપિન", 4, 3], // બ read as વ
    ["બેલા", 5, 1],
    ["છાયા", 6, 4], // bare consonant in the chakra: any vowel
    ["ઝીલ", 26, 3],
    ["હર્ષ", 7, 3], // inherent a read as the chakra's હા
    ["પૂજા", 13, 1],
    ["પુજા", 13, 1], // short u tolerated
    ["ખુશી", 22, 2],
    ["દેવ", 27, 1],
    ["દિવ્યા", 25, 4],
    // English letters
    ["Chirag", 27, 4],
    ["Aarav", 3, 1],
    ["Ishaan", 3, 2],
    ["Pooja", 13, 1],
    ["Reena", 14, 4],
    ["Kaushal", 7, 2],
    ["Bipin", 4, 3],
    ["Chhaya", 6, 4],
    ["Zeel", 26, 3],
    ["Yash", 18, 2],
    ["Om", 4, 1],
    ["Ānanya", 3, 1],
  ] as const)("%s → nakshatra %i pada %i", (name, nakshatra, pada) => {
    expect(readBirthName(name)).toMatchObject({ source: "avakahada", nakshatra, pada });
  });

  it.each([
    ["જુગલ", 10, "જ"], // જુ is Abhijit's, not in the 27-star chakra
    ["ખાનજી", 10, "ખ"],
    ["શીતલ", 11, "શ"], // શ has no chakra syllable
    ["Shital", 11, "શ"],
    ["ધીરેન", 9, "ધ"], // the chakra only has ધા
    ["Jugal", 10, "જ"],
  ] as const)("%s falls back to the first-letter table: rashi %i by %s", (name, rashi, letter) => {
    expect(readBirthName(name)).toEqual({
      source: "letter_table",
      rashi,
      nakshatra: null,
      pada: null,
      syllable: letter,
      assumptions: [],
    });
  });

  it("reads a conjunct initial by its first consonant and says so", () => {
    expect(readBirthName("પ્રિયા")).toMatchObject({
      nakshatra: 12,
      pada: 4,
      assumptions: ["conjunct_initial"],
    });
    expect(readBirthName("Priya")).toMatchObject({
      nakshatra: 12,
      pada: 4,
      assumptions: ["conjunct_initial"],
    });
    expect(readBirthName("ક્ષિતિજ")).toMatchObject({ nakshatra: 5, pada: 4, rashi: 3 });
    expect(readBirthName("Xitij")).toMatchObject({ nakshatra: 5, pada: 4, rashi: 3 });
    expect(readBirthName("શ્રેયા")).toMatchObject({ source: "letter_table", rashi: 11 });
    expect(readBirthName("જ્ઞાન")).toMatchObject({ nakshatra: 21, pada: 3, rashi: 10 });
  });

  it("reads ઋ as ru and says so", () => {
    expect(readBirthName("ઋષિ")).toMatchObject({
      nakshatra: 15,
      pada: 1,
      assumptions: ["vocalic_r"],
    });
    expect(readBirthName("Rushi")).toMatchObject({ nakshatra: 15, pada: 1, assumptions: [] });
  });

  it("reads English t and d as the dental letters and says so", () => {
    expect(readBirthName("Tanvi")).toMatchObject({
      nakshatra: 15,
      pada: 4,
      assumptions: ["latin_dental"],
    });
    expect(readBirthName("Dev")).toMatchObject({
      nakshatra: 27,
      pada: 1,
      assumptions: ["latin_dental"],
    });
  });

  it.each(["", "  ", "123", "—"])("returns null for %j", (name) => {
    expect(readBirthName(name)).toBeNull();
  });
});
