import { type ProfileListQuery, profileListQuerySchema } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../seed/seed.ts";
import { bearer } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { gunByPosition } from "./astro.ts";
import { createProfilesRepository } from "./profiles.repository.ts";

/**
 * Best Gun Milan first walks the viewer's Moon positions (profiles.repository's rankedByGun):
 * every page, laid end to end, must be exactly the brute-force order, score by score from the
 * candidate's stored Moon, newest first among equal scores, those without a chart last.
 */
interface Candidate {
  id: string;
  created_at: Date;
  birthdate: string;
  current_city: string | null;
  nakshatra: number | null;
  pada: number | null;
  moon_rashi: number | null;
  moon_degree: number | null;
}
interface Viewer extends Candidate {
  gender: "male" | "female";
  email: string;
}

let t: TestApp;
let viewers: Viewer[];
let candidates: Record<"male" | "female", Candidate[]>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { password: "sagpan123", profiles: 600 });
  const columns =
    "p.id, p.created_at, p.birthdate::text as birthdate, p.current_city, p.nakshatra, p.pada, p.moon_rashi, p.moon_degree";
  const all = await t.database.query<Candidate & { gender: "male" | "female" }>(
    `select ${columns}, p.gender from profiles p
     where not exists (select 1 from profile_holds h where h.profile_id = p.id)`,
  );
  candidates = {
    male: all.filter((c) => c.gender === "male"),
    female: all.filter((c) => c.gender === "female"),
  };
  // Viewers with a chart and no blocks either way, one of each gender first, then a Dhanu or
  // Makar Moon, whose score of a candidate depends on which half of the sign it is in.
  const charted = await t.database.query<Viewer>(
    `select ${columns}, p.gender, u.email from profiles p join users u on u.id = p.id
     where p.nakshatra is not null and u.deleted_at is null and u.suspended_at is null
       and not exists (select 1 from blocks b where b.blocker_id = p.id or b.blocked_id = p.id)
     order by p.id`,
  );
  viewers = [
    charted.find((v) => v.gender === "male")!,
    charted.find((v) => v.gender === "female")!,
    charted.find((v) => v.moon_rashi === 9 || v.moon_rashi === 10)!,
  ];
});
afterAll(() => t.close());

const tableOf = (v: Viewer) =>
  gunByPosition(
    {
      gender: v.gender,
      nakshatra: v.nakshatra,
      pada: v.pada,
      moonRashi: v.moon_rashi,
      moonDegree: v.moon_degree,
    },
    "sagpan",
  );
const half = (degree: number | null) => (degree === null ? 0 : degree < 15 ? 1 : 2);
const other = (gender: "male" | "female") => (gender === "male" ? "female" : "male");

/** The expected order, computed the slow way: score every candidate, sort them all. */
function bruteForce(
  viewer: Viewer,
  keep: (c: Candidate) => boolean = () => true,
  min?: number,
): string[] {
  const table = tableOf(viewer)!;
  const scored = candidates[other(viewer.gender)]
    .filter(keep)
    .map((c) => ({
      c,
      score:
        c.nakshatra === null || c.pada === null
          ? null
          : table.get(c.nakshatra * 100 + c.pada * 10 + half(c.moon_degree))!,
    }))
    .filter((x) => min === undefined || (x.score !== null && x.score >= min));
  scored.sort(
    (a, b) =>
      (b.score ?? -1) - (a.score ?? -1) ||
      b.c.created_at.getTime() - a.c.created_at.getTime() ||
      (a.c.id < b.c.id ? 1 : a.c.id > b.c.id ? -1 : 0),
  );
  return scored.map((x) => x.c.id);
}

/** Every page of the list, `limit` at a time, laid end to end. */
async function allPages(viewer: Viewer, query: Record<string, string>, limit: number) {
  const repo = createProfilesRepository({ db: t.database.db });
  const ids: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const rows = await repo.list({
      viewerId: viewer.id,
      gender: other(viewer.gender),
      viewerGotra: null,
      gunTable: tableOf(viewer),
      query: profileListQuerySchema.parse({
        ...query,
        sort: "gun",
        limit: String(limit),
        offset: String(offset),
      }) as ProfileListQuery,
      today: new Date(),
    });
    ids.push(...rows.slice(0, limit).map((r) => r.id));
    if (rows.length <= limit) return ids;
    expect(rows.length).toBe(limit + 1);
  }
}

const age = (birthdate: string) => {
  const born = new Date(`${birthdate}T00:00:00Z`);
  const now = new Date();
  let years = now.getUTCFullYear() - born.getUTCFullYear();
  if (
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())
  )
    years -= 1;
  return years;
};

describe("sort=gun walks Moon positions in score order", () => {
  it("matches the brute-force order across pages, for men and women viewers", async () => {
    for (const viewer of viewers) {
      const expected = bruteForce(viewer);
      expect(expected.length).toBeGreaterThan(200);
      const got = await allPages(viewer, {}, 20);
      expect(got).toEqual(expected);
      expect(new Set(got).size).toBe(got.length);
    }
  });

  it("keeps pages stable at odd page sizes: no repeats, no gaps between pages", async () => {
    const viewer = viewers[2]!;
    const expected = bruteForce(viewer);
    for (const limit of [7, 33]) expect(await allPages(viewer, {}, limit)).toEqual(expected);
  });

  it("applies the filters before ordering", async () => {
    const viewer = viewers[0]!;
    const city = candidates.female.find((c) => c.current_city)!.current_city!;
    expect(await allPages(viewer, { age_max: "30" }, 20)).toEqual(
      bruteForce(viewer, (c) => age(c.birthdate) <= 30),
    );
    expect(await allPages(viewer, { city }, 9)).toEqual(
      bruteForce(viewer, (c) => c.current_city?.toLowerCase() === city.toLowerCase()),
    );
  });

  it("with min_gun visits only the positions at or above the minimum", async () => {
    for (const viewer of viewers.slice(0, 2)) {
      const expected = bruteForce(viewer, () => true, 24);
      expect(expected.length).toBeGreaterThan(10);
      expect(await allPages(viewer, { min_gun: "24" }, 20)).toEqual(expected);
    }
  });

  it("min_gun with the newest-first order keeps exactly the candidates at the minimum", async () => {
    const viewer = viewers[1]!;
    const repo = createProfilesRepository({ db: t.database.db });
    const rows = await repo.list({
      viewerId: viewer.id,
      gender: other(viewer.gender),
      viewerGotra: null,
      gunTable: tableOf(viewer),
      query: profileListQuerySchema.parse({ min_gun: "22", limit: "50" }) as ProfileListQuery,
      today: new Date(),
    });
    const expected = new Set(bruteForce(viewer, () => true, 22));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(expected.has(row.id)).toBe(true);
    const times = rows.map((r) => candidates.male.find((c) => c.id === r.id)!.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("serves the same order through the API", async () => {
    const viewer = viewers[0]!;
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: viewer.email, password: "sagpan123" },
    });
    const token = signIn.json().token as string;
    const page = await t.app.inject({
      url: "/api/v1/profiles?sort=gun&limit=30",
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    const cards = page.json().data as { id: string }[];
    expect(cards.map((c) => c.id)).toEqual(bruteForce(viewer).slice(0, 30));
  });
});
