import { emptyPreferences, errorCatalogue } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { openFit } from "./fit-columns.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const put = (m: { token: string }, preferences: unknown) =>
  as(m)("PUT", "/api/v1/preferences", { preferences });

const fitOf = async (id: string) => {
  const [row] = await t.database.query<Record<string, unknown>>(
    "select fit_age_min, fit_age_max, fit_income_min, fit_gotra, fit_keys from profiles where id = $1",
    [id],
  );
  return row!;
};

describe("partner preferences", () => {
  it("are empty (anyone) until set, and the profile's fit columns accept anyone", async () => {
    const m = await createMember(t.app);
    const res = await as(m)("GET", "/api/v1/preferences");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: emptyPreferences });
    // The table's defaults are the columns of a member without deal-breakers.
    const fit = await fitOf(m.userId);
    expect(fit.fit_keys).toEqual(openFit.fitKeys);
    expect(fit.fit_age_min).toBe(openFit.fitAgeMin);
  });

  it("saves what is sent, keeps what is not, clears what is null", async () => {
    const m = await createMember(t.app);
    const first = await put(m, {
      age_min: 25,
      age_max: 31,
      city: ["Surat", " surat ", "Ahmedabad"],
      dietary_preferences: ["vegetarian", "jain"],
      income_min: 1_200_000,
      must: ["age", "city", "age"],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      age_min: 25,
      age_max: 31,
      // One entry per city, compared without case and spaces; the first spelling is kept.
      city: ["Surat", "Ahmedabad"],
      must: ["age", "city"],
    });
    const second = await put(m, { age_max: null, mangal_dosh: "no" });
    expect(second.json().data).toMatchObject({
      age_min: 25,
      age_max: null,
      city: ["Surat", "Ahmedabad"],
      mangal_dosh: "no",
      income_min: 1_200_000,
    });
    expect((await as(m)("GET", "/api/v1/preferences")).json().data).toEqual(second.json().data);
  });

  it("writes only the deal-breakers into the profile's fit columns", async () => {
    const m = await createMember(t.app);
    await put(m, {
      age_min: 26,
      age_max: 32,
      city: ["Ahmed abad"],
      income_min: 500_000,
      dietary_preferences: ["jain"],
      exclude_same_gotra: true,
      must: ["age", "city", "gotra"],
    });
    const fit = await fitOf(m.userId);
    expect(fit).toMatchObject({
      fit_age_min: 26,
      fit_age_max: 32,
      // Income and diet are wishes, not deal-breakers: open.
      fit_income_min: -1,
      fit_gotra: true,
    });
    expect(fit.fit_keys).toContain("city=ahmedabad");
    expect(fit.fit_keys).toContain("dietary_preferences=*");
    expect(fit.fit_keys).not.toContain("city=*");
    // No longer a deal-breaker: open again.
    await put(m, { must: [] });
    expect((await fitOf(m.userId)).fit_keys).toEqual(openFit.fitKeys);
  });

  it("refuses a minimum above the maximum, with the catalogue's code and the field", async () => {
    const m = await createMember(t.app);
    await put(m, { age_min: 30 });
    for (const [body, field] of [
      [{ age_max: 25 }, "age_min"],
      [{ height_min: 180, height_max: 160 }, "height_min"],
    ] as const) {
      const res = await put(m, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "preferences.range_invalid",
        message: errorCatalogue["preferences.range_invalid"].message,
      });
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    // Nothing half-saved.
    expect((await as(m)("GET", "/api/v1/preferences")).json().data.age_max).toBeNull();
  });

  it("refuses unknown deal-breakers, values outside the limits and wrong types with 400", async () => {
    const m = await createMember(t.app);
    for (const body of [
      { must: ["height", "horoscope"] },
      { age_min: 17 },
      { age_max: 81 },
      { height_min: 100 },
      { min_gun: 37 },
      { maritial_status: ["single"] },
      { city: "Surat" },
      { city: Array.from({ length: 21 }, (_, i) => `City ${i}`) },
      { mangal_dosh: true },
    ]) {
      const res = await put(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
  });

  it("are a member's own: no call takes another member's id, and a visitor gets 401", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await put(a, { age_min: 27 });
    // B's reply is B's own preferences, whatever id the body or query carries.
    const res = await as(b)("PUT", `/api/v1/preferences?id=${a.userId}`, {
      id: a.userId,
      preferences: { age_min: 40 },
    });
    expect(res.statusCode).toBe(200);
    expect((await as(a)("GET", "/api/v1/preferences")).json().data.age_min).toBe(27);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/preferences" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("auth.required");
  });
});

describe("the profile's matchmaking fields", () => {
  it("are saved by the owner, and every profile has its own member number", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app, { body: { gender: "male", birthdate: "1994-02-02" } });
    const res = await as(a)("PUT", `/api/v1/profiles/${a.userId}`, {
      profile: {
        education_level: "masters",
        native_place: "Sojitra",
        sub_community: "Charotar Patidar",
        languages: ["Gujarati", "English"],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      education_level: "masters",
      native_place: "Sojitra",
      sub_community: "Charotar Patidar",
      languages: ["Gujarati", "English"],
    });
    const mine = res.json().data.member_no as string;
    expect(mine).toMatch(/^SG-\d{5,}$/);
    const theirs = (await as(b)("GET", `/api/v1/profiles/${a.userId}`)).json().data;
    expect(theirs.member_no).toBe(mine);
    expect((await as(b)("GET", "/api/v1/myprofile")).json().data.member_no).not.toBe(mine);
    // Found by its number, as families quote it, with or without "SG-".
    for (const q of [mine, mine.toLowerCase().replace("-", " "), mine.slice(3)]) {
      const found = await as(b)("GET", `/api/v1/profiles?q=${encodeURIComponent(q)}`);
      expect(
        found.json().data.map((c: { id: string }) => c.id),
        q,
      ).toEqual([a.userId]);
    }
    // An unknown level is refused, not stored.
    const bad = await as(a)("PUT", `/api/v1/profiles/${a.userId}`, {
      profile: { education_level: "phd" },
    });
    expect(bad.statusCode).toBe(400);
    // Only the owner edits them.
    const other = await as(b)("PUT", `/api/v1/profiles/${a.userId}`, {
      profile: { native_place: "Vaso" },
    });
    expect(other.statusCode).toBe(403);
  });
});
