import type { Rashi } from "./types.ts";

/**
 * Avakahada chakra (reference §4): the four pada syllables of each nakshatra, Ashwini first, in
 * Gujarati. A bare consonant (ઘ, છ, ષ, ણ, ઠ, થ, ઝ, ઙ, ઞ) stands for that letter with any vowel.
 */
export const AVAKAHADA: readonly (readonly [string, string, string, string])[] = [
  ["ચૂ", "ચે", "ચો", "લા"],
  ["લી", "લૂ", "લે", "લો"],
  ["અ", "ઈ", "ઉ", "એ"],
  ["ઓ", "વા", "વી", "વૂ"],
  ["વે", "વો", "કા", "કી"],
  ["કૂ", "ઘ", "ઙ", "છ"],
  ["કે", "કો", "હા", "હી"],
  ["હૂ", "હે", "હો", "ડા"],
  ["ડી", "ડૂ", "ડે", "ડો"],
  ["મા", "મી", "મૂ", "મે"],
  ["મો", "ટા", "ટી", "ટૂ"],
  ["ટે", "ટો", "પા", "પી"],
  ["પૂ", "ષ", "ણ", "ઠ"],
  ["પે", "પો", "રા", "રી"],
  ["રૂ", "રે", "રો", "તા"],
  ["તી", "તૂ", "તે", "તો"],
  ["ના", "ની", "નૂ", "ને"],
  ["નો", "યા", "યી", "યૂ"],
  ["યે", "યો", "ભા", "ભી"],
  ["ભૂ", "ધા", "ફા", "ઢા"],
  ["ભે", "ભો", "જા", "જી"],
  ["ખી", "ખૂ", "ખે", "ખો"],
  ["ગા", "ગી", "ગૂ", "ગે"],
  ["ગો", "સા", "સી", "સૂ"],
  ["સે", "સો", "દા", "દી"],
  ["દૂ", "થ", "ઝ", "ઞ"],
  ["દે", "દો", "ચા", "ચી"],
];

/**
 * Gujarati first-letter → rashi (reference §5, GUW), the fallback when the first syllable is
 * not in the chakra (e.g. જુ, ખા, શ). ઈ is accepted beside GUW's ઇ.
 */
export const LETTER_RASHI: Readonly<Record<string, Rashi>> = Object.fromEntries(
  (
    [
      [1, "અ લ ઇ ઈ"],
      [2, "બ વ ઉ"],
      [3, "ક છ ઘ"],
      [4, "ડ હ"],
      [5, "મ ટ"],
      [6, "પ ઠ ણ"],
      [7, "ર ત"],
      [8, "ન ય"],
      [9, "ભ ધ ફ ઢ"],
      [10, "ખ જ"],
      [11, "ગ સ શ ષ"],
      [12, "દ ચ થ ઝ"],
    ] as const
  ).flatMap(([rashi, letters]) => letters.split(" ").map((letter) => [letter, rashi])),
);
