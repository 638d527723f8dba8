import { emptyPreferences, type PreferenceName, type Preferences } from "@sagpan/contract";
import type { partnerPreferences, profiles } from "../db/schema.ts";
import { fitColumns } from "../modules/matchmaking/fit-columns.ts";
import { columnsOf } from "../modules/matchmaking/preferences.repository.ts";
import type { Degree } from "./careers.data.ts";
import { type City, cities } from "./places.data.ts";
import { createRng, type Rng } from "./random.ts";

/**
 * A member's matchmaking side: education level, sub-community, languages and partner
 * preferences as families state them. Drawn from a generator of its own (named by the
 * member's id), so adding it changed none of the values members had before.
 */

const levels: Record<Degree["level"], NonNullable<Preferences["education_level"][number]>> = {
  "Higher secondary": "school",
  Diploma: "diploma",
  Graduate: "bachelors",
  "Post graduate": "masters",
  Doctorate: "doctorate",
  Professional: "professional",
};
const levelOrder = ["school", "diploma", "bachelors", "professional", "masters", "doctorate"];

/** The samaj a surname usually belongs to; a few surnames are shared by two. */
const communities: Record<string, readonly string[]> = {
  Patel: ["Leuva Patel", "Kadva Patel"],
  Amin: ["Charotar Patidar"],
  Shah: ["Dasha Shrimali Vanik", "Visa Oswal Jain"],
  Mehta: ["Dasha Shrimali Vanik", "Nagar"],
  Parikh: ["Kapol Vanik"],
  Gandhi: ["Modh Vanik"],
  Sheth: ["Kapol Vanik"],
  Kothari: ["Visa Oswal Jain"],
  Doshi: ["Visa Shrimali Jain"],
  Sanghvi: ["Visa Oswal Jain"],
  Modi: ["Modh Vanik"],
  Vora: ["Dawoodi Vora", "Kapol Vanik"],
  Desai: ["Anavil Brahmin"],
  Joshi: ["Audichya Brahmin"],
  Trivedi: ["Audichya Brahmin"],
  Pandya: ["Audichya Brahmin"],
  Bhatt: ["Nagar Brahmin", "Audichya Brahmin"],
  Vyas: ["Shrimali Brahmin"],
  Dave: ["Audichya Brahmin"],
  Upadhyay: ["Audichya Brahmin"],
  Acharya: ["Audichya Brahmin"],
  Raval: ["Audichya Brahmin"],
  Thakkar: ["Lohana"],
  Chauhan: ["Rajput"],
  Jadeja: ["Rajput"],
  Solanki: ["Rajput"],
  Parmar: ["Rajput"],
  Vaghela: ["Rajput"],
  Soni: ["Soni"],
  Gajjar: ["Gurjar Suthar"],
  Mistry: ["Gurjar Suthar"],
  Panchal: ["Panchal"],
  Bhavsar: ["Bhavsar"],
};

type Profile = typeof profiles.$inferInsert;

export interface MatchingSide {
  profile: Pick<Profile, "educationLevel" | "subCommunity" | "nativePlace" | "languages"> &
    ReturnType<typeof fitColumns>;
  preferences: typeof partnerPreferences.$inferInsert;
}

function languagesFor(rng: Rng, city: City): string[] {
  if (city.region === "abroad")
    return rng.chance(0.6) ? ["Gujarati", "English"] : ["English", "Gujarati", "Hindi"];
  if (city.region === "india") return ["Gujarati", "Hindi", "English"];
  return rng.chance(0.7) ? ["Gujarati", "Hindi", "English"] : ["Gujarati", "Hindi"];
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The preferences a family of this member would state, wishes and deal-breakers both. */
function preferencesFor(rng: Rng, m: Facts, subCommunity: string): Preferences {
  const level = levels[m.level];
  const p: Preferences = { ...emptyPreferences, must: [] };
  const must = (name: PreferenceName, chance: number) => {
    if (rng.chance(chance)) p.must.push(name);
  };
  if (m.gender === "female") {
    p.age_min = clamp(m.age - rng.int(0, 1), 21, 80);
    p.age_max = clamp(m.age + rng.int(3, 6), p.age_min, 80);
    if (m.height !== null && rng.chance(0.5))
      p.height_min = clamp(m.height + rng.int(0, 8), 120, 230);
    if (rng.chance(0.5)) p.income_min = rng.pick([300_000, 500_000, 800_000, 1_000_000, 1_500_000]);
  } else {
    p.age_min = clamp(m.age - rng.int(4, 7), 18, 80);
    p.age_max = clamp(m.age + rng.int(0, 2), p.age_min, 80);
    if (m.height !== null && rng.chance(0.4))
      p.height_max = clamp(m.height - rng.int(0, 5), 120, 230);
  }
  must("age", 0.8);
  must("height", 0.3);
  must("income", 0.2);
  if (m.maritalStatus === "never_married" ? rng.chance(0.8) : rng.chance(0.5)) {
    p.maritial_status =
      m.maritalStatus === "never_married"
        ? ["never_married"]
        : ["divorced", "widowed", "separated", "awaiting_divorce"];
    must("maritial_status", 0.6);
  }
  if (m.diet === "jain" && rng.chance(0.7)) p.dietary_preferences = ["jain"];
  else if (m.diet === "vegetarian" && rng.chance(0.6))
    p.dietary_preferences = ["vegetarian", "jain"];
  if (p.dietary_preferences.length > 0) must("dietary_preferences", 0.5);
  if (rng.chance(0.3)) {
    const near = cities.filter((c) => c.region === m.city.region);
    p.city = [m.city.name, ...rng.sample(near, rng.int(0, 2)).map((c) => c.name)];
    must("city", 0.2);
  }
  if (rng.chance(0.4)) {
    const from = Math.max(0, levelOrder.indexOf(level) - 1);
    p.education_level = levelOrder.slice(from) as Preferences["education_level"];
    must("education_level", 0.3);
  }
  if (m.gender === "female" && rng.chance(0.25)) {
    p.work = ["private_job", "government_job", "business", "self_employed", "professional"];
    must("work", 0.3);
  }
  if (rng.chance(0.3)) {
    p.sub_community = [subCommunity];
    must("sub_community", 0.4);
  }
  if (rng.chance(0.08)) p.native_place = [m.native];
  if (rng.chance(0.6)) {
    p.smoking = ["never"];
    must("smoking", 0.3);
  }
  if (rng.chance(0.4)) p.drinking = ["never", "occasionally"];
  if (m.mangalDosh && rng.chance(0.5)) p.mangal_dosh = "yes";
  else if (!m.mangalDosh && rng.chance(0.2)) p.mangal_dosh = "no";
  if (p.mangal_dosh !== "any") must("mangal_dosh", 0.5);
  if (rng.chance(0.6)) {
    p.exclude_same_gotra = true;
    must("gotra", 0.7);
  }
  if (rng.chance(0.3)) {
    p.min_gun = rng.pick([18, 18, 20, 24]);
    must("gun", 0.4);
  }
  return p;
}

export interface Facts {
  id: string;
  gender: "male" | "female";
  age: number;
  height: number | null;
  maritalStatus: string;
  diet: string;
  mangalDosh: boolean;
  city: City;
  native: string;
  surname: string;
  level: Degree["level"];
}

/**
 * Deal-breakers a demo account keeps: its family's other preferences stay wishes. The draw
 * depends on the member's id, which carries the seeding time, so a demo account's deal-breakers
 * could otherwise (Nagar only, 18–25, Gun Milan 20+) leave nobody to recommend on some days.
 */
const demoMusts: ReadonlySet<string> = new Set(["age", "gotra"]);

export function matchingSide(f: Facts, opts: { demo?: boolean } = {}): MatchingSide {
  const rng = createRng(`sagpan-matching-${f.id}`);
  const subCommunity = rng.pick(communities[f.surname] ?? ["Gujarati"]);
  const p = preferencesFor(rng, f, subCommunity);
  if (opts.demo) p.must = p.must.filter((name) => demoMusts.has(name));
  return {
    profile: {
      educationLevel: levels[f.level],
      subCommunity,
      nativePlace: f.native,
      languages: languagesFor(rng, f.city),
      ...fitColumns(p),
    },
    preferences: { id: f.id, ...columnsOf(p) },
  };
}
