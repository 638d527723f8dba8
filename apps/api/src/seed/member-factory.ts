import { CONSENT_VERSION, type managedBySchema, rashis } from "@sagpan/contract";
import type { consents, partnerPreferences, profiles, users } from "../db/schema.ts";
import { chartColumns, rashiName } from "../modules/profiles/astro.ts";
import { fatherOccupations, hobbies, motherOccupations } from "./family.data.ts";
import { matchingSide } from "./member-matching.ts";
import {
  annualIncome,
  birthdateFor,
  birthNameFor,
  birthTime,
  type Gender,
  heightFor,
  pickAge,
  pickBloodGroup,
  pickCareer,
  pickDiet,
  pickMaritalStatus,
} from "./member-traits.ts";
import { femaleFirstNames, gotras, maleFirstNames, nativePlaces, surnames } from "./names.data.ts";
import { cities, citiesIn } from "./places.data.ts";
import {
  composeAboutMe,
  composeCareerGoals,
  composeExpectation,
  composeProperty,
  composeSiblings,
  type MemberSketch,
} from "./profile-texts.ts";
import { type Rng, seededUuidv7 } from "./random.ts";

type ManagedBy = (typeof managedBySchema.options)[number];

export interface SeedMember {
  user: typeof users.$inferInsert;
  profile: typeof profiles.$inferInsert;
  preferences: typeof partnerPreferences.$inferInsert;
  consents: (typeof consents.$inferInsert)[];
}

export interface MemberOptions {
  gender: Gender;
  now: Date;
  passwordHash: string;
  /** Builds the e-mail from the chosen names (members) or returns a fixed one (demo accounts). */
  email: (name: string, lastName: string) => string;
  name?: string;
  lastName?: string;
  managedBy?: ManagedBy;
  lang?: "en" | "gu";
  isAdmin?: boolean;
  createdAt?: Date;
  /** Demo accounts leave nothing empty; ordinary members skip a few optional fields. */
  complete?: boolean;
  verified?: Partial<Record<"id" | "job" | "income" | "property", boolean>>;
}

const DAY = 86_400_000;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One member: account, complete profile and the consents sign-up records. */
export function makeMember(rng: Rng, opts: MemberOptions): SeedMember {
  const { gender, now } = opts;
  const surname = rng.weighted(surnames.map((s) => [s, s.weight] as const));
  const name = opts.name ?? rng.pick(gender === "male" ? maleFirstNames : femaleFirstNames);
  const lastName = opts.lastName ?? surname.name;
  const age = pickAge(rng, gender);
  const createdAt = opts.createdAt ?? new Date(now.getTime() - rng.next() * 180 * DAY);
  const id = seededUuidv7(rng, createdAt.getTime());
  // About one optional field in ten stays empty, as in real listings.
  const optional = <T>(value: T): T | null => (!opts.complete && rng.chance(0.1) ? null : value);

  const city = rng.weighted(cities.map((c) => [c, c.weight] as const));
  const hometown =
    city.region === "gujarat" && rng.chance(0.7) ? city : rng.pick(citiesIn("gujarat"));
  const native = rng.pick(nativePlaces);
  // Most diaspora members were born in Gujarat; about a third were born where they live.
  const birthCity = city.region === "abroad" && rng.chance(0.35) ? city : hometown;
  const { career, degree } = pickCareer(rng, gender, age, city);
  const income = annualIncome(rng, career, age, city);
  const birthdate = birthdateFor(rng, age, now);
  const born = { birthdate, birth_time: birthTime(rng), birth_timezone: birthCity.timezone };
  // The declared rashi is the Moon's, as the family's astrologer would have written it.
  const chart = chartColumns(born);
  const rashi = (chart.moonRashi && rashiName(chart.moonRashi)) || rng.pick(rashis);
  const maritalStatus = pickMaritalStatus(rng, age);
  const siblings = rng.weighted([
    [0, 15],
    [1, 45],
    [2, 30],
    [3, 10],
  ] as const);
  const managedBy =
    opts.managedBy ?? rng.oneOf({ self: 55, parent: 30, sibling: 8, relative: 5, friend: 2 });
  const lang = opts.lang ?? rng.oneOf({ en: 65, gu: 35 });

  const sketch: MemberSketch = {
    name,
    gender,
    managedBy,
    occupation: career.occupation,
    work: career.work,
    degree: degree.name,
    ...(career.pursuing ? { pursuing: career.pursuing } : {}),
    city,
    hometown: hometown.name,
    native,
    familyType: rng.oneOf({ nuclear: 62, joint: 38 }),
    familyValues: rng.oneOf({ traditional: 35, moderate: 50, liberal: 15 }),
    diet: pickDiet(rng, surnames.find((s) => s.name === lastName)?.jain === true),
    mangalDosh: rng.chance(0.15),
    marriedBefore: maritalStatus !== "never_married",
    hobbies: rng.sample(hobbies, rng.int(3, 5)),
  };
  const working = career.work !== "studying" && career.work !== "not_working";
  const property = opts.complete || rng.chance(0.85) ? composeProperty(rng, sketch) : null;
  const verified = {
    id: opts.verified?.id ?? rng.chance(0.6),
    job: opts.verified?.job ?? (working && rng.chance(0.47)),
    income: opts.verified?.income ?? (income !== null && rng.chance(0.4)),
    property: opts.verified?.property ?? (property !== null && rng.chance(0.18)),
  };
  const badges = [
    verified.id && 8,
    verified.job && 7,
    verified.income && 6,
    verified.property && 5,
  ];
  const score = 40 + rng.int(0, 30) + badges.reduce<number>((sum, b) => sum + (b || 0), 0);
  const mamkulFamily = rng.pick(surnames.filter((s) => s.name !== lastName)).name;
  const business = career.work === "business";

  const height = heightFor(rng, gender);
  const matching = matchingSide(
    {
      id,
      gender,
      age,
      height,
      maritalStatus,
      diet: sketch.diet,
      mangalDosh: sketch.mangalDosh,
      city,
      native,
      surname: lastName,
      level: degree.level,
    },
    { demo: opts.complete === true },
  );
  const profile: typeof profiles.$inferInsert = {
    id,
    name,
    lastName,
    gender,
    birthdate,
    maritalStatus,
    height,
    currentCity: city.name,
    bloodgroup: optional(pickBloodGroup(rng)),
    work: career.work,
    occupation: career.occupation,
    annualIncome: income === null ? null : optional(income),
    education: `${degree.level}, ${rng.pick(degree.institutes)}`,
    degree: degree.name,
    careerGoals: optional(composeCareerGoals(rng, sketch)),
    propertyDetails: property,
    numberOfSiblings: siblings,
    siblingsDetails: optional(
      composeSiblings(
        rng,
        siblings,
        age,
        cities.map((c) => c.name),
      ),
    ),
    fatherOccupation: rng
      .weighted(fatherOccupations)
      .replace("{city}", hometown.name)
      .replace("{native}", native),
    motherOccupation: rng.weighted(motherOccupations),
    mamkul: optional(`${mamkulFamily} (${rng.pick(nativePlaces)})`),
    familyFinancialStatus: rng.oneOf({
      middle_class: 35,
      upper_middle_class: 45,
      affluent: business ? 30 : 14,
      rich: business ? 12 : 4,
    }),
    familyType: sketch.familyType,
    familyValues: sketch.familyValues,
    hobbiesAndInterests: sketch.hobbies.map(capitalise).join(", "),
    aboutme: composeAboutMe(rng, sketch),
    dietaryPreferences: sketch.diet,
    drinkingHabits: rng.oneOf({ never: 74, occasionally: 24, regularly: 2 }),
    smokingHabits: rng.oneOf({ never: 91, occasionally: 7, regularly: 2 }),
    expectation: composeExpectation(rng, sketch, city.region),
    typeOfMarriageCeremony: optional(
      rng.oneOf({ traditional: 64, simple: 26, court: 4, destination: 6 }),
    ),
    interestInContinuingEducation: optional(career.work === "studying" || rng.chance(0.3)),
    rashi,
    gotra: optional(rng.pick(gotras)),
    mangalDosh: sketch.mangalDosh,
    birthTime: born.birth_time,
    birthPlace: birthCity.name,
    birthTimezone: born.birth_timezone,
    ...chart,
    birthName: rng.chance(0.12) ? birthNameFor(rng, gender, rashi) : null,
    avatarUrl: `/api/v1/avatars/${id}.svg`,
    idVerified: verified.id,
    jobVerified: verified.job,
    incomeVerified: verified.income,
    propertyVerified: verified.property,
    score: Math.min(100, score),
    createdAt,
    updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(0, 20) * DAY)),
    ...matching.profile,
  };

  const consent = (kind: string) => ({
    id: seededUuidv7(rng, createdAt.getTime()),
    userId: id,
    kind,
    version: CONSENT_VERSION,
    lang,
    givenAt: createdAt,
    ip: "127.0.0.1",
  });
  return {
    user: {
      id,
      email: opts.email(name, lastName).toLowerCase(),
      passwordHash: opts.passwordHash,
      isAdmin: opts.isAdmin ?? false,
      managedBy,
      lang,
      createdIp: "127.0.0.1",
      createdAt,
      // The demo community contacts members from the first minute: its emails count as confirmed.
      emailConfirmedAt: createdAt,
    },
    profile,
    preferences: matching.preferences,
    // The same two records sign-up keeps: the privacy notice and the "true details" declaration.
    consents: [consent("privacy"), consent("declaration")],
  };
}
