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
import { detect } from "./detect.ts";
import { fieldsFor, replyOnlyTopics } from "./fields.ts";
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

/** Detects, resolves follow-ups, and answers from the facts only. */
export function answer(question: string, facts: Facts, previous: Turn | null): Answer {
  const found = detect(question);
  const { lang } = found;
  let { topic, subject } = found;
  // "and her mother?": a new subject alone keeps the previous question's topic.
  if (topic === null && subject !== null && previous?.topic) topic = previous.topic;
  const turn = { topic, subject };
  const fields = fieldsFor(topic, subject, found.counting);
  const profile = facts.reply.data;
  const name = profile.name;
  const say = (message: string, sources: string[], shown: Record<string, string> = {}) => ({
    message,
    sources,
    lang,
    facts: shown,
    turn,
  });

  if (fields === null) {
    return { ...say(texts.unknown[lang], []), chips: chipsFor(lang, profile.gender) };
  }
  if (topic !== null && replyOnlyTopics.has(topic)) {
    if (topic === "greeting") {
      return {
        ...say(fill(texts.greeting[lang], { name }), []),
        chips: chipsFor(lang, profile.gender),
      };
    }
    return say(topic === "thanks" ? texts.thanks[lang] : texts.neverShared[lang], []);
  }
  if (fields[0] === "contact") return contactAnswer(facts, lang, say);
  if (fields[0] === "points") return pointsAnswer(facts, lang, say);
  if (fields[0] === "badges") return badgesAnswer(facts, lang, say);

  const shown = displayValues(profile, lang) as Record<string, string>;
  if (fields[0] === "occupation" && shown.occupation !== labels.na[lang]) {
    const value = shown.occupation as string;
    const work = shown.work as string;
    const kind = work === labels.na[lang] ? "" : ` (${work})`;
    return say(fill(texts.work[lang], { name, value, kind }), fields, {
      [labelOf("occupation", lang)]: value,
      [labelOf("work", lang)]: work,
    });
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

type Say = (message: string, sources: string[], shown?: Record<string, string>) => Answer;

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
  if (field === "lastName") return profile.lastName;
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
function contactAnswer({ reply }: Facts, lang: Lang, say: Say): Answer {
  const hidden = reply.flags.contacts_hidden;
  if (hidden === "plan") return say(texts.contactsHiddenPlan[lang], []);
  if (hidden === "viewer_not_verified") return say(texts.contactsHiddenVerify[lang], []);
  if (hidden === "target_not_verified") {
    return say(fill(texts.contactsHiddenTarget[lang], { name: reply.data.name }), []);
  }
  const list = reply.data.contact;
  if (list.length === 0) return say(texts.noContacts[lang], ["contact"]);
  const value = list
    .map((c) => [`${c.name} (${c.relation}): ${c.phone}`, c.address].filter(Boolean).join(", "))
    .join("; ");
  return say(fill(texts.contacts[lang], { name: reply.data.name, value }), ["contact"], {
    [labels.fields.phone[lang]]: value,
  });
}

function pointsAnswer({ reply }: Facts, lang: Lang, say: Say): Answer {
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
function badgesAnswer({ reply, viewerPlan }: Facts, lang: Lang, say: Say): Answer {
  if (viewerPlan === "Free") return say(texts.badgesFree[lang], []);
  const name = reply.data.name;
  const have = Object.entries(reply.data.badges)
    .filter(([, on]) => on)
    .map(([k]) => badgeNames[k]?.[lang] ?? k);
  const first = have.length
    ? fill(texts.badgesSome[lang], { name, value: have.join(", ") })
    : fill(texts.badgesNone[lang], { name });
  const message = viewerPlan === "Belief" ? `${first} ${texts.badgesBelief[lang]}` : first;
  return say(message, ["badges"], { badges: have.join(", ") });
}
