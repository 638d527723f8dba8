/**
 * The parts of a question that asks several things ("where does she live and how much has she
 * studied?", "ક્યાં રહે છે અને કેટલું ભણી છે?"): cut at sentence marks, commas and the words
 * that join two questions in English, Gujarati script and Latin-letter Gujarati. "or" joins the
 * choices of one question ("veg or non veg?"), so it does not cut. A part that asks nothing
 * ("please") is dropped later, by the answerer, when no topic or person is found in it.
 */
const JOINERS = [
  "and",
  "also",
  "plus",
  "as well as",
  "ane",
  "ne",
  "tatha",
  "temaj",
  "અને",
  "ને",
  "તથા",
  "તેમજ",
];

// A joiner is a whole word: "and" not inside "handle", "ને" not the ending of "એને".
const CUT = new RegExp(
  `[?!;,\\n]+|\\.(?=\\s|$)|&|(?<![\\p{L}\\p{M}])(?:${JOINERS.join("|")})(?![\\p{L}\\p{M}])`,
  "giu",
);

export function splitQuestion(question: string): string[] {
  return question
    .split(CUT)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
