import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { privacyFixtures } from "../privacy/privacy-fixtures.ts";

/**
 * A member's own row, preferences and Gun Milan table are kept for seconds between their match
 * calls (matches.service `viewers`), with the match pages and recommendations made from them
 * (`keptPage`). The test clock never moves here, so nothing kept expires: every change below
 * shows on the very next call only because the write dropped it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
const f = privacyFixtures(() => t);
const on = (app: TestApp, m: Member) => caller(app.app, m.token);
const listOn = async (app: TestApp, m: Member, type: string) => {
  const res = await on(app, m)("GET", `/api/v1/matches?type=${type}&limit=50`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; primary_profile_pic: unknown; match: unknown }[];
};
const ids = async (app: TestApp, m: Member, type: string) =>
  (await listOn(app, m, type)).map((c) => c.id);
const recommended = async (m: Member) => {
  const res = await on(t, m)("GET", "/api/v1/recommendations");
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((c) => c.id);
};
const edit = async (app: TestApp, m: Member, profile: object) => {
  const res = await on(app, m)("PUT", `/api/v1/profiles/${m.userId}/`, { profile });
  expect(res.statusCode).toBe(200);
};
const prefer = async (app: TestApp, m: Member, preferences: object) => {
  const res = await on(app, m)("PUT", "/api/v1/preferences", { preferences });
  expect(res.statusCode).toBe(200);
};

// Each pair lives in its own city, so a list holds only its own test's members.
let cities = 0;
const nextCity = () => `Kalpnagar${++cities}`;

/** A bride and a groom in `city`; he accepts only brides of that city (a deal-breaker). */
async function pair(city: string) {
  const she = await f.bride({ current_city: city });
  const he = await f.groom();
  await edit(t, he, { current_city: city });
  await prefer(t, he, { city: [city], must: ["city"] });
  await prefer(t, she, { city: [city], must: ["city"] });
  return { she, he };
}

describe("the viewer's kept match context", () => {
  it("follows the viewer's own profile edit at once", async () => {
    const city = nextCity();
    const { she, he } = await pair(city);
    expect(await ids(t, she, "theirs")).toContain(he.userId);
    // She moves: she no longer fits his city deal-breaker, on her very next call.
    await edit(t, she, { current_city: "Elsewhere" });
    expect(await ids(t, she, "theirs")).not.toContain(he.userId);
    await edit(t, she, { current_city: city });
    expect(await ids(t, she, "theirs")).toContain(he.userId);
  });

  it("follows the viewer's preference change at once", async () => {
    const city = nextCity();
    const { she, he } = await pair(city);
    expect(await ids(t, she, "mine")).toContain(he.userId);
    await prefer(t, she, { city: ["Nowhere"] });
    expect(await ids(t, she, "mine")).not.toContain(he.userId);
    expect(await ids(t, she, "mutual")).not.toContain(he.userId);
    await prefer(t, she, { city: [city] });
    expect(await ids(t, she, "mutual")).toContain(he.userId);
  });

  it("never shows a member blocked either way, in lists or recommendations", async () => {
    const city = nextCity();
    const { she, he } = await pair(city);
    expect(await ids(t, she, "mutual")).toContain(he.userId);
    expect(await recommended(she)).toContain(he.userId);
    const block = await on(t, he)("POST", "/api/v1/block/", {
      block_request: { profileId: she.userId },
    });
    expect(block.statusCode).toBeLessThan(300);
    for (const type of ["mutual", "mine", "theirs"]) {
      expect(await ids(t, she, type)).not.toContain(he.userId);
      expect(await ids(t, he, type)).not.toContain(she.userId);
    }
    // The day's list was written before the block: the card drops out of it.
    expect(await recommended(she)).not.toContain(he.userId);
  });

  it("never shows a profile hidden or paused since, and shows it again when visible", async () => {
    const city = nextCity();
    const { she, he } = await pair(city);
    expect(await ids(t, she, "mutual")).toContain(he.userId);
    expect(await recommended(she)).toContain(he.userId);
    for (const profile of ["hidden", "paused"]) {
      await f.setPrivacy(he, { profile });
      expect(await ids(t, she, "mutual")).not.toContain(he.userId);
      expect(await ids(t, she, "theirs")).not.toContain(he.userId);
      expect(await recommended(she)).not.toContain(he.userId);
    }
    await f.setPrivacy(he, { profile: "visible" });
    expect(await ids(t, she, "mutual")).toContain(he.userId);
    expect(await recommended(she)).toContain(he.userId);
  });

  it("follows the other member's preference change and profile edit at once", async () => {
    const city = nextCity();
    const { she, he } = await pair(city);
    expect(await ids(t, she, "theirs")).toContain(he.userId);
    expect(await ids(t, she, "mutual")).toContain(he.userId);
    // His deal-breaker moves away from her: her kept pages must not show him as looking for her.
    await prefer(t, he, { city: ["Nowhere"], must: ["city"] });
    expect(await ids(t, she, "theirs")).not.toContain(he.userId);
    expect(await ids(t, she, "mutual")).not.toContain(he.userId);
    await prefer(t, he, { city: [city], must: ["city"] });
    expect(await ids(t, she, "mutual")).toContain(he.userId);
    // He moves out of the city her deal-breaker asks for.
    await edit(t, he, { current_city: "Elsewhere" });
    expect(await ids(t, she, "mine")).not.toContain(he.userId);
  });

  it("shows a newcomer who fits at once", async () => {
    const city = nextCity();
    const { she } = await pair(city);
    const before = await ids(t, she, "mine");
    const newcomer = await f.groom();
    await edit(t, newcomer, { current_city: city });
    expect(await ids(t, she, "mine")).toEqual([newcomer.userId, ...before]);
  });

  it("shows a photo for connected members as soon as the pair connect", async () => {
    const city = nextCity();
    const she = await f.brideWithPhoto({ current_city: city });
    const he = await f.groom();
    await edit(t, he, { current_city: city });
    await prefer(t, he, { city: [city], must: ["city"] });
    await f.setPrivacy(she, { photos: "connected" });
    const card = async () => (await listOn(t, he, "mine")).find((c) => c.id === she.userId);
    expect((await card())?.primary_profile_pic).toBeNull();
    await f.connect(he, she);
    expect((await card())?.primary_profile_pic).toMatchObject({ blurhash: she.blurhash });
  });

  it("shows a card's photo only as the owner's photo setting allows, changed at once", async () => {
    const city = nextCity();
    const she = await f.brideWithPhoto({ current_city: city });
    const he = await f.groom();
    await edit(t, he, { current_city: city });
    await prefer(t, he, { city: [city], must: ["city"] });
    const card = async () => (await listOn(t, he, "mine")).find((c) => c.id === she.userId);
    expect((await card())?.primary_profile_pic).toMatchObject({ blurhash: she.blurhash });
    await f.setPrivacy(she, { photos: "on_request" });
    const locked = await card();
    expect(locked).toBeDefined();
    expect(locked?.primary_profile_pic).toBeNull();
    expect(JSON.stringify(locked)).not.toContain(she.picId);
    await f.setPrivacy(she, { photos: "members" });
    expect((await card())?.primary_profile_pic).toMatchObject({ blurhash: she.blurhash });
  });
});

// Two nodes share the database and Redis only with DATABASE_URL and REDIS_URL (CI sets both).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)(
  "on a second API node (skipped without DATABASE_URL and REDIS_URL)",
  () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createTestApp({ sameAs: t });
    });
    afterAll(() => second?.close());

    it("a preference change on one node drops the context the other node kept", async () => {
      const city = nextCity();
      const { she, he } = await pair(city);
      expect(await ids(second, she, "mine")).toContain(he.userId);
      await prefer(t, she, { city: ["Nowhere"] });
      await expect
        .poll(async () => (await ids(second, she, "mine")).includes(he.userId), {
          timeout: 2000,
        })
        .toBe(false);
    });

    it("a profile edit on one node drops the context the other node kept", async () => {
      const city = nextCity();
      const { she, he } = await pair(city);
      expect(await ids(second, she, "theirs")).toContain(he.userId);
      await edit(t, she, { current_city: "Elsewhere" });
      await expect
        .poll(async () => (await ids(second, she, "theirs")).includes(he.userId), {
          timeout: 2000,
        })
        .toBe(false);
    });

    it("the pair connecting on one node shows a connected-only photo on the other", async () => {
      const city = nextCity();
      const she = await f.brideWithPhoto({ current_city: city });
      const he = await f.groom();
      await edit(t, he, { current_city: city });
      await prefer(t, he, { city: [city], must: ["city"] });
      await f.setPrivacy(she, { photos: "connected" });
      const card = async () => (await listOn(second, he, "mine")).find((c) => c.id === she.userId);
      expect((await card())?.primary_profile_pic).toBeNull();
      await f.connect(he, she);
      await expect
        .poll(async () => (await card())?.primary_profile_pic ?? null, { timeout: 2000 })
        .toMatchObject({ blurhash: she.blurhash });
    });

    it("the other member's preference change on one node shows in the pages the other kept", async () => {
      const city = nextCity();
      const { she, he } = await pair(city);
      expect(await ids(second, she, "theirs")).toContain(he.userId);
      await prefer(t, he, { city: ["Nowhere"], must: ["city"] });
      await expect
        .poll(async () => (await ids(second, she, "theirs")).includes(he.userId), {
          timeout: 2000,
        })
        .toBe(false);
    });

    it("a block or a hidden profile on one node shows on the other at once", async () => {
      const city = nextCity();
      const { she, he } = await pair(city);
      const other = await f.groom();
      await edit(t, other, { current_city: city });
      expect(await ids(second, she, "mutual")).toEqual(expect.arrayContaining([he.userId]));
      await on(t, he)("POST", "/api/v1/block/", { block_request: { profileId: she.userId } });
      expect(await ids(second, she, "mutual")).not.toContain(he.userId);
      await f.setPrivacy(other, { profile: "hidden" });
      expect(await ids(second, she, "theirs")).not.toContain(other.userId);
    });
  },
);
