import {
  MIN_AGE,
  planPrices,
  preferencesSchema,
  profileFieldsSchema,
  toPaise,
} from "@sagpan/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ads,
  blogs,
  consents,
  partnerPreferences,
  profiles,
  subscriptions,
  users,
} from "../db/schema.ts";
import { fitColumns } from "../modules/matchmaking/fit-columns.ts";
import { preferencesOf } from "../modules/matchmaking/preferences.repository.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import {
  clearDemoData,
  DEMO_PASSWORD,
  demoLogins,
  isDatabaseEmpty,
  makeCommunity,
  type SeedSummary,
  seedDemo,
} from "./seed.ts";

const MEMBERS = 320;
const DAY = 86_400_000;

let t: TestApp;
let now: Date;
let emptyBefore: boolean;
let summary: SeedSummary;
let rows: (typeof profiles.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  // The app's clock, so plan checks at sign-in see the demo subscriptions as active.
  now = t.clock.now;
  emptyBefore = await isDatabaseEmpty(t.database.db);
  summary = await seedDemo(t.database.db, { password: DEMO_PASSWORD, profiles: MEMBERS, now });
  rows = await t.database.db.select().from(profiles);
});
afterAll(() => t.close());

function ageOn(birthdate: string, day: Date): number {
  const [y, m, d] = birthdate.split("-").map(Number) as [number, number, number];
  const hadBirthday =
    day.getUTCMonth() + 1 > m || (day.getUTCMonth() + 1 === m && day.getUTCDate() >= d);
  return day.getUTCFullYear() - y - (hadBirthday ? 0 : 1);
}

/** The profile as the edit form sends it, so the contract schema can judge every value. */
const asContractFields = (p: typeof profiles.$inferSelect) => ({
  name: p.name,
  lastName: p.lastName,
  maritial_status: p.maritalStatus,
  gender: p.gender,
  height: p.height,
  birthdate: p.birthdate,
  current_city: p.currentCity,
  bloodgroup: p.bloodgroup,
  work: p.work,
  occupation: p.occupation,
  annual_income: p.annualIncome,
  education: p.education,
  degree: p.degree,
  career_goals: p.careerGoals,
  property_details: p.propertyDetails,
  number_of_siblings: p.numberOfSiblings,
  siblings_details: p.siblingsDetails,
  father_occupation: p.fatherOccupation,
  mother_occupation: p.motherOccupation,
  mamkul: p.mamkul,
  family_financial_status: p.familyFinancialStatus,
  family_type: p.familyType,
  family_values: p.familyValues,
  hobbies_and_interests: p.hobbiesAndInterests,
  aboutme: p.aboutme,
  dietary_preferences: p.dietaryPreferences,
  drinking_habits: p.drinkingHabits,
  smoking_habits: p.smokingHabits,
  expectation: p.expectation,
  type_of_marriage_ceremony: p.typeOfMarriageCeremony,
  interest_in_continuing_education: p.interestInContinuingEducation,
  rashi: p.rashi,
  gotra: p.gotra,
  mangal_dosh: p.mangalDosh,
  birth_time: p.birthTime,
  birth_place: p.birthPlace,
  birth_timezone: p.birthTimezone,
  birth_name: p.birthName,
  education_level: p.educationLevel,
  native_place: p.nativePlace,
  sub_community: p.subCommunity,
  languages: p.languages,
});

const share = (predicate: (p: typeof profiles.$inferSelect) => boolean) =>
  rows.filter(predicate).length / rows.length;

describe("seedDemo", () => {
  it("fills an empty database with 300+ members, each with an account and consents", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
    expect(summary.members).toBe(MEMBERS + demoLogins.length);
    expect(rows.length).toBe(summary.members);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const accounts = await t.database.db.select().from(users);
    expect(accounts.length).toBe(rows.length);
    const given = await t.database.db.select().from(consents);
    expect(given.filter((c) => c.kind === "privacy").length).toBe(rows.length);
    expect(given.every((c) => c.version === "2026-11-01" && c.ip === "127.0.0.1")).toBe(true);
    // The one shared argon2 hash keeps the seed quick.
    expect(summary.ms).toBeLessThan(15_000);
  });

  it("gives every member matchmaking values and partner preferences, deal-breakers on the row", async () => {
    const saved = new Map(
      (await t.database.db.select().from(partnerPreferences)).map((r) => [r.id, r]),
    );
    for (const p of rows) {
      expect(p.educationLevel && p.subCommunity && p.nativePlace).toBeTruthy();
      expect(p.languages).toContain("Gujarati");
      const prefs = preferencesOf(saved.get(p.id));
      expect(saved.has(p.id), p.name).toBe(true);
      expect(preferencesSchema.safeParse(prefs).error?.issues ?? []).toEqual([]);
      const { fitAgeMin, fitAgeMax, fitKeys, fitGotra, fitMinGun } = fitColumns(prefs);
      expect({ fitAgeMin, fitAgeMax, fitKeys, fitGotra, fitMinGun }).toEqual({
        fitAgeMin: p.fitAgeMin,
        fitAgeMax: p.fitAgeMax,
        fitKeys: p.fitKeys,
        fitGotra: p.fitGotra,
        fitMinGun: p.fitMinGun,
      });
    }
    const prefs = [...saved.values()].map((r) => preferencesOf(r));
    // Realistic: nearly everyone states an age range, many a deal-breaker, few the same list.
    expect(prefs.filter((x) => x.age_min !== null).length / prefs.length).toBeGreaterThan(0.95);
    expect(prefs.filter((x) => x.must.length > 0).length / prefs.length).toBeGreaterThan(0.8);
    expect(new Set(prefs.map((x) => JSON.stringify(x))).size).toBeGreaterThan(prefs.length * 0.9);
  });

  it("balances brides and grooms", () => {
    expect(summary.men + summary.women).toBe(rows.length);
    expect(share((p) => p.gender === "male")).toBeGreaterThan(0.45);
    expect(share((p) => p.gender === "female")).toBeGreaterThan(0.45);
  });

  it("writes every profile as the edit form would accept it, with the core fields filled", () => {
    for (const p of rows) {
      const parsed = profileFieldsSchema.safeParse(asContractFields(p));
      expect(parsed.error?.issues ?? [], `${p.name} ${p.lastName}`).toEqual([]);
      const core = [
        p.maritalStatus,
        p.height,
        p.currentCity,
        p.work,
        p.occupation,
        p.education,
        p.degree,
        p.numberOfSiblings,
        p.fatherOccupation,
        p.motherOccupation,
        p.familyFinancialStatus,
        p.familyType,
        p.familyValues,
        p.hobbiesAndInterests,
        p.aboutme,
        p.dietaryPreferences,
        p.drinkingHabits,
        p.smokingHabits,
        p.expectation,
        p.rashi,
        p.mangalDosh,
        p.birthTime,
        p.birthPlace,
        p.birthTimezone,
        p.avatarUrl,
      ];
      expect(core.every((value) => value !== null && value !== undefined)).toBe(true);
      expect(p.avatarUrl).toBe(`/api/v1/avatars/${p.id}.svg`);
    }
  });

  it("keeps brides 18–35 and grooms 21–38 on the seeding day", () => {
    for (const p of rows) {
      const age = ageOn(p.birthdate, now);
      expect(age).toBeGreaterThanOrEqual(MIN_AGE[p.gender]);
      expect(age).toBeLessThanOrEqual(p.gender === "male" ? 38 : 35);
    }
  });

  it("varies the community the way real listings vary", () => {
    expect(share((p) => p.mangalDosh === true)).toBeGreaterThan(0.08);
    expect(share((p) => p.mangalDosh === true)).toBeLessThan(0.25);
    expect(share((p) => p.idVerified)).toBeGreaterThan(0.5);
    expect(share((p) => p.idVerified)).toBeLessThan(0.7);
    expect(share((p) => p.maritalStatus === "never_married")).toBeGreaterThan(0.8);
    expect(share((p) => p.maritalStatus === "divorced")).toBeGreaterThan(0);
    expect(share((p) => p.birthTimezone !== "Asia/Kolkata")).toBeGreaterThan(0);
    expect(share((p) => p.birthName !== null)).toBeLessThan(0.2);
    expect(share((p) => p.gotra === null)).toBeGreaterThan(0);
    expect(new Set(rows.map((p) => p.currentCity)).size).toBeGreaterThan(20);
    expect(new Set(rows.map((p) => p.occupation)).size).toBeGreaterThan(20);
    expect(new Set(rows.map((p) => p.aboutme)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.score).toBeGreaterThanOrEqual(40);
      expect(p.score).toBeLessThanOrEqual(100);
      const [low, high] = p.gender === "male" ? [155, 195] : [142, 180];
      expect(p.height).toBeGreaterThanOrEqual(low);
      expect(p.height).toBeLessThanOrEqual(high);
      expect(now.getTime() - p.createdAt.getTime()).toBeLessThanOrEqual(180 * DAY);
    }
  });

  it("gives members unique lower-case demo e-mails", async () => {
    const emails = (await t.database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) {
      expect(email).toMatch(/^[a-z]+(\.[a-z]+\.\d+)?@demo\.sagpan\.in$/);
    }
  });

  it("creates the demo accounts with their plans, and they can sign in", async () => {
    for (const login of demoLogins) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_in",
        payload: { email: login.email, password: login.password },
      });
      expect(res.statusCode, login.email).toBe(200);
      expect(res.json()).toMatchObject({ myplan: login.plan, isAdmin: login.isAdmin });
    }
    const plans = await t.database.db.select().from(subscriptions);
    expect(plans.map((s) => [s.plan, s.period, s.amountPaise, s.paymentId]).sort()).toEqual([
      ["Belief", "yearly", toPaise(planPrices.Belief.yearly), "demo"],
      ["Trust", "yearly", toPaise(planPrices.Trust.yearly), "demo"],
    ]);
    const [trust] = await t.database.db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "trust@demo.sagpan.in"));
    expect(trust?.profiles).toMatchObject({
      idVerified: true,
      jobVerified: true,
      incomeVerified: true,
      propertyVerified: true,
    });
  });

  it("gives every demo member today's recommendations", async () => {
    for (const login of demoLogins.filter((l) => !l.isAdmin)) {
      const session = await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_in",
        payload: { email: login.email, password: login.password },
      });
      const res = await t.app.inject({
        url: "/api/v1/recommendations",
        headers: { authorization: `Bearer ${session.json().token}` },
      });
      expect(res.statusCode, login.email).toBe(200);
      expect(res.json().data.length, login.email).toBeGreaterThan(0);
    }
  });

  it("shows the Free and Belief demo members who viewed them", async () => {
    const as = async (email: string) => {
      const session = await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_in",
        payload: { email, password: DEMO_PASSWORD },
      });
      const token = session.json().token as string;
      return (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    };
    const free = await as("free@demo.sagpan.in");
    const count = (await free("/api/v1/visitors/count")).json();
    expect(count.total).toBeGreaterThanOrEqual(5);
    expect(count.days.length).toBeGreaterThan(0);
    expect((await free("/api/v1/visitors")).statusCode).toBe(402);
    const belief = await as("belief@demo.sagpan.in");
    const list = (await belief("/api/v1/visitors")).json();
    expect(list.data.length).toBeGreaterThanOrEqual(5);
    expect(
      list.data.every((v: { profile: { gender: string } }) => v.profile.gender === "male"),
    ).toBe(true);
  });

  it("publishes blog posts in English and Gujarati", async () => {
    const posts = await t.database.db.select().from(blogs);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(6);
    expect(new Set(posts.map((p) => p.lang))).toEqual(new Set(["en", "gu"]));
    for (const post of posts) {
      expect(post.content.split("\n\n").length).toBeGreaterThanOrEqual(4);
      expect(post.image).toMatch(/^\/api\/v1\/avatars\/blog-\d+\.svg$/);
      if (post.lang === "gu") expect(post.title).toMatch(/[\u0A80-\u0AFF]/);
    }
  });

  it("runs an ad that a Free member gets and a paid member does not (issue 23, item 11)", async () => {
    const adFor = async (email: string) => {
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/api/v1/sign_in",
        payload: { email, password: DEMO_PASSWORD },
      });
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/ad/test",
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      return res.json().data;
    };
    expect(await adFor("free@demo.sagpan.in")).toMatchObject({
      title: "Shubh Lagna Caterers",
      status: "normal",
    });
    expect(await adFor("trust@demo.sagpan.in")).toBeNull();
    expect(await adFor("admin@demo.sagpan.in")).toBeNull();
  });

  it("builds the same community every time", () => {
    const fixedDay = new Date("2026-11-20T10:00:00Z");
    const first = makeCommunity(MEMBERS, fixedDay, "hash");
    const second = makeCommunity(MEMBERS, fixedDay, "hash");
    expect(second).toEqual(first);
    // Names and texts do not depend on the day either.
    const names = makeCommunity(MEMBERS, now, "hash").map((m) => m.user.email);
    expect(first.map((m) => m.user.email)).toEqual(names);
  });

  it("reseeds in place with reset, giving the same members again", async () => {
    const emails = () =>
      t.database.db.select({ email: users.email }).from(users).orderBy(asc(users.email));
    const before = await emails();
    await seedDemo(t.database.db, { password: DEMO_PASSWORD, profiles: MEMBERS, now, reset: true });
    expect(await emails()).toEqual(before);
  });

  it("clears every seeded table", async () => {
    await clearDemoData(t.database.db);
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    expect(await t.database.db.select().from(blogs)).toEqual([]);
    expect(await t.database.db.select().from(ads)).toEqual([]);
  });
});
