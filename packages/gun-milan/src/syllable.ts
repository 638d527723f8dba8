export type VowelClass = "a" | "i" | "u" | "e" | "o";

/** Readings a name's first syllable needed that no source spells out (reference §4, §5). */
export type NameAssumption =
  /** A consonant cluster (પ્ર, ક્ષ, Shr…) read as its first consonant with the cluster's vowel. */
  | "conjunct_initial"
  /** ઋ / ૃ read "ru", as Gujarati speaks it. */
  | "vocalic_r"
  /** English t, th, d, dh read as the dental ત થ દ ધ, the usual letters of Gujarati names. */
  | "latin_dental";

export interface Syllable {
  /** First Gujarati consonant, or "" when the name starts with a vowel. */
  letter: string;
  /** Vowel length is ignored (reference §4: चु/चू, ली/लि…); ઐ/ઔ group with એ/ઓ. */
  vowel: VowelClass;
  /** A consonant written without a vowel sign (inherent "a"). */
  bare: boolean;
  assumptions: NameAssumption[];
}

const INDEPENDENT: Readonly<Record<string, VowelClass>> = {
  અ: "a",
  આ: "a",
  ઇ: "i",
  ઈ: "i",
  ઉ: "u",
  ઊ: "u",
  એ: "e",
  ઐ: "e",
  ઍ: "e",
  ઓ: "o",
  ઔ: "o",
  ઑ: "o",
};
const SIGNS: Readonly<Record<string, VowelClass>> = {
  "ા": "a",
  "િ": "i",
  "ી": "i",
  "ુ": "u",
  "ૂ": "u",
  "ે": "e",
  "ૈ": "e",
  "ૅ": "e",
  "ો": "o",
  "ૌ": "o",
  "ૉ": "o",
};
const VIRAMA = "્";
const NUKTA = "઼";

const isGujaratiConsonant = (ch: string | undefined): ch is string =>
  ch !== undefined && ch >= "ક" && ch <= "હ";

/** First syllable of Gujarati text, or null when it does not start with a Gujarati letter. */
export function gujaratiSyllable(text: string): Syllable | null {
  const chars = [...text.trim().replaceAll(NUKTA, "")];
  const first = chars[0];
  if (first === "ઋ") return { letter: "ર", vowel: "u", bare: false, assumptions: ["vocalic_r"] };
  if (first !== undefined && INDEPENDENT[first]) {
    return { letter: "", vowel: INDEPENDENT[first], bare: false, assumptions: [] };
  }
  if (!isGujaratiConsonant(first)) return null;
  let i = 1;
  while (chars[i] === VIRAMA && isGujaratiConsonant(chars[i + 1])) i += 2;
  const assumptions: NameAssumption[] = i > 1 ? ["conjunct_initial"] : [];
  const sign = chars[i];
  if (sign === "ૃ")
    return { letter: first, vowel: "u", bare: false, assumptions: [...assumptions, "vocalic_r"] };
  const vowel = sign === undefined ? undefined : SIGNS[sign];
  return { letter: first, vowel: vowel ?? "a", bare: vowel === undefined, assumptions };
}

// Longest spellings first; "x" spells the cluster ક્ષ. English cannot tell ટ/ત or ડ/દ apart,
// see "latin_dental".
const LATIN_CONSONANTS: readonly (readonly [string, string])[] = [
  ["chh", "છ"],
  ["ch", "ચ"],
  ["kh", "ખ"],
  ["gh", "ઘ"],
  ["jh", "ઝ"],
  ["th", "થ"],
  ["dh", "ધ"],
  ["ph", "ફ"],
  ["bh", "ભ"],
  ["sh", "શ"],
  ["x", "ક્ષ"],
  ["k", "ક"],
  ["q", "ક"],
  ["c", "ક"],
  ["g", "ગ"],
  ["j", "જ"],
  ["z", "ઝ"],
  ["t", "ત"],
  ["d", "દ"],
  ["n", "ન"],
  ["p", "પ"],
  ["f", "ફ"],
  ["b", "બ"],
  ["m", "મ"],
  ["y", "ય"],
  ["r", "ર"],
  ["l", "લ"],
  ["v", "વ"],
  ["w", "વ"],
  ["s", "સ"],
  ["h", "હ"],
];
const DENTAL = new Set(["ત", "થ", "દ", "ધ"]);
const LATIN_VOWELS: readonly (readonly [string, VowelClass])[] = [
  ["ai", "e"],
  ["au", "o"],
  ["ee", "i"],
  ["oo", "u"],
  ["a", "a"],
  ["i", "i"],
  ["u", "u"],
  ["e", "e"],
  ["o", "o"],
];

const consonantAt = (s: string, i: number) =>
  LATIN_CONSONANTS.find(([spelling]) => s.startsWith(spelling, i));

/** First syllable of a name in English letters (accents dropped), or null. */
export function latinSyllable(text: string): Syllable | null {
  const s = text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  let i = 0;
  const letters: string[] = [];
  for (let match = consonantAt(s, i); match; match = consonantAt(s, i)) {
    letters.push(match[1]);
    i += match[0].length;
  }
  const vowel = LATIN_VOWELS.find(([spelling]) => s.startsWith(spelling, i));
  const first = letters[0];
  if (first === undefined) {
    return vowel ? { letter: "", vowel: vowel[1], bare: false, assumptions: [] } : null;
  }
  const assumptions: NameAssumption[] = [];
  if (letters.length > 1 || first.length > 1) assumptions.push("conjunct_initial");
  if (DENTAL.has(first)) assumptions.push("latin_dental");
  return { letter: [...first][0]!, vowel: vowel?.[1] ?? "a", bare: false, assumptions };
}
