import { hasGujaratiScript, normalize } from "./normalize.ts";
import {
  type Entry,
  futureWords,
  gujaratiMarkers,
  type Subject,
  subjectWords,
  topicWords,
} from "./synonyms.ts";

export type Lang = "en" | "gu";

interface Matcher {
  re: RegExp;
  weight: number;
}

/** "ghar*" matches gharma, gharnu; "ghar" only the word itself. */
export function matcher(entry: Entry): Matcher {
  const [word, weight] = typeof entry === "string" ? [entry, 1] : entry;
  const stem = word.endsWith("*");
  const text = normalize(stem ? word.slice(0, -1) : word);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return { re: new RegExp(`(?:^| )${escaped}${stem ? "" : "(?= |$)"}`), weight };
}

/**
 * A topic's matchers, one per spelling: "chalu" and "ચાલુ" normalise to one word, which must
 * not count twice ("lagna pachi nokri chalu rakhse?" is about work, not continuing studies).
 */
function matchersOf(entries: Entry[]): Matcher[] {
  const bySpelling = new Map<string, Matcher>();
  for (const m of entries.map(matcher)) {
    const kept = bySpelling.get(m.re.source);
    if (!kept || m.weight > kept.weight) bySpelling.set(m.re.source, m);
  }
  return [...bySpelling.values()];
}

const topics = Object.entries(topicWords).map(([topic, entries]) => ({
  topic,
  matchers: matchersOf(entries),
}));
const subjects = (Object.entries(subjectWords) as [Exclude<Subject, "person">, string[]][]).map(
  ([subject, words]) => ({ subject, matchers: matchersOf(words) }),
);
const markers = new Set(gujaratiMarkers.map((w) => normalize(w)));
const englishWords = new Set(
  "is the what does do her his she he how where which are you me of a an to in have has any there will can and please tell who when why it this that my our we us".split(
    " ",
  ),
);

const future = futureWords.map(matcher);

/** Looking ahead, these topics are plans after marriage; the joint family first ("live in a joint family"). */
const AHEAD: [topic: string, plan: string][] = [
  ["family_type", "plan_joint"],
  ["work", "plan_work"],
  ["current_city", "plan_relocate"],
];

export const score = (text: string, ms: Matcher[]) =>
  ms.reduce((sum, m) => (m.re.test(text) ? sum + m.weight : sum), 0);

/**
 * Gujarati script answers in Gujarati; Latin letters answer in Gujarati when Gujarati words
 * outnumber English ones ("job kare che ke business?"), else in English.
 */
export function detectLang(question: string): Lang {
  if (hasGujaratiScript(question)) return "gu";
  const words = question.toLowerCase().match(/[a-z]+/g) ?? [];
  let gu = 0;
  let en = 0;
  for (const w of words) {
    if (englishWords.has(w)) en += 1;
    else if (markers.has(normalize(w))) gu += 1;
  }
  return gu > 0 && gu >= en ? "gu" : "en";
}

export interface Detected {
  lang: Lang;
  /** The best topic, or null when nothing matched. */
  topic: string | null;
  /** Who the question is about; null when it names nobody (the profile's own person). */
  subject: Subject | null;
  /** "How many", "ketla": a count is asked (siblings, people at home). */
  counting: boolean;
}

const COUNTING = new RegExp(
  `(?:^| )(?:${["how many", "ketla", "ketli", "number of", "any"].map(normalize).join("|")})(?= |$)`,
);

/** Language, who the question is about, and what about them. */
export function detect(question: string): Detected {
  const text = normalize(question);
  let best: { topic: string; score: number } | null = null;
  const scores = new Map<string, number>();
  for (const { topic, matchers } of topics) {
    const s = score(text, matchers);
    scores.set(topic, s);
    if (s > 0 && (!best || s > best.score)) best = { topic, score: s };
  }
  // "lagna pachi kya rahevanu?": where to live, after marriage; not marriage in general.
  const ahead =
    best && ["work", "family_type", "current_city", "plan_after"].includes(best.topic)
      ? AHEAD.find(([topic]) => (scores.get(topic) ?? 0) > 0)
      : undefined;
  if (best && ahead && score(text, future) > 0) best = { topic: ahead[1], score: best.score };
  let subject: Detected["subject"] = null;
  let subjectScore = 0;
  for (const { subject: name, matchers } of subjects) {
    const s = score(text, matchers);
    if (s > subjectScore) {
      subject = name;
      subjectScore = s;
    }
  }
  return {
    lang: detectLang(question),
    topic: best?.topic ?? null,
    subject,
    counting: COUNTING.test(text),
  };
}
