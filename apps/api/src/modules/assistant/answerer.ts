import type { Lang, PlanName, profileReplySchema } from "@sagpan/contract";
import type { z } from "zod";
import { displayValues } from "../biodata/biodata-fields.ts";
import { labels } from "../biodata/biodata-labels.ts";
import {
  badgeNames,
  bandNames,
  doshaNames,
  fill,
  kootaNames,
  reasonNames,
  texts,
} from "./answer-texts.ts";
import { detect, detectLang } from "./detect.ts";
import { fieldsFor, replyOnlyTopics } from "./fields.ts";
import { nameInGujarati, placeInGujarati } from "./gujarati-script.ts";
import { findPlan, planFields, planNames, planToday, planTopics } from "./plans.ts";
import { splitQuestion } from "./split.ts";
import type { Subject } from "./synonyms.ts";

type ProfileReply = z.infer<typeof profileReplySchema>;

/** What the viewer may see of the profile: the profile reply itself, built by its own rules. */
export interface Facts {
  reply: ProfileReply;
  viewerPlan: PlanName;
}

/** The last topic and subject of a conversation, for follow-ups ("and her mother?"). */
export interface Turn {
  topic: string | null;
  subject: Subject | null;
}

export interface Answer {
  message: string;
  sources: string[];
  lang: Lang;
  chips?: string[];
  /** The viewer-visible facts the answer used, label → value (what an LLM prompt may hold). */
  facts: Record<string, string>;
  turn: Turn;
}

const KOOTAS = ["varna", "vashya", "tara", "yoni", "graha_maitri", "gana", "bhakoot", "nadi"];

export function chipsFor(lang: Lang, gender: "male" | "female"): string[] {
  const p = gender === "female" ? "she" : "he";
  return texts.chips[lang].map((c) => fill(c, { p }));
}

/** One part's answer, before the parts of a question are joined. */
interface Piece {
  message: string;
  sources: string[];
  facts: Record<string, string>;
}

/**
 * Detects, resolves follow-ups, and answers from the facts only; every part of a question
 * ("where does she live and how much has she studied?") gets its own answer, in order.
 */
export function answer(question: string, facts: Facts, previous: Turn | null): Answer {
  const lang = detectLang(question);
  const profile = facts.reply.data;
  const name = lang === "gu" ? nameInGujarati(profile.name) : profile.name;
  const ctx: Ctx = { facts, lang, name };
  let turn: Turn = { topic: null, subject: null };
  let last = previous;
  const pieces: { piece: Piece; topic: string | null }[] = [];
  const seen = new Set<string>();
  for (const part of splitQuestion(question)) {
    const found = detect(part);
    let { topic } = found;
    const { subject } = found;
    if (topic === null && subject === null) continue;
    // "and her mother?": a new subject alone keeps the previous question's (or part's) topic.
    if (topic === null && subject !== null && last?.topic) topic = last.topic;
    turn = { topic, subject };
    last = turn;
    const fields = fieldsFor(topic, subject, found.counting);
    if (fields === null) continue;
    const key = `${topic}:${fields.join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pieces.push({ piece: answerPart(topic, fields, ctx), topic });
  }
  // Greetings and thanks beside a real question are not answered on their own.
  const informative = pieces.filter(({ topic }) => topic !== "greeting" && topic !== "thanks");
  const kept = informative.some(({ piece }) => piece.sources.length > 0) ? informative : pieces;
  if (kept.length === 0) {
    return {
      message: texts.unknown[lang],
      sources: [],
      lang,
      facts: {},
      turn,
      chips: chipsFor(lang, profile.gender),
    };
  }
  const only = kept.length === 1 ? kept[0]?.topic : null;
  return {
    message: kept.map(({ piece }) => piece.message).join(" "),
    sources: [...new Set(kept.flatMap(({ piece }) => piece.sources))],
    lang,
    facts: Object.assign({}, ...kept.map(({ piece }) => piece.facts)),
    turn,
    ...(only === "greeting" ? { chips: chipsFor(lang, profile.gender) } : {}),
  };
}

interface Ctx {
  facts: Facts;
  lang: Lang;
  /** The profile's first name, in Gujarati script for a Gujarati answer. */
  name: string;
}

function answerPart(topic: string | null, fields: string[], ctx: Ctx): Piece {
  const { facts, lang, name } = ctx;
  const profile = facts.reply.data;
  const say = (message: string, sources: string[], shown: Record<string, string> = {}) => ({
    message,
    sources,
    facts: shown,
  });
  if (topic !== null && replyOnlyTopics.has(topic)) {
    if (topic === "greeting") return say(fill(texts.greeting[lang], { name }), []);
    return say(topic === "thanks" ? texts.thanks[lang] : texts.neverShared[lang], []);
  }
  if (fields[0] === "contact") return contactAnswer(facts, lang, say);
  if (fields[0] === "points") return pointsAnswer(facts, lang, say);
  if (fields[0] === "badges") return badgesAnswer(facts, lang, say);

  const shown = shownValues(profile, lang);
  if (topic !== null && planTopics.includes(topic)) return planAnswer(topic, shown, ctx, say);
  if (fields[0] === "occupation" && shown.occupation !== labels.na[lang]) {
    return workPiece(shown, ctx, say);
  }
  const lines: string[] = [];
  const used: Record<string, string> = {};
  for (const field of fields) {
    const value = fieldValue(field, profile, shown, lang);
    used[labelOf(field, lang)] = value;
    lines.push(sentence(field, value, name, profile.age, lang));
  }
  return say(lines.join(" "), fields, used);
}

/** The biodata's display values; in Gujarati, the city and birthplace in Gujarati script. */
function shownValues(profile: Facts["reply"]["data"], lang: Lang): Record<string, string> {
  const shown = displayValues(profile, lang) as Record<string, string>;
  if (lang !== "gu") return shown;
  const na = labels.na[lang];
  for (const field of ["current_city", "birth_place"]) {
    const value = shown[field];
    if (value && value !== na) shown[field] = placeInGujarati(value);
  }
  shown.name = nameInGujarati(shown.name ?? "");
  return shown;
}

function workPiece(shown: Record<string, string>, { lang, name }: Ctx, say: Say): Piece {
  const value = shown.occupation as string;
  const work = shown.work as string;
  const kind = work === labels.na[lang] ? "" : ` (${work})`;
  return say(fill(texts.work[lang], { name, value, kind }), ["occupation", "work"], {
    [labelOf("occupation", lang)]: value,
    [labelOf("work", lang)]: work,
  });
}

/**
 * A plan after marriage in the member's own words (plans.ts), then today's fact that goes with
 * it ("her family is joint"); when no text speaks of it, that the profile does not say.
 */
function planAnswer(topic: string, shown: Record<string, string>, ctx: Ctx, say: Say): Piece {
  const { facts, lang, name } = ctx;
  const profile = facts.reply.data;
  const quotes = findPlan(topic, {
    expectation: profile.expectation,
    aboutme: profile.aboutme,
    career_goals: profile.career_goals,
  });
  const names = planNames[topic] as (typeof planNames)[string];
  const pronoun = profile.gender === "female" ? { p: "she", pos: "her" } : { p: "he", pos: "his" };
  const used: Record<string, string> = {};
  let message: string;
  if (quotes.length > 0) {
    const said = quotes.map((q) => `“${q.text}” (${labelOf(q.field, lang)})`).join(" ");
    for (const q of quotes) used[labelOf(q.field, lang)] = q.text;
    message = fill(texts.planSays[lang], { plan: names.about[lang], name, quotes: said });
  } else {
    message = fill(texts.planSilent[lang], {
      name,
      whether: fill(names.whether[lang], pronoun),
    });
  }
  const sources: string[] =
    quotes.length > 0 ? [...new Set(quotes.map((q) => q.field))] : [...planFields];
  const today = planToday[topic];
  if (today && shown[today] && shown[today] !== labels.na[lang]) {
    const now =
      today === "occupation"
        ? workPiece(shown, ctx, say)
        : say(sentence(today, shown[today] as string, name, profile.age, lang), [today], {
            [labelOf(today, lang)]: shown[today] as string,
          });
    message = `${message} ${now.message}`;
    sources.push(...now.sources);
    Object.assign(used, now.facts);
  }
  return say(message, sources, used);
}

const firstName = (reply: ProfileReply, lang: Lang) =>
  lang === "gu" ? nameInGujarati(reply.data.name) : reply.data.name;

type Say = (message: string, sources: string[], shown?: Record<string, string>) => Piece;

function labelOf(field: string, lang: Lang): string {
  const label = (labels.fields as Record<string, Record<Lang, string>>)[field]?.[lang];
  if (label) return label;
  const extra: Record<string, Record<Lang, string>> = {
    lastName: { en: "Surname", gu: "અટક" },
    video_intro: { en: "Intro video", gu: "પરિચય વિડિયો" },
    pics: { en: "Photos", gu: "ફોટા" },
  };
  return extra[field]?.[lang] ?? field;
}

function fieldValue(
  field: string,
  profile: Facts["reply"]["data"],
  shown: Record<string, string>,
  lang: Lang,
): string {
  if (field === "lastName")
    return lang === "gu" ? nameInGujarati(profile.lastName) : profile.lastName;
  if (field === "video_intro") return (profile.video_intro ? labels.yes : labels.no)[lang];
  if (field === "pics") return String(profile.pics.length);
  return shown[field] ?? labels.na[lang];
}

function sentence(field: string, value: string, name: string, age: number, lang: Lang): string {
  const na = value === labels.na[lang];
  if (field === "age") return fill(texts.age[lang], { name, n: age });
  if (field === "height" && !na) return fill(texts.height[lang], { name, value });
  if (field === "current_city" && !na) return fill(texts.city[lang], { name, value });
  if (field === "name") return fill(texts.fullName[lang], { value: name });
  if (field === "video_intro")
    return fill((value === labels.yes[lang] ? texts.videoYes : texts.videoNo)[lang], { name });
  if (field === "pics") return fill(texts.pics[lang], { name, n: value });
  const label = labelOf(field, lang);
  return fill(texts.field[lang], {
    name,
    label: lang === "en" ? label.toLowerCase() : label,
    value,
  });
}

/** Contacts only as the profile reply lists them: empty, with the reason, when hidden. */
function contactAnswer({ reply }: Facts, lang: Lang, say: Say): Piece {
  const hidden = reply.flags.contacts_hidden;
  if (hidden === "plan") return say(texts.contactsHiddenPlan[lang], []);
  if (hidden === "viewer_not_verified") return say(texts.contactsHiddenVerify[lang], []);
  if (hidden === "target_not_verified") {
    return say(fill(texts.contactsHiddenTarget[lang], { name: firstName(reply, lang) }), []);
  }
  const list = reply.data.contact;
  if (list.length === 0) return say(texts.noContacts[lang], ["contact"]);
  const value = list
    .map((c) => {
      const who = lang === "gu" ? nameInGujarati(c.name) : c.name;
      return [`${who} (${c.relation}): ${c.phone}`, c.address].filter(Boolean).join(", ");
    })
    .join("; ");
  return say(fill(texts.contacts[lang], { name: firstName(reply, lang), value }), ["contact"], {
    [labels.fields.phone[lang]]: value,
  });
}

function pointsAnswer({ reply }: Facts, lang: Lang, say: Say): Piece {
  const points = reply.points;
  if (!points || points.total === null) return say(texts.noPoints[lang], ["points"]);
  const parts = [
    fill(texts.pointsTotal[lang], {
      total: points.total,
      max: points.max.total ?? 36,
      band: points.band ? (bandNames[points.band]?.[lang] ?? points.band) : "",
    }),
  ];
  const weak = KOOTAS.filter((k) => {
    const got = points[k as keyof typeof points] as number | null;
    const max = points.max[k as keyof typeof points.max];
    return got !== null && max !== null && max > 0 && got < max / 2;
  }).map((k) => {
    const got = points[k as keyof typeof points] as number;
    return `${kootaNames[k]?.[lang]} ${got}/${points.max[k as keyof typeof points.max]}`;
  });
  if (weak.length > 0) parts.push(fill(texts.pointsWeak[lang], { value: weak.join(", ") }));
  const doshas = points.doshas.map((d) => {
    const state = d.cancelled
      ? fill(texts.cancelled[lang], {
          value: d.reasons.map((r) => reasonNames[r]?.[lang] ?? r).join(", "),
        })
      : texts.present[lang];
    return `${doshaNames[d.kind]?.[lang] ?? d.kind} (${state})`;
  });
  parts.push(
    doshas.length > 0
      ? fill(texts.pointsDoshas[lang], { value: doshas.join("; ") })
      : texts.pointsNoDosha[lang],
  );
  const message = parts.join(" ");
  return say(message, ["points"], { "Gun Milan": message });
}

/** Badges as the reply carries them (already cut to the viewer's plan), and why some are not. */
function badgesAnswer({ reply, viewerPlan }: Facts, lang: Lang, say: Say): Piece {
  if (viewerPlan === "Free") return say(texts.badgesFree[lang], []);
  const name = firstName(reply, lang);
  const have = Object.entries(reply.data.badges)
    .filter(([, on]) => on)
    .map(([k]) => badgeNames[k]?.[lang] ?? k);
  const first = have.length
    ? fill(texts.badgesSome[lang], { name, value: have.join(", ") })
    : fill(texts.badgesNone[lang], { name });
  const message = viewerPlan === "Belief" ? `${first} ${texts.badgesBelief[lang]}` : first;
  return say(message, ["badges"], { badges: have.join(", ") });
}
