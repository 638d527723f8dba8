import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { blocks } from "../blocks/blocks.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const put = (id: string, token: string, profile: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/profiles/${id}/`,
    headers: bearer(token),
    payload: { id, profile },
  });

describe("profile edit", () => {
  it("saves fields with the spec's spelling and raises the score", async () => {
    const m = await createMember(t.app);
    const before = (await get("/api/v1/myprofile", m.token)).json().data.score;
    const res = await put(m.userId, m.token, {
      maritial_status: "never_married",
      height: 162,
      current_city: "Vadodara",
      dietary_preferences: "jain",
      mangal_dosh: false,
      annual_income: 1_200_000,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      maritial_status: "never_married",
      height: 162,
      current_city: "Vadodara",
      mangal_dosh: false,
    });
    expect(data.score).toBeGreaterThan(before);
  });

  it("lets only the owner edit: another member's id is 403", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app, { essentials: false });
    const res = await put(b.userId, a.token, { current_city: "Surat" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("auth.forbidden");
    expect(
      (await get(`/api/v1/profiles/${b.userId}`, b.token)).json().data.current_city,
    ).toBeNull();
  });

  it("refuses bad enumerations and keeps the old values", async () => {
    const m = await createMember(t.app);
    await put(m.userId, m.token, { dietary_preferences: "vegetarian" });
    const res = await put(m.userId, m.token, { dietary_preferences: "pizza", height: 400 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(["profile.dietary_preferences", "profile.height"]),
    );
    expect((await get("/api/v1/myprofile", m.token)).json().data.dietary_preferences).toBe(
      "vegetarian",
    );
  });

  it("counts the five steps' fields and a photo, not the profile score (issue 12)", async () => {
    const m = await createMember(t.app);
    await put(m.userId, m.token, {
      maritial_status: "never_married",
      height: 165,
      current_city: "Surat",
      bloodgroup: "B+",
      dietary_preferences: "vegetarian",
      drinking_habits: "never",
      smoking_habits: "never",
      hobbies_and_interests: "Garba",
      aboutme: "Teacher",
      work: "private_job",
      occupation: "Teacher",
      annual_income: 600000,
      education: "Graduate",
      degree: "B.Ed",
      career_goals: "Principal",
      father_occupation: "Diamonds",
      mother_occupation: "Home",
      number_of_siblings: 1,
      siblings_details: "One brother",
      family_type: "joint",
      family_values: "moderate",
      family_financial_status: "middle_class",
      mamkul: "Desai",
      property_details: "House in Adajan",
      expectation: "Kind",
      type_of_marriage_ceremony: "traditional",
      interest_in_continuing_education: true,
      birth_name: "Kinjal",
      rashi: "Kumbh",
      gotra: "Kashyap",
      mangal_dosh: false,
    });
    const data = (await get("/api/v1/profile_completion", m.token)).json();
    // Birth time and place are not needed once a birth name gives Gun Milan; a photo is.
    expect(data.remaining).toEqual(["photo"]);
    expect(data.remaining_personal).toEqual([]);
    expect(data.percent).toBe(97);
    const me = (await get("/api/v1/myprofile", m.token)).json().data;
    expect(me.score).toBeLessThan(50);
  });

  it("lists the personal fields still missing", async () => {
    const m = await createMember(t.app, { essentials: false });
    const before = (await get("/api/v1/profile_completion", m.token)).json();
    expect(before.remaining_personal).toContain("current_city");
    await put(m.userId, m.token, { current_city: "Rajkot" });
    const after = (await get("/api/v1/profile_completion", m.token)).json();
    expect(after.remaining_personal).not.toContain("current_city");
    expect(after.percent).toBeGreaterThan(before.percent);
    const flags = (await get("/api/v1/profile/completion", m.token)).json().data;
    expect(flags).toEqual({
      video_intro: false,
      personal_verification_added: false,
      job_verification_added: false,
      salary_verification_added: false,
      property_verification_added: false,
    });
  });
});

describe("profile view", () => {
  it("shows a member the whole profile with flags", async () => {
    const a = await createMember(t.app, { body: { gender: "male", birthdate: "1994-02-02" } });
    const b = await createMember(t.app);
    const res = await get(`/api/v1/profiles/${b.userId}`, a.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      id: b.userId,
      name: "Krupa",
      lastName: "Patel",
      gender: "female",
    });
    expect(body.flags).toMatchObject({ is_bookmarked: false, contacts_hidden: "plan" });
    expect(body.completion.video_intro).toBe(false);
  });

  it("hides a blocked pair from each other's lists; only the blocker may still open the view", async () => {
    const a = await createMember(t.app, { body: { gender: "male", birthdate: "1994-02-02" } });
    const b = await createMember(t.app);
    await t.database.db.insert(blocks).values({ blockerId: b.userId, blockedId: a.userId });
    expect((await get(`/api/v1/profiles/${b.userId}`, a.token)).statusCode).toBe(404);
    // The blocker sees the profile flagged is_blocked, so that they can unblock.
    const blocker = await get(`/api/v1/profiles/${a.userId}`, b.token);
    expect(blocker.statusCode).toBe(200);
    expect(blocker.json().flags.is_blocked).toBe(true);
    const aList = (await get("/api/v1/profiles?limit=50", a.token))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(aList).not.toContain(b.userId);
    const bList = (await get("/api/v1/profiles?limit=50", b.token))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(bList).not.toContain(a.userId);
  });

  it("answers 404 for an unknown id", async () => {
    const a = await createMember(t.app);
    expect((await get(`/api/v1/profiles/${uuidv7()}`, a.token)).statusCode).toBe(404);
  });

  it("gives visitors the limited public view only", async () => {
    const b = await createMember(t.app, { body: { name: "Nirali", lastName: "Desai" } });
    await put(b.userId, b.token, { current_city: "Anand", birth_time: "06:30" });
    const res = await get(`/api/v1/view/profile?id=${b.userId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: "Nirali", current_city: "Anand" });
    expect(JSON.stringify(data)).not.toContain("Desai");
    expect(data).not.toHaveProperty("birth_time");
    expect(data).not.toHaveProperty("contact");
    const list = await get("/api/v1/view/profiles/female?limit=5");
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).not.toHaveProperty("lastName");
    expect((await get(`/api/v1/profiles/${b.userId}`)).statusCode).toBe(401);
  });

  it("records a view with or without a login", async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const post = (headers = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/score/up",
        headers,
        payload: { to: b.userId, context: "profile_page" },
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post(bearer(a.token))).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/v1/score/up",
      payload: { to: uuidv7(), context: "profile_page" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("lists", () => {
  it("shows the other gender, newest first, and pages with next", async () => {
    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-05-05" } });
    for (let i = 0; i < 3; i++) await createMember(t.app, { body: { name: `Bride${i}` } });
    await createMember(t.app, { body: { gender: "male", birthdate: "1990-01-01", name: "Groom" } });
    const page = (await get("/api/v1/profiles?limit=2", viewer.token)).json();
    expect(page.data).toHaveLength(2);
    expect(page.next).toBe(2);
    expect(page.data.every((p: { gender: string }) => p.gender === "female")).toBe(true);
    expect(page.data[0].name).toBe("Bride2");
  });

  it("filters by age, city, diet, marital status and text", async () => {
    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-05-05" } });
    const young = await createMember(t.app, {
      body: { birthdate: `${t.clock.now.getUTCFullYear() - 22}-01-01`, name: "Young" },
    });
    await put(young.userId, young.token, {
      current_city: "Navsari",
      dietary_preferences: "jain",
      maritial_status: "never_married",
    });
    const older = await createMember(t.app, {
      body: { birthdate: `${t.clock.now.getUTCFullYear() - 34}-01-01`, name: "Older" },
    });
    await put(older.userId, older.token, {
      current_city: "Navsari",
      dietary_preferences: "vegetarian",
      maritial_status: "divorced",
    });
    const ids = async (query: string) =>
      (await get(`/api/v1/profiles?limit=50&${query}`, viewer.token))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await ids("city=navsari")).toEqual(expect.arrayContaining([young.userId, older.userId]));
    expect(await ids("city=Navsari&age_max=25")).toEqual([young.userId]);
    expect(await ids("city=Navsari&age_min=30")).toEqual([older.userId]);
    expect(await ids("city=Navsari&dietary_preferences=jain")).toEqual([young.userId]);
    expect(await ids("city=Navsari&maritial_status=divorced")).toEqual([older.userId]);
    expect(await ids("q=Older")).toContain(older.userId);
    const bad = await get("/api/v1/profiles?dietary_preferences=pizza", viewer.token);
    expect(bad.statusCode).toBe(400);
  });

  it("excludes the same gotra when asked", async () => {
    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-05-05" } });
    await put(viewer.userId, viewer.token, { gotra: "Kashyap", current_city: "Morbi" });
    const same = await createMember(t.app);
    await put(same.userId, same.token, { gotra: " kashyap ", current_city: "Morbi" });
    const other = await createMember(t.app);
    await put(other.userId, other.token, { gotra: "Bharadwaj", current_city: "Morbi" });
    const ids = (await get("/api/v1/profiles?city=Morbi&exclude_same_gotra=true", viewer.token))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(ids).toContain(other.userId);
    expect(ids).not.toContain(same.userId);
  });
});

describe("bookmarks", () => {
  it("saves, lists in saved-only mode and deletes", async () => {
    const a = await createMember(t.app, { body: { gender: "male", birthdate: "1992-03-03" } });
    const b = await createMember(t.app);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookmarks",
      headers: bearer(a.token),
      payload: { bookmark: { to: b.userId } },
    });
    expect(saved.statusCode).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookmarks",
      headers: bearer(a.token),
      payload: { bookmark: { to: b.userId } },
    });
    expect(again.json().data.id).toBe(saved.json().data.id);
    expect((await get(`/api/v1/profiles/${b.userId}`, a.token)).json().flags.is_bookmarked).toBe(
      true,
    );
    const list = (await get("/api/v1/bookmarks/", a.token)).json().data;
    expect(list.map((x: { to: string }) => x.to)).toEqual([b.userId]);
    const savedOnly = (await get("/api/v1/profiles?saved=true", a.token)).json().data;
    expect(savedOnly.map((x: { id: string }) => x.id)).toEqual([b.userId]);

    const c = await createMember(t.app, { body: { gender: "male", birthdate: "1992-03-03" } });
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/bookmarks/${saved.json().data.id}`,
      headers: bearer(c.token),
    });
    expect(foreign.statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/bookmarks/${saved.json().data.id}`,
      headers: bearer(a.token),
    });
    expect(del.statusCode).toBe(200);
    expect((await get("/api/v1/bookmarks", a.token)).json().data).toEqual([]);
  });

  it("refuses saving yourself or an unknown profile", async () => {
    const a = await createMember(t.app);
    const self = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookmarks",
      headers: bearer(a.token),
      payload: { bookmark: { to: a.userId } },
    });
    expect(self.json().error.code).toBe("bookmark.self");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookmarks",
      headers: bearer(a.token),
      payload: { bookmark: { to: uuidv7() } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
