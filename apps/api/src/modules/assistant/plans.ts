import type { Lang } from "@sagpan/contract";
import { matcher, score } from "./detect.ts";
import { normalize } from "./normalize.ts";
import type { Entry } from "./synonyms.ts";

/**
 * Plans after marriage (work, settling abroad, the joint family, where to live) have no field of
 * their own: members write them in their expectations, about-me and career-goals texts. So the
 * answer quotes the sentences of those texts that speak of the plan, in the member's own words,
 * and says plainly when none does: the assistant never guesses a plan.
 */
export const planTopics = ["plan_work", "plan_abroad", "plan_joint", "plan_relocate", "plan_after"];

/** The free texts plans are read from, in the order they are quoted. */
export const planFields = ["expectation", "aboutme", "career_goals"] as const;
export type PlanField = (typeof planFields)[number];

const ABROAD: Entry[] = [
  "abroad",
  "foreign",
  "overseas",
  "nri",
  "outside india",
  "videsh*",
  "pardesh*",
  "વિદેશ*",
  "પરદેશ*",
  "usa",
  "america*",
  "canada",
  "uk",
  "england",
  "australia",
  "london",
  "leicester",
  "new jersey",
  "new york",
  "chicago",
  "toronto",
  "nairobi",
  "dubai",
  "singapore",
  "sydney",
  "auckland",
  "અમેરિકા",
  "કેનેડા",
  "લંડન",
  "ઑસ્ટ્રેલિયા",
];

const WORK: Entry[] = [
  "work*",
  "job*",
  "career*",
  "naukri*",
  "nokri*",
  "business",
  "housewife",
  "homemaker",
  "profession*",
  "કામ*",
  "નોકરી*",
  "કારકિર્દી*",
  "ગૃહિણી",
  "ધંધ*",
];

/** Words that make a work sentence about what comes next, not the work of today. */
const AHEAD: Entry[] = [
  "marriage",
  "married",
  "after",
  "continu*",
  "support*",
  "comfortable",
  "later",
  "again",
  "plan*",
  "future",
  "want*",
  "wish*",
  "open to",
  "lagn*",
  "pachi",
  "chalu",
  "લગ્ન*",
  "પછી",
  "ચાલુ",
  "ભવિષ્ય*",
];

const JOINT: Entry[] = [
  "joint",
  "nuclear",
  "in law*",
  "inlaw*",
  "parents",
  "live with",
  "stay with",
  "separate*",
  "sasu*",
  "sasar*",
  "sanyukt*",
  "સંયુક્ત*",
  "વિભક્ત*",
  "સાસુ*",
  "સસરા*",
  "સાસર*",
  "માતાપિતા*",
];

const MOVE: Entry[] = ["settle*", "move*", "moving", "relocat*", "shift*", "સ્થાયી*", "સ્થળાંતર*"];

const MARRIAGE: Entry[] = ["marriage", "married", "wedding", "lagn*", "લગ્ન*", "પરણ*"];

const m = (entries: Entry[]) => entries.map(matcher);
const abroad = m(ABROAD);
const work = m(WORK);
const ahead = m(AHEAD);
const joint = m(JOINT);
const move = m(MOVE);
const marriage = m(MARRIAGE);

/** Whether a sentence (already normalised) speaks of the plan. */
const speaksOf: Record<string, (text: string) => boolean> = {
  plan_work: (t) => score(t, work) > 0 && score(t, ahead) > 0,
  plan_abroad: (t) => score(t, abroad) > 0,
  plan_joint: (t) => score(t, joint) > 0,
  plan_relocate: (t) => score(t, move) > 0 || score(t, abroad) > 0,
  plan_after: (t) => score(t, marriage) > 0,
};

/** A text's sentences: at full stops (English or the Gujarati danda), ! ? and new lines. */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface PlanQuote {
  field: PlanField;
  text: string;
}

/** The sentences of the member's texts that speak of a plan, each with the field it is from. */
export function findPlan(topic: string, texts: Record<PlanField, string | null>): PlanQuote[] {
  const test = speaksOf[topic];
  if (!test) return [];
  const quotes: PlanQuote[] = [];
  for (const field of planFields) {
    for (const sentence of sentences(texts[field] ?? "")) {
      if (test(normalize(sentence))) quotes.push({ field, text: sentence });
    }
  }
  return quotes;
}

type Texts = Record<Lang, string>;
const t = (en: string, gu: string): Texts => ({ en, gu });

/** What each plan is, inside "…'s profile says about {plan}" and "… does not say {plan}". */
export const planNames: Record<string, { about: Texts; whether: Texts }> = {
  plan_work: {
    about: t("working after marriage", "લગ્ન પછી નોકરી-કામ"),
    whether: t("whether {p} will work after marriage", "લગ્ન પછી નોકરી-કામ કરવા"),
  },
  plan_abroad: {
    about: t("settling abroad", "વિદેશમાં સ્થાયી થવા"),
    whether: t("whether {p} wants to settle abroad", "વિદેશમાં સ્થાયી થવા"),
  },
  plan_joint: {
    about: t("living with the joint family", "સંયુક્ત કુટુંબમાં રહેવા"),
    whether: t("whether {p} wants to live with the joint family", "લગ્ન પછી સંયુક્ત કુટુંબમાં રહેવા"),
  },
  plan_relocate: {
    about: t("where to live after marriage", "લગ્ન પછી ક્યાં રહેવું તે"),
    whether: t("where {p} wants to live after marriage", "લગ્ન પછી ક્યાં રહેવું તે"),
  },
  plan_after: {
    about: t("life after marriage", "લગ્ન પછીના જીવન"),
    whether: t("anything about {pos} plans after marriage", "લગ્ન પછીના આયોજન"),
  },
};

/** Today's fact that goes with a plan: the family a joint-family question is about, and so on. */
export const planToday: Record<string, string> = {
  plan_joint: "family_type",
  plan_relocate: "current_city",
  plan_abroad: "current_city",
  plan_work: "occupation",
};
