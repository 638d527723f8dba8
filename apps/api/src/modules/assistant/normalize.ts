import Sanscript from "@indic-transliteration/sanscript";

/**
 * One spelling for the three ways families write a question (English, Gujarati script,
 * Gujarati in Latin letters), so one synonym table serves all three. Gujarati script is
 * transliterated to Latin (IAST, which keeps short and long vowels apart), then both paths
 * collapse the variants people type: shu/su, chhe/che, kaam/kam, varas/varsh.
 */
const GUJARATI = /[\u0A80-\u0AFF]/;

export const hasGujaratiScript = (text: string) => GUJARATI.test(text);

const VOWEL = "aāiīuūeoēōṛ";
const isVowel = (c: string | undefined) => c !== undefined && VOWEL.includes(c);
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/**
 * Gujarati speech drops the inherent short "a" at a word's end and between a vowel-consonant
 * and a consonant-vowel ("keṭalā" is said "ketla", "kāma" is "kam"); Latin typists write what
 * they say, so the script path drops it too before both meet.
 */
function dropSchwa(word: string): string {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "a" && i > 0 && !isVowel(chars[i - 1]) && isLetter(chars[i - 1])) {
      const atEnd = i === chars.length - 1 || !isLetter(chars[i + 1]);
      const medial =
        i >= 2 &&
        isVowel(chars[i - 2]) &&
        isLetter(chars[i + 1]) &&
        !isVowel(chars[i + 1]) &&
        isVowel(chars[i + 2]) &&
        // "āgaḷa" is "aagal": the next syllable's own "a" is about to drop at the word's end.
        !(chars[i + 2] === "a" && i + 3 === chars.length);
      if ((atEnd && i > 1) || medial) continue;
    }
    out.push(c as string);
  }
  return out.join("");
}

/** Latin letters people use for the same sound → one letter. Order matters. */
const COLLAPSE: [RegExp, string][] = [
  [/chh/g, "ch"],
  [/sh/g, "s"],
  [/ph/g, "f"],
  [/([kgtdbj])h/g, "$1"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/q/g, "k"],
  [/ee|ii/g, "i"],
  [/oo|uu/g, "u"],
  [/aa/g, "a"],
  [/y(?=[^aeiou]|$)/g, "i"],
  [/(.)\1+/g, "$1"],
];

function fromScript(text: string): string {
  const latin = (Sanscript.t(text, "gujarati", "iast") as string)
    // Only the long-vowel macron matters below; dots under retroflexes and the like go.
    .normalize("NFD")
    // Anusvara: a nasal before a consonant ("maṃgaḷa" → mangal), silent at a word's end.
    .replace(/m\u0323(?=\p{L})/gu, "n")
    .replace(/m\u0323/g, "")
    .replace(/(?!\u0304)\p{M}/gu, "")
    .normalize("NFC")
    // IAST "c" is the sound typed "ch", and its "ch" the one typed "chh".
    .replace(/ch/g, "C")
    .replace(/c/g, "ch")
    .replace(/C/g, "chh")
    .split(/(\s+)/)
    .map(dropSchwa)
    .join("");
  return latin.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Lower-case words of one spelling, separated by single spaces. */
export function normalize(text: string): string {
  const latin = hasGujaratiScript(text) ? fromScript(text) : text;
  let out = latin
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  for (const [from, to] of COLLAPSE) out = out.replace(from, to);
  return out;
}
