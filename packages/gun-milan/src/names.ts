import { AVAKAHADA, LETTER_RASHI } from "./avakahada.ts";
import { rashiOfPada } from "./nakshatras.ts";
import {
  gujaratiSyllable,
  latinSyllable,
  type NameAssumption,
  type Syllable,
  type VowelClass,
} from "./syllable.ts";
import type { Nakshatra, Pada, Rashi } from "./types.ts";

export type NameReading =
  | {
      source: "avakahada";
      rashi: Rashi;
      nakshatra: Nakshatra;
      pada: Pada;
      /** The chakra syllable that matched, e.g. "ચૂ". */
      syllable: string;
      assumptions: NameAssumption[];
    }
  | {
      source: "letter_table";
      rashi: Rashi;
      nakshatra: null;
      pada: null;
      /** The first letter that decided the rashi, e.g. "શ". */
      syllable: string;
      assumptions: NameAssumption[];
    };

interface ChakraCell {
  nakshatra: Nakshatra;
  pada: Pada;
  syllable: string;
}

// વ and બ are one sound for name syllables (reference §4: वा ≈ बा for Rohini and Mrigashira).
const chakraLetter = (letter: string): string => (letter === "બ" ? "વ" : letter);
const key = (letter: string, vowel: VowelClass | "any"): string =>
  `${chakraLetter(letter)}:${vowel}`;

const CHAKRA = new Map<string, ChakraCell>();
AVAKAHADA.forEach((padas, n) => {
  padas.forEach((syllable, p) => {
    const parsed = gujaratiSyllable(syllable)!;
    const vowel = parsed.bare ? "any" : parsed.vowel;
    CHAKRA.set(key(parsed.letter, vowel), {
      nakshatra: (n + 1) as Nakshatra,
      pada: (p + 1) as Pada,
      syllable,
    });
  });
});

const GUJARATI_LETTER = /[\u0A80-\u0AFF]/;

function firstSyllable(name: string): Syllable | null {
  return GUJARATI_LETTER.test(name.trim()[0] ?? "") ? gujaratiSyllable(name) : latinSyllable(name);
}

/**
 * Nakshatra and pada of a birth name (Gujarati or English letters) from its first syllable by
 * the Avakahada chakra; when the syllable is not in the chakra, the rashi alone from the
 * Gujarati first-letter table (reference §5). Null when neither knows the first letter.
 */
export function readBirthName(name: string): NameReading | null {
  const syllable = firstSyllable(name);
  if (syllable === null) return null;
  const { letter, vowel, assumptions } = syllable;
  const cell = CHAKRA.get(key(letter, vowel)) ?? CHAKRA.get(key(letter, "any"));
  if (cell !== undefined) {
    return {
      source: "avakahada",
      rashi: rashiOfPada(cell.nakshatra, cell.pada),
      ...cell,
      assumptions,
    };
  }
  const rashi = LETTER_RASHI[letter];
  if (rashi === undefined) return null;
  return {
    source: "letter_table",
    rashi,
    nakshatra: null,
    pada: null,
    syllable: letter,
    assumptions,
  };
}
