import type { MatchType, Preferences } from "@sagpan/contract";
import { emptyPreferences } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createMatchesRepository, type Viewer } from "./matches.repository.ts";
import { createMatchesService } from "./matches.service.ts";

/**
 * The match lists' plans (docs/performance.md "Two-way matches"): "I fit their preferences"
 * passes most of a gender, so it is read on the newest-first walk; "they fit mine" with a
 * rare value (a sub-community, a city) is found through profiles_fact_keys_idx. Plans are read
 * with a full scan ruled out, as at 100,000 profiles (this table is small: here a sort of the
 * few hundred of a gender would be cheaper than the walk), after ANALYZE.
 */
let t: TestApp;
let repo: ReturnType<typeof createMatchesRepository>;
let viewers: Viewer[];
let rareCommunity: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { password: "sagpan123", profiles: 1500 });
  await t.database.query("analyze profiles");
  repo = createMatchesRepository({ db: t.database.db });
  const service = createMatchesService({
    matches: repo,
    cardOf: () => {
      throw new Error("no cards here");
    },
    primaryPicsOf: () => new Map(),
    planOf: async () => "Free",
    clock: () => t.clock.now,
  });
  const ids = await t.database.query<{ id: string }>(
    "select id from profiles where gotra is not null order by md5(id) limit 6",
  );
  viewers = await Promise.all(ids.map((r) => service.viewerOf(r.id)));
  const [rare] = await t.database.query<{ sub_community: string }>(
    `select sub_community from profiles where sub_community is not null
     group by sub_community order by count(*), sub_community limit 1`,
  );
  rareCommunity = rare!.sub_community;
}, 300_000);
afterAll(() => t.close());

/** With `ordered`, a sort is ruled out too: proves an index gives the page in its order. */
async function plan(viewer: Viewer, type: MatchType, offset = 0, ordered = false) {
  const { sql, params } = repo.pageSql({ viewer, type, limit: 20, offset, today: t.clock.now });
  await t.database.query("set enable_seqscan = off");
  if (ordered) await t.database.query("set enable_sort = off");
  try {
    const rows = await t.database.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await t.database.query("reset enable_seqscan");
    await t.database.query("reset enable_sort");
  }
}

const only = (viewer: Viewer, p: Partial<Preferences>): Viewer => ({
  ...viewer,
  preferences: { ...emptyPreferences, ...p },
});

describe("match list queries use their indexes", () => {
  it("each list of the seeded members walks the newest-first index to the page (no sort, no scan)", async () => {
    for (const viewer of viewers) {
      for (const [type, offset] of [
        ["theirs", 0],
        ["theirs", 40],
        ["mine", 0],
        ["mutual", 20],
      ] as const) {
        const text = await plan(viewer, type, offset, true);
        expect(text).toMatch(
          /Limit[\s\S]*Index Scan using profiles_gender_created_idx on profiles/,
        );
        expect(text).not.toMatch(/Seq Scan on profiles|Sort Key|profiles_fit_keys_idx/);
        // "I fit their preferences" is read from the fit columns on the walk.
        if (type !== "mine") expect(text).toMatch(/fit_age_min <=[\s\S]*fit_keys &&/);
      }
    }
  });

  it("a rare accepted value (one sub-community) is found through the fact_keys index", async () => {
    for (const type of ["mine", "mutual"] as const) {
      const viewer = only(viewers[0]!, { sub_community: [rareCommunity], must: ["sub_community"] });
      const text = await plan(viewer, type);
      expect(text).toMatch(/Bitmap Index Scan on profiles_fact_keys_idx/);
      expect(text).toMatch(/fact_keys && /);
      expect(text).not.toMatch(/Seq Scan on profiles/);
    }
  });
});
