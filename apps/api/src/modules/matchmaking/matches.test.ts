import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const as = (m: { token: string }) => caller(t.app, m.token);
const ids = async (m: Member, type: string) => {
  const res = await as(m)("GET", `/api/v1/matches?type=${type}&limit=50`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((c) => c.id);
};
const profile = (m: Member, fields: object) =>
  as(m)("PUT", `/api/v1/profiles/${m.userId}`, { profile: fields });
const prefer = (m: Member, preferences: object) =>
  as(m)("PUT", "/api/v1/preferences", { preferences });

/** A small community: she wants a vegetarian in Surat; of three men, one fits and wants her. */
async function community() {
  const she = await createMember(t.app, { body: { name: "Riya", birthdate: "1998-03-01" } });
  await profile(she, { current_city: "Surat", dietary_preferences: "vegetarian", height: 160 });
  await prefer(she, {
    city: ["surat "],
    dietary_preferences: ["vegetarian", "jain"],
    must: ["city", "dietary_preferences"],
  });
  const man = (name: string) =>
    createMember(t.app, { body: { name, gender: "male", birthdate: "1995-05-05" } });
  const fits = await man("Parth");
  await profile(fits, { current_city: "Surat", dietary_preferences: "jain" });
  await prefer(fits, { height_max: 165, must: ["height"] });
  const picky = await man("Harsh");
  await profile(picky, { current_city: "SURAT", dietary_preferences: "vegetarian" });
  await prefer(picky, { height_max: 155, must: ["height"] });
  const elsewhere = await man("Meet");
  await profile(elsewhere, { current_city: "Vadodara", dietary_preferences: "vegetarian" });
  return { she, fits, picky, elsewhere };
}

describe("GET /api/v1/matches", () => {
  it("lists mutual, mine and theirs, each saying how the pair match", async () => {
    const { she, fits, picky, elsewhere } = await community();
    const mine = await ids(she, "mine");
    expect(mine).toContain(fits.userId);
    // City compared without case and spaces.
    expect(mine).toContain(picky.userId);
    expect(mine).not.toContain(elsewhere.userId);
    const theirs = await ids(she, "theirs");
    expect(theirs).toContain(fits.userId);
    expect(theirs).toContain(elsewhere.userId);
    // She is 160 cm; Harsh's must is at most 155.
    expect(theirs).not.toContain(picky.userId);
    const mutual = await ids(she, "mutual");
    expect(mutual).toContain(fits.userId);
    expect(mutual).not.toContain(picky.userId);
    expect(mutual).not.toContain(elsewhere.userId);
    // The default is mutual.
    const plain = await as(she)("GET", "/api/v1/matches");
    const card = plain.json().data.find((c: { id: string }) => c.id === fits.userId);
    expect(card.match).toEqual({
      mine: { met: ["dietary_preferences", "city"], missed: [] },
      theirs: { met: ["height"], missed: [] },
      score: 100,
    });
    // Seen from his side, the same pair.
    expect(await ids(fits, "mutual")).toContain(she.userId);
  });

  it("never lists the same gender, the viewer, or a blocked pair", async () => {
    const { she, fits } = await community();
    const other = await createMember(t.app);
    expect(await ids(she, "theirs")).not.toContain(other.userId);
    expect(await ids(she, "theirs")).not.toContain(she.userId);
    await as(fits)("POST", "/api/v1/block/", { block_request: { profileId: she.userId } });
    expect(await ids(she, "mutual")).not.toContain(fits.userId);
    expect(await ids(fits, "mutual")).not.toContain(she.userId);
  });

  it("carries 'How you match' on another member's profile, not on one's own", async () => {
    const { she, picky } = await community();
    const res = await as(she)("GET", `/api/v1/profiles/${picky.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toEqual({
      mine: { met: ["dietary_preferences", "city"], missed: [] },
      theirs: { met: [], missed: ["height"] },
      score: 67,
    });
    expect((await as(she)("GET", `/api/v1/profiles/${she.userId}`)).json().match).toBeUndefined();
  });

  it("refuses an unknown type or limit with 400, and a visitor with 401", async () => {
    const m = await createMember(t.app);
    for (const query of ["type=all", "limit=0", "limit=51", "offset=-1"]) {
      const res = await as(m)("GET", `/api/v1/matches?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
    const anonymous = await t.app.inject({ url: "/api/v1/matches" });
    expect(anonymous.statusCode).toBe(401);
  });
});
