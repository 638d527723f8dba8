// Rough Gujarati → Latin spelling, only good enough to compare gotra names (reference §6.4).
const CONSONANTS: Readonly<Record<string, string>> = {
  ક: "k",
  ખ: "kh",
  ગ: "g",
  ઘ: "gh",
  ઙ: "n",
  ચ: "ch",
  છ: "chh",
  જ: "j",
  ઝ: "jh",
  ઞ: "n",
  ટ: "t",
  ઠ: "th",
  ડ: "d",
  ઢ: "dh",
  ણ: "n",
  ત: "t",
  થ: "th",
  દ: "d",
  ધ: "dh",
  ન: "n",
  પ: "p",
  ફ: "ph",
  બ: "b",
  ભ: "bh",
  મ: "m",
  ય: "y",
  ર: "r",
  લ: "l",
  ળ: "l",
  વ: "v",
  શ: "sh",
  ષ: "sh",
  સ: "s",
  હ: "h",
};
const VOWELS: Readonly<Record<string, string>> = {
  અ: "a",
  આ: "aa",
  ઇ: "i",
  ઈ: "ee",
  ઉ: "u",
  ઊ: "oo",
  ઋ: "ru",
  એ: "e",
  ઐ: "ai",
  ઓ: "o",
  ઔ: "au",
  "ા": "aa",
  "િ": "i",
  "ી": "ee",
  "ુ": "u",
  "ૂ": "oo",
  "ૃ": "ru",
  "ે": "e",
  "ૈ": "ai",
  "ો": "o",
  "ૌ": "au",
  "ં": "n",
};

function gujaratiToLatin(text: string): string {
  let out = "";
  const chars = [...text];
  chars.forEach((ch, i) => {
    const consonant = CONSONANTS[ch];
    if (consonant === undefined) {
      out += VOWELS[ch] ?? (ch === "્" ? "" : ch);
      return;
    }
    const next = chars[i + 1];
    // A consonant carries an inherent "a" unless a vowel sign or virama follows.
    const inherent = next === undefined || !(next in VOWELS || next === "્") || next === "ં";
    out += consonant + (inherent ? "a" : "");
  });
  return out;
}

/**
 * A spelling-insensitive key for a gotra: Kashyap, Kashyapa, KASHYAP gotra and કશ્યપ all give
 * "ksyp". Drops "a" (schwa and length), aspiration and doubling; sh = s, w = v, ee = i, oo = u,
 * ai = e, au/ou = o, and ri = ru after a consonant (Bhrigu/Bhrugu).
 */
export function gotraKey(gotra: string): string {
  return gujaratiToLatin(gotra.normalize("NFC"))
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z]/g, " ")
    .replace(/\bgotr(a|am)?\b/g, " ")
    .replace(/\s+/g, "")
    .replace(/([^aeiou])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/f/g, "p")
    .replace(/x/g, "ks")
    .replace(/au|ou/g, "o")
    .replace(/ai|ei/g, "e")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(^|[^aeiou])ri/g, "$1ru")
    .replace(/a/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** Same (birth) gotra after normalising spellings; null when either is unknown. */
export function isSameGotra(a?: string | null, b?: string | null): boolean | null {
  const keyA = a ? gotraKey(a) : "";
  const keyB = b ? gotraKey(b) : "";
  if (keyA === "" || keyB === "") return null;
  return keyA === keyB;
}
