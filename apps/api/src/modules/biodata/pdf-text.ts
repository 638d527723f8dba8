import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";

/**
 * Noto Sans Gujarati as TTF (pdfkit draws WOFF2 blank and WOFF slowly). It has Latin letters,
 * digits, punctuation and ₹ as well, so one font prints both languages.
 */
const fontDir = dirname(
  createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-gujarati/package.json"),
);

let loaded: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * Parsed once per process: fontkit caches glyphs and the shaping tables on the font object,
 * which makes every PDF after the first several times faster.
 */
export function biodataFonts() {
  loaded ??= {
    regular: load("400Regular/NotoSansGujarati_400Regular.ttf"),
    bold: load("600SemiBold/NotoSansGujarati_600SemiBold.ttf"),
  };
  return loaded;
}

function load(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(join(fontDir, file)));
  // A .ttf holds one font; a collection would be a programming mistake here.
  if (!("layout" in font)) throw new Error(`${file} is a font collection`);
  return font;
}

const gujarati = /[\u0A80-\u0AFF\u0964\u0965]|\u200C|\u200D/;
const neutral = /[\s\d\p{P}\p{S}]/u;

/**
 * Splits text into runs of one script. The shaper picks its rules from the first letters it
 * sees, so "Krupa ક્રિષ્ના" shaped whole would leave the Gujarati vowel signs unordered.
 * Spaces, digits and punctuation stay with the run they follow.
 */
export function scriptRuns(text: string): string[] {
  const runs: { script: "gu" | "other" | null; text: string }[] = [];
  for (const ch of text) {
    const script = gujarati.test(ch) ? "gu" : neutral.test(ch) ? null : "other";
    const last = runs.at(-1);
    if (last && (script === null || last.script === script || last.script === null)) {
      last.text += ch;
      last.script ??= script;
    } else {
      runs.push({ script, text: ch });
    }
  }
  return runs.map((run) => run.text);
}

/**
 * Initials for the photo placeholder: "KP", or "ક શ" for Gujarati names, where an initial is
 * the first letter alone, without its vowel sign or conjunct.
 */
export function initialsOf(name: string, lastName: string): string {
  const first = (text: string) => {
    const [grapheme] = new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text.trim());
    const letter = grapheme?.segment ?? "";
    return gujarati.test(letter) ? [...letter][0]! : letter.toUpperCase();
  };
  const letters = [first(name), first(lastName)].filter(Boolean);
  return letters.join(letters.some((l) => gujarati.test(l)) ? " " : "");
}
