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
const save = (m: Member, name: string, query: object) =>
  as(m)("POST", "/api/v1/saved_searches", { saved_search: { name, query } });
const searchesOf = async (m: Member) => {
  const res = await as(m)("GET", "/api/v1/saved_searches");
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; name: string; query: Record<string, string> }[];
};

/** The hourly job, run now through the app's queue. */
async function runJob() {
  await t.app.jobs.send("saved_searches.announce", {});
  await t.jobsDone();
}

describe("saved searches", () => {
  it("saves the list's filters, lists them newest first and deletes the owner's own", async () => {
    const she = await createMember(t.app);
    const res = await save(she, "Surat, vegetarian", {
      city: "Surat",
      dietary_preferences: "vegetarian",
      age_max: 32,
      verified: true,
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      name: "Surat, vegetarian",
      query: { city: "Surat", dietary_preferences: "vegetarian", age_max: "32", verified: "true" },
    });
    expect(Date.parse(saved.created_at)).not.toBeNaN();
    await save(she, "Ahmedabad", { city: "Ahmedabad" });
    expect((await searchesOf(she)).map((s) => s.name)).toEqual(["Ahmedabad", "Surat, vegetarian"]);

    // Another member's id is not found, and stays.
    const other = await createMember(t.app, { body: { gender: "male" } });
    const refused = await as(other)("DELETE", `/api/v1/saved_searches/${saved.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe("saved_search.not_found");
    expect(await searchesOf(other)).toEqual([]);
    expect(await searchesOf(she)).toHaveLength(2);

    expect((await as(she)("DELETE", `/api/v1/saved_searches/${saved.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await searchesOf(she)).map((s) => s.name)).toEqual(["Ahmedabad"]);
    expect((await as(she)("DELETE", `/api/v1/saved_searches/${saved.id}`)).statusCode).toBe(404);
  });

  it("refuses what the profile list would refuse, with the field named", async () => {
    const she = await createMember(t.app);
    for (const [query, field] of [
      [{ age_min: 12 }, "query.age_min"],
      [{ dietary_preferences: "meat lover" }, "query.dietary_preferences"],
      [{ colour: "blue" }, "query"],
      [{ limit: 5 }, "query"],
      [{ verified: "maybe" }, "query.verified"],
    ] as const) {
      const res = await save(she, "Bad", query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
      expect(Object.keys(res.json().error.fields ?? {})).toEqual([field]);
    }
    for (const body of [
      { saved_search: { name: "", query: {} } },
      { saved_search: { name: "x".repeat(61), query: {} } },
      { saved_search: { name: "No query" } },
      { saved_search: { name: "Nested", query: { city: { a: 1 } } } },
    ]) {
      const res = await as(she)("POST", "/api/v1/saved_searches", body);
      expect(res.statusCode).toBe(400);
    }
    expect(await searchesOf(she)).toEqual([]);
  });

  it("keeps at most 5 a member, even with 6 saves at once", async () => {
    const she = await createMember(t.app);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(she, `Search ${i}`, { age_min: 20 + i })),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409]);
    const over = replies.find((r) => r.statusCode === 409)!;
    expect(over.json().error).toMatchObject({
      code: "saved_search.too_many",
      message: "You can keep up to 5 saved searches",
    });
    expect(await searchesOf(she)).toHaveLength(5);
    // Another member's searches do not count against hers.
    const other = await createMember(t.app);
    expect((await save(other, "Mine", {})).statusCode).toBe(201);
  });

  it("announces newly matching profiles once per profile and search, as a notification", async () => {
    const she = await createMember(t.app, { body: { name: "Riya" } });
    const profile = (m: Member, fields: object) =>
      as(m)("PUT", `/api/v1/profiles/${m.userId}`, { profile: fields });
    const man = async (name: string, city: string) => {
      const m = await createMember(t.app, {
        body: { name, gender: "male", birthdate: "1994-02-02" },
      });
      await profile(m, { current_city: city });
      return m;
    };
    await man("Aarav", "Surat");
    expect((await save(she, "Surat", { city: "Surat" })).statusCode).toBe(201);
    const notifications = async () =>
      (
        (await as(she)("GET", "/api/v1/notifications")).json().data as {
          kind: string;
          data: { count: number };
        }[]
      ).filter((n) => n.kind === "saved_search_matches");

    // The first look takes note of what already matched: nothing to announce.
    await runJob();
    expect(await notifications()).toEqual([]);

    await man("Bhavin", "Surat");
    await man("Chirag", "Surat");
    await man("Dhruv", "Vadodara");
    await runJob();
    expect((await notifications()).map((n) => n.data.count)).toEqual([2]);
    // Run again: the same profiles are never announced twice.
    await runJob();
    expect(await notifications()).toHaveLength(1);
  });
});
