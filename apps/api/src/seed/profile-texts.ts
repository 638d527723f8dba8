import type { diets, familyTypes, familyValues, managedBySchema } from "@sagpan/contract";
import { occupationInProse, type WorkType } from "./careers.data.ts";
import { propertyTemplates } from "./family.data.ts";
import type { City, Region } from "./places.data.ts";
import type { Rng } from "./random.ts";
import {
  aboutClosers,
  aboutFamily,
  aboutHobbies,
  aboutOpeners,
  aboutWork,
  careerGoals,
  expectationByDiet,
  expectationByRegion,
  expectationCareer,
  expectationExtras,
  expectationLeads,
  expectationManglik,
  expectationRemarriage,
  expectationStudies,
  familyValuesPhrase,
} from "./texts.data.ts";
import { speak, type Voice } from "./voice.ts";

/** What the free-text fields are written from, so the texts agree with the structured fields. */
export interface MemberSketch {
  name: string;
  gender: "male" | "female";
  managedBy: (typeof managedBySchema.options)[number];
  occupation: string;
  work: WorkType;
  degree: string;
  /** Students only: what they are busy with ("the CA Final exams"). */
  pursuing?: string;
  city: City;
  hometown: string;
  native: string;
  familyType: (typeof familyTypes)[number];
  familyValues: (typeof familyValues)[number];
  diet: (typeof diets)[number];
  mangalDosh: boolean;
  marriedBefore: boolean;
  hobbies: readonly string[];
}

/** "an engineer", "a UX designer", "an HR executive": acronyms go by how their letter sounds. */
function article(phrase: string): string {
  const acronym = /^[A-Z]{2,}\b/.test(phrase);
  return (acronym ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(phrase) ? "an" : "a";
}

function fill(template: string, m: MemberSketch, vars: Record<string, string> = {}): string {
  const voice: Voice = {
    person: m.managedBy === "self" ? "first" : "third",
    name: m.name,
    gender: m.gender,
  };
  const values: Record<string, string> = {
    occ: occupationInProse(m.occupation),
    a: article(occupationInProse(m.occupation)),
    city: m.city.name,
    home: m.hometown,
    degree: m.degree,
    study: m.pursuing ?? "studies",
    family: m.familyType,
    values: familyValuesPhrase[m.familyValues],
    h1: m.hobbies[0] ?? "music",
    h2: m.hobbies[1] ?? "travelling",
    ...vars,
  };
  const filled = template.replace(/\{([a-z0-9]+)\}/g, (token, key: string) => values[key] ?? token);
  return speak(filled, voice);
}

/** When someone else writes the profile, they say so first, as families do. */
function introBy(rng: Rng, m: MemberSketch): string | null {
  const child = m.gender === "female" ? "daughter" : "son";
  const sibling = m.gender === "female" ? "sister" : "brother";
  switch (m.managedBy) {
    case "self":
      return null;
    case "parent":
      return `We are ${m.name}'s parents and have created this profile for our ${child}.`;
    case "sibling":
      return `I am creating this profile for my ${rng.pick(["younger", "elder"])} ${sibling}, ${m.name}.`;
    case "relative":
      return `This profile is managed by ${m.name}'s ${rng.pick(["maternal uncle", "aunt", "cousin"])} on behalf of the family.`;
    case "friend":
      return `I am a close friend of ${m.name}'s and am helping the family with this profile.`;
  }
}

export function composeAboutMe(rng: Rng, m: MemberSketch): string {
  const sentences = [
    introBy(rng, m),
    rng.pick(aboutOpeners),
    rng.pick(aboutWork[m.work]),
    rng.pick(aboutHobbies),
    rng.chance(0.7) ? rng.pick(aboutFamily) : null,
    rng.chance(0.6) ? rng.pick(aboutClosers) : null,
  ];
  return sentences
    .filter((s): s is string => s !== null)
    .map((s, i) => (i === 0 && m.managedBy !== "self" ? s : fill(s, m)))
    .join(" ");
}

function careerWish(work: WorkType): string | null {
  if (work === "not_working") return null;
  return work === "studying" ? expectationStudies : expectationCareer;
}

export function composeExpectation(rng: Rng, m: MemberSketch, region: Region): string {
  const sentences = [
    rng.pick(expectationLeads),
    rng.chance(0.6) ? expectationByDiet[m.diet] : null,
    rng.chance(0.6) ? expectationByRegion[region] : null,
    ...rng.sample(expectationExtras, rng.int(0, 2)),
    m.gender === "female" && rng.chance(0.6) ? careerWish(m.work) : null,
    m.mangalDosh && rng.chance(0.8) ? expectationManglik : null,
    m.marriedBefore ? expectationRemarriage : null,
  ];
  const text = sentences
    .filter((s): s is string => s !== null)
    .map((s) => fill(s, m, { years: String(rng.int(3, 6)) }));
  return [...new Set(text)].join(" ");
}

export function composeCareerGoals(rng: Rng, m: MemberSketch): string {
  return fill(rng.pick(careerGoals[m.work]), m);
}

const siblingStudies = ["engineering", "B.Com", "B.Pharm", "medicine", "architecture", "class 12"];
const siblingJobs = [
  "working as a software engineer",
  "working as a CA",
  "working as a teacher",
  "working as a doctor",
  "working in the family business",
];

/** Elder siblings first; the younger ones of a member past 26 have finished studying. */
export function composeSiblings(
  rng: Rng,
  count: number,
  age: number,
  cities: readonly string[],
): string {
  if (count === 0) return "Only child.";
  const siblings = Array.from({ length: count }, () => {
    const elder = rng.chance(0.5);
    const who = `${elder ? "Elder" : "Younger"} ${rng.chance(0.5) ? "brother" : "sister"}`;
    const city = rng.pick(cities);
    const grownUp = elder || age > 26 || rng.chance(0.3);
    let what = `studying ${rng.pick(siblingStudies)}`;
    if (grownUp) {
      what = rng.chance(0.6)
        ? `married, settled in ${city}`
        : `${rng.pick(siblingJobs)} in ${city}`;
    }
    return { elder, line: `${who}: ${what}.` };
  });
  return siblings
    .sort((a, b) => Number(b.elder) - Number(a.elder))
    .map((s) => s.line)
    .join(" ");
}

export function composeProperty(rng: Rng, m: MemberSketch): string {
  const area = m.city.areas.length > 0 ? rng.pick(m.city.areas) : "the city centre";
  return rng
    .pick(propertyTemplates)
    .replaceAll("{area}", area)
    .replaceAll("{city}", m.city.name)
    .replaceAll("{native}", m.native);
}
