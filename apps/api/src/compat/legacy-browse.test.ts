import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../modules/pictures/photo-fixtures.ts";
import { createMember } from "../test/factories.ts";
import type { TestApp } from "../test/test-app.ts";
import { createLegacyTestApp, legacyCaller, legacyUpload } from "./legacy-calls.ts";
import { specCaller } from "./spec-calls.ts";

// Issue 25's table, the rows of browsing and editing profiles, as the original's client
// sends them and reads them.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let viewer: Member;
const grooms: Member[] = [];
beforeAll(async () => {
  t = await createLegacyTestApp();
  viewer = await createMember(t.app, { db: t.database.db, plan: "Trust" });
  // A birth name gives the viewer a Moon, so every card has its Gun Milan points.
  await legacyCaller(t.app, viewer.token)("PUT", `/api/v1/profiles/${viewer.userId}/`, {
    id: viewer.userId,
    profile: { birthname: "Lata" },
  });
  for (const [i, name] of ["Mehul", "Ketan", "Jignesh"].entries()) {
    const m = await createMember(t.app, {
      body: { gender: "male", name, lastName: "Shah", birthdate: "1994-02-10" },
    });
    await legacyCaller(t.app, m.token)("PUT", `/api/v1/profiles/${m.userId}/`, {
      id: m.userId,
      profile: {
        height: "5.8",
        maritial_status: i === 2 ? "Divorced" : "Unmarried",
        mangal_dosh: i === 1 ? "yes" : "no",
        work: "Private Job",
        degree: "B.E.",
        birth_name: "Chetan",
        current_city: "Surat",
      },
    });
    grooms.push(m);
  }
  await legacyUpload(t.app, grooms[0]!.token, "/api/v1/bulk/picb", [
    { name: "me.jpg", field: "img_upload", bytes: await photo(800, 600) },
  ]);
}, 60_000);
afterAll(() => t.close());

describe("GET /profiles…", () => {
  it("reads total and, per card, user_id, height_ft, work, degree, pics[].url, points.total", async () => {
    const res = await legacyCaller(t.app, viewer.token)("GET", "/api/v1/profiles?limit=2&offset=0");
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().data).toHaveLength(2);
    for (const card of res.json().data) {
      expect(card).toMatchObject({
        user_id: card.id,
        height_ft: "5.8",
        height: "5.8",
        work: "private_job",
        degree: "B.E.",
        points: { total: expect.any(Number) },
      });
    }
    const withPhoto = [...res.json().data].find((c) => c.id === grooms[0]!.userId);
    const last = await legacyCaller(t.app, viewer.token)(
      "GET",
      "/api/v1/profiles?limit=2&offset=2",
    );
    expect(last.json().total).toBe(3);
    const all = [...res.json().data, ...last.json().data];
    const mehul = withPhoto ?? all.find((c) => c.id === grooms[0]!.userId);
    expect(mehul.pics[0].url).toMatch(/^\/api\/v1\/files\/pics\//);
  });

  it("takes its filter values: Unmarried, mangal_dosh=no", async () => {
    const as = legacyCaller(t.app, viewer.token);
    const unmarried = await as("GET", "/api/v1/profiles?maritial_status=Unmarried&mangal_dosh=no");
    expect(unmarried.statusCode, unmarried.body).toBe(200);
    expect(unmarried.json().data.map((c: { id: string }) => c.id)).toEqual([grooms[0]!.userId]);
    expect(unmarried.json().total).toBe(1);
    const manglik = await as("GET", "/api/v1/profiles?mangal_dosh=yes");
    expect(manglik.json().data.map((c: { id: string }) => c.id)).toEqual([grooms[1]!.userId]);
  });

  it("GET /view/profiles/…: total, user_id and pics for visitors", async () => {
    const res = await legacyCaller(t.app)(
      "GET",
      "/api/v1/view/profiles/?gender=male&offset=0&limit=2",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    for (const card of res.json().data) {
      expect(card.user_id).toBe(card.id);
      expect(Array.isArray(card.pics)).toBe(true);
      // A visitor still sees no surname.
      expect(card).not.toHaveProperty("lastName");
    }
    // Its pages wrote the gender capitalised, in the path or the query.
    for (const url of ["/api/v1/view/profiles/Male", "/api/v1/view/profiles/?gender=Male"]) {
      const capital = await legacyCaller(t.app)("GET", url);
      expect(capital.statusCode, capital.body).toBe(200);
      expect(capital.json().total).toBe(3);
    }
  });
});

describe("GET /view/profile?id=", () => {
  it("reads data.data[0]", async () => {
    const res = await legacyCaller(t.app)("GET", `/api/v1/view/profile?id=${grooms[0]!.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: grooms[0]!.userId, name: "Mehul" });
    // Sagpan's web app keeps its object.
    const own = await specCaller(t.app)("GET", `/api/v1/view/profile?id=${grooms[0]!.userId}`);
    expect(own.json().data.id).toBe(grooms[0]!.userId);
  });
});

describe("GET /profiles/{id}", () => {
  it("reads is_bookmarked and is_chat_requested at the top level; height_ft, birthname, birthtime, challenged", async () => {
    const as = legacyCaller(t.app, viewer.token);
    await as("POST", "/api/v1/bookmarks", { bookmark: { to: grooms[1]!.userId } });
    await as("POST", "/api/v1/chatrequests", { chat_request: { to: grooms[1]!.userId } });
    const res = await as("GET", `/api/v1/profiles/${grooms[1]!.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_bookmarked: true, is_chat_requested: true });
    expect(res.json().data).toMatchObject({
      height_ft: "5.8",
      birthname: "Chetan",
      birthtime: null,
      challenged: null,
      mangal_dosh: "yes",
    });
    expect(res.json().data).toHaveProperty("challenged");
  });
});

describe("PUT /profiles/{id}/ and GET /myprofile", () => {
  it("takes its UI's values and shows them back the same; Sagpan's app reads its own", async () => {
    const m = await createMember(t.app);
    const as = legacyCaller(t.app, m.token);
    const res = await as("PUT", `/api/v1/profiles/${m.userId}/`, {
      id: m.userId,
      profile: {
        height: "5.4",
        maritial_status: "Unmarried",
        rashi: "मेष",
        mangal_dosh: "no",
        annual_income: "600000",
        birthtime: "10:30 AM",
        birthname: "Chandni",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await as("GET", "/api/v1/myprofile")).json();
    expect(mine.data).toMatchObject({
      height: "5.4",
      height_ft: "5.4",
      maritial_status: "Unmarried",
      rashi: "मेष",
      mangal_dosh: "no",
      annual_income: "600000",
      birthtime: "10:30",
      birthname: "Chandni",
    });
    expect(mine).toMatchObject({ paid: false, current_plan: { name: "Free", days_left: 0 } });
    // A Gujarati rashi name is read too.
    await as("PUT", `/api/v1/profiles/${m.userId}/`, { id: m.userId, profile: { rashi: "ધન" } });
    expect((await as("GET", "/api/v1/myprofile")).json().data.rashi).toBe("धनु");
    const own = (await specCaller(t.app, m.token)("GET", "/api/v1/myprofile")).json();
    expect(own.data).toMatchObject({
      height: 163,
      maritial_status: "never_married",
      rashi: "Dhanu",
      mangal_dosh: false,
      annual_income: 600000,
    });
    expect(own).not.toHaveProperty("paid");
  });

  it("refuses a value it cannot read with a message as text", async () => {
    const m = await createMember(t.app);
    const res = await legacyCaller(t.app, m.token)("PUT", `/api/v1/profiles/${m.userId}/`, {
      id: m.userId,
      profile: { height: "tall" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: "request.invalid" });
    expect(res.json().fields).toHaveProperty(["profile.height"]);
  });
});
