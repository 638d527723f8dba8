import type { MatchCard, MatchType, Preferences } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerPreferences, profiles } from "../../db/schema.ts";
import { DEMO_PASSWORD, seedDemo } from "../../seed/seed.ts";
import { bearer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ageOn } from "../accounts/accounts.service.ts";
import { quickGun } from "../profiles/astro.ts";
import { type Facts, fits, matchOf } from "./match-rules.ts";
import { preferencesOf } from "./preferences.repository.ts";

/**
 * Every match list, page by page, against a direct evaluation of the rules (match-rules.ts)
 * over the whole seeded community: the SQL of matches.repository (fit columns, arrays, ranges)
 * must pick exactly the profiles the rules pick, in the same order, with the same "how".
 */
type Row = typeof profiles.$inferSelect;

let t: TestApp;
let rows: Row[];
let prefs: Map<string, Preferences>;
const emails = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { password: DEMO_PASSWORD, profiles: 360 });
  rows = await t.database.db.select().from(profiles);
  const saved = await t.database.db.select().from(partnerPreferences);
  prefs = new Map(saved.map((r) => [r.id, preferencesOf(r)]));
  for (const u of await t.database.query<{ id: string; email: string }>(
    "select id, email from users",
  ))
    emails.set(u.id, u.email);
}, 120_000);
afterAll(() => t.close());

const facts = (r: Row): Facts => ({
  age: ageOn(r.birthdate, t.clock.now),
  height: r.height,
  maritial_status: r.maritalStatus,
  dietary_preferences: r.dietaryPreferences,
  current_city: r.currentCity,
  education_level: r.educationLevel,
  work: r.work,
  sub_community: r.subCommunity,
  native_place: r.nativePlace,
  annual_income: r.annualIncome,
  smoking_habits: r.smokingHabits,
  drinking_habits: r.drinkingHabits,
  mangal_dosh: r.mangalDosh,
  gotra: r.gotra,
});

/** The rules, directly: who is in the viewer's list of this type, newest first. */
function expected(viewer: Row, type: MatchType): Row[] {
  const mine = prefs.get(viewer.id)!;
  return rows
    .filter((c) => c.gender !== viewer.gender && c.id !== viewer.id)
    .filter((c) => {
      const gun = quickGun(viewer, c, "sagpan");
      const theyFitMe = fits(mine, { gotra: viewer.gotra }, facts(c), gun);
      const iFitThem = fits(prefs.get(c.id)!, { gotra: c.gotra }, facts(viewer), gun);
      return type === "mine" ? theyFitMe : type === "theirs" ? iFitThem : theyFitMe && iFitThem;
    })
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
}

async function signIn(id: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/sign_in",
    payload: { email: emails.get(id), password: DEMO_PASSWORD },
  });
  return res.json().token;
}

async function allPages(token: string, type: MatchType, limit: number) {
  const cards: MatchCard[] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await t.app.inject({
      url: `/api/v1/matches?type=${type}&limit=${limit}&offset=${offset}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: MatchCard[]; next: number | null };
    cards.push(...body.data);
    if (body.next === null) break;
    expect(body.next).toBe(offset + limit);
    expect(body.data.length).toBe(limit);
  }
  return cards;
}

describe("match lists against the rules, over the seeded community", () => {
  it("pick exactly the profiles the rules pick, page by page, newest first", async () => {
    // Viewers of both genders, with many deal-breakers and with few.
    const byMusts = [...rows].sort(
      (a, b) =>
        prefs.get(b.id)!.must.length - prefs.get(a.id)!.must.length || (a.id < b.id ? -1 : 1),
    );
    const viewers = [
      byMusts.find((r) => r.gender === "female")!,
      byMusts.find((r) => r.gender === "male")!,
      byMusts.findLast((r) => r.gender === "female")!,
      byMusts.findLast((r) => r.gender === "male")!,
      byMusts[Math.floor(byMusts.length / 2)]!,
      byMusts[Math.floor(byMusts.length / 3)]!,
    ];
    let compared = 0;
    for (const viewer of viewers) {
      const token = await signIn(viewer.id);
      for (const type of ["mutual", "mine", "theirs"] as const) {
        const want = expected(viewer, type);
        const got = await allPages(token, type, 13);
        expect(
          got.map((c) => c.id),
          `${type} for ${viewer.name}`,
        ).toEqual(want.map((r) => r.id));
        // "How you match" as the rules say it, for every card.
        for (const card of got) {
          const other = rows.find((r) => r.id === card.id)!;
          const gun = quickGun(viewer, other, "sagpan");
          expect(card.match).toEqual(
            matchOf(
              { p: prefs.get(viewer.id)!, owner: { gotra: viewer.gotra }, facts: facts(viewer) },
              { p: prefs.get(other.id)!, owner: { gotra: other.gotra }, facts: facts(other) },
              gun,
            ),
          );
        }
        compared += want.length;
      }
    }
    // The lists were not all empty: the comparison said something.
    expect(compared).toBeGreaterThan(100);
  }, 300_000);
});
