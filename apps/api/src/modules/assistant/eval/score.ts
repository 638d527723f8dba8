import type { EvalCase } from "./questions.ts";

/** What is judged of an answer: its text, the fields it used, its language. */
export interface Judged {
  message: string;
  sources: string[];
  lang: string;
}

/**
 * The viewed bride's Latin-letter name and places: a Gujarati answer writes them in Gujarati
 * script (કૃપા, અમદાવાદ), never "Krupa હાલ Ahmedabadમાં".
 */
const LATIN_NAMES = /Krupa|Patel|Ahmedabad|Surat/;

/** Every part of the question answered ("a|b&c": a or b, and c), and what it must say. */
export function rightFields([, fields, , says]: EvalCase, reply: Judged): boolean {
  const parts = fields ? fields.split("&").map((part) => part.split("|")) : [];
  const covered =
    parts.length === 0
      ? reply.sources.length === 0
      : parts.every((part) => reply.sources.some((s) => part.includes(s)));
  return covered && (!says || says.test(reply.message));
}

/** The asker's language, in its script; a Gujarati answer with Gujarati names and places. */
export function rightLanguage([, , lang]: EvalCase, reply: Judged): boolean {
  const gujarati = /[\u0A80-\u0AFF]/.test(reply.message);
  if (reply.lang !== lang) return false;
  return lang === "gu" ? gujarati && !LATIN_NAMES.test(reply.message) : !gujarati;
}

export function score(results: { c: EvalCase; reply: Judged }[]) {
  let field = 0;
  let lang = 0;
  const misses: string[] = [];
  for (const { c, reply } of results) {
    if (rightFields(c, reply)) field += 1;
    else misses.push(`${c[0]} → [${reply.sources.join(",")}] want ${c[1] || "none"}`);
    if (rightLanguage(c, reply)) lang += 1;
    else misses.push(`${c[0]} → language/script: ${reply.message}`);
  }
  return { field: field / results.length, lang: lang / results.length, misses };
}
