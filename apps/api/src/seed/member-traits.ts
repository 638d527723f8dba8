import { type bloodGroups, type diets, MIN_AGE, type rashis } from "@sagpan/contract";
import { type Career, careers, type Degree, degrees, studies } from "./careers.data.ts";
import { femaleFirstNames, maleFirstNames, rashiInitials } from "./names.data.ts";
import type { City } from "./places.data.ts";
import type { Rng } from "./random.ts";

export type Gender = "male" | "female";

const DAY = 86_400_000;
const MAX_AGE = { male: 38, female: 35 } as const;
/** The most common age in marriage listings, per gender; ages thin out away from it. */
const PEAK_AGE = { male: 28, female: 25 } as const;
const degreeByName = new Map(degrees.map((d) => [d.name, d]));

/** Within the legal minimum (18 for brides, 21 for grooms) and the demo's upper bound. */
export function pickAge(rng: Rng, gender: Gender): number {
  const ages: [number, number][] = [];
  for (let age = MIN_AGE[gender]; age <= MAX_AGE[gender]; age++) {
    ages.push([age, Math.max(1, 10 - Math.abs(age - PEAK_AGE[gender]) * 1.2)]);
  }
  return rng.weighted(ages);
}

/** A birthdate that makes the member exactly `age` on `now` (UTC calendar dates). */
export function birthdateFor(rng: Rng, age: number, now: Date): string {
  // Starting at the same day `age` years back and stepping 2–360 days earlier keeps clear of
  // both birthdays, including 29 February rolling over to 1 March.
  const anniversary = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  return new Date(anniversary - rng.int(2, 360) * DAY).toISOString().slice(0, 10);
}

export function heightFor(rng: Rng, gender: Gender): number {
  const [mean, sd, min, max] = gender === "male" ? [172, 6.5, 158, 192] : [158, 5.5, 145, 178];
  return Math.round(Math.min(max, Math.max(min, rng.normal(mean, sd))));
}

/** A career that fits the age (no 22-year-old surgeons) and the place (motels are abroad). */
export function pickCareer(rng: Rng, gender: Gender, age: number, city: City) {
  const student = age < 21 || (age <= 24 && rng.chance(0.45));
  const pool = (student ? studies : careers).flatMap((career) => {
    if (career.regions && !career.regions.includes(city.region)) return [];
    const share = gender === "male" ? career.men : career.women;
    const fits = career.degrees.some((name) => (degreeByName.get(name)?.minAge ?? 99) <= age);
    return share > 0 && fits ? [[career, share] as const] : [];
  });
  const career = rng.weighted(pool);
  const options = career.degrees
    .map((name) => degreeByName.get(name))
    .filter((d): d is Degree => d !== undefined && d.minAge <= age);
  return { career, degree: rng.pick(options) };
}

/** Rupees per year, rising with age within the career's band; null when not earning. */
export function annualIncome(rng: Rng, career: Career, age: number, city: City): number | null {
  const [low, high] = career.lakh;
  if (high === 0) return null;
  const progress = Math.min(1, Math.max(0, (age - 22) / 14));
  const lakh = low + (high - low) * progress * (0.6 + 0.8 * rng.next());
  // Careers without a region of their own pay Indian salaries; abroad they earn more, in rupees.
  const abroad = city.region === "abroad" && !career.regions ? 3 : 1;
  return Math.round(Math.min(lakh, high) * abroad * 10) * 10_000;
}

export function pickDiet(rng: Rng, jainFamily: boolean): (typeof diets)[number] {
  return jainFamily
    ? rng.oneOf({ jain: 55, vegetarian: 38, vegan: 4, eggetarian: 3 })
    : rng.oneOf({ vegetarian: 60, eggetarian: 12, non_vegetarian: 20, vegan: 3, jain: 5 });
}

export function pickMaritalStatus(rng: Rng, age: number) {
  if (age < 25) return "never_married";
  return rng.oneOf({
    never_married: 86,
    divorced: 8,
    widowed: 2,
    separated: 2,
    awaiting_divorce: 2,
  });
}

/** Roughly the blood-group mix reported for India. */
export function pickBloodGroup(rng: Rng): (typeof bloodGroups)[number] {
  return rng.oneOf({ "O+": 32, "B+": 30, "A+": 22, "AB+": 8, "O-": 2, "B-": 2, "A-": 2, "AB-": 1 });
}

/** A janma naam whose first letter belongs to the rashi, or null when none fits. */
export function birthNameFor(rng: Rng, gender: Gender, rashi: (typeof rashis)[number]) {
  const initials = rashiInitials[rashi];
  const names = (gender === "male" ? maleFirstNames : femaleFirstNames).filter((n) =>
    initials.some((i) => n.startsWith(i)),
  );
  return names.length > 0 ? rng.pick(names) : null;
}

export const birthTime = (rng: Rng) =>
  `${String(rng.int(0, 23)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
