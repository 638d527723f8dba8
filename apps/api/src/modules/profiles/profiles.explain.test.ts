import { profileListQuerySchema } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { gunByPosition } from "./astro.ts";
import { createProfilesRepository, type ListOptions } from "./profiles.repository.ts";

let t: TestApp;
let viewerId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { password: "sagpan123", profiles: 1200 });
  await t.database.query("analyze");
  const [viewer] = await t.database.query<{ id: string }>(
    "select id from profiles where gender = 'male' limit 1",
  );
  viewerId = viewer!.id;
});
afterAll(() => t.close());

/**
 * The plan the database picks when a full scan (and, with `ordered`, a sort) is not an option:
 * proves an index serves the query, as it must at 100,000 profiles (this table is small).
 */
async function plan(
  query: Record<string, string>,
  ordered = false,
  gunTable: Map<number, number> | null = null,
) {
  const repo = createProfilesRepository({ db: t.database.db });
  const opts: ListOptions = {
    viewerId,
    gender: "female",
    viewerGotra: null,
    gunTable,
    query: profileListQuerySchema.parse(query),
    today: new Date(),
  };
  const { sql, params } = repo.listSql(opts);
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

describe("list queries use indexes", () => {
  it("the default list walks the gender + newest-first index", async () => {
    const text = await plan({}, true);
    expect(text).toMatch(/Index Scan.*profiles_gender_created_idx/);
    expect(text).not.toMatch(/Seq Scan on profiles/);
  });

  it("the age filter reads the birthdate index or the newest-first index", async () => {
    const text = await plan({ age_min: "24", age_max: "30" });
    expect(text).toMatch(/Index.*profiles_(birthdate|gender_created)_idx/);
    expect(text).not.toMatch(/Seq Scan on profiles/);
  });

  it("the city filter reads the city index", async () => {
    const text = await plan({ city: "Surat" });
    expect(text).toMatch(/Index.*profiles_(city|gender_created)_idx/);
    expect(text).not.toMatch(/Seq Scan on profiles/);
  });

  it("best Gun Milan first walks Moon positions over their index and stops at the page", async () => {
    const table = gunByPosition(
      {
        gender: "male",
        nakshatra: 4,
        pada: 2,
        moonRashi: 2,
        moonDegree: 20,
      },
      "sagpan",
    );
    await t.database.query("vacuum analyze profiles");
    const queries: Record<string, string>[] = [
      { sort: "gun" },
      { sort: "gun", age_max: "30", min_gun: "20" },
    ];
    for (const query of queries) {
      const text = await plan(query, false, table);
      // Positions in rank order, each position's newest candidates from the index, merged by
      // an incremental sort (one rank at a time) under the page's limit: no sort of them all.
      expect(text).toMatch(/Limit[\s\S]*Incremental Sort[\s\S]*Nested Loop/);
      expect(text).toMatch(/Index Scan using profiles_moon_slot_idx/);
      expect(text).not.toMatch(/Seq Scan on profiles/);
    }
  });

  it("min_gun on the newest-first list filters on the stored Moon position", async () => {
    const table = gunByPosition(
      {
        gender: "male",
        nakshatra: 20,
        pada: 1,
        moonRashi: 9,
        moonDegree: 14,
      },
      "sagpan",
    );
    const text = await plan({ min_gun: "22" }, true, table);
    expect(text).toMatch(/Index Scan.*profiles_gender_created_idx/);
    expect(text).toMatch(/moon_slot = ANY/);
    expect(text).not.toMatch(/Seq Scan on profiles/);
  });
});
