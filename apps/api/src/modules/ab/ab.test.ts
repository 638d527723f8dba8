import { abTextLimit } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import { abTexts } from "./ab.table.ts";
import { abDefaults } from "./ab-defaults.ts";

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  // Two API nodes on one database: a change on one must reach the other's cache.
  t = await createTestApp();
  second = await createTestApp({ sameAs: t });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const as = (m: { token: string }) => caller(t.app, m.token);
async function admin() {
  const m = await createMember(t.app);
  await makeAdmin(t.database.db, m.userId);
  return m;
}
const overrides = async (app: TestApp, lang: string) =>
  (await app.app.inject({ url: `/api/v2/ab?lang=${lang}` })).json().data;

describe("A/B texts", () => {
  it("admin routes refuse members (403) and visitors (401)", async () => {
    const member = await createMember(t.app);
    const body = { key: "menu.buyPlan", lang: "en", text: "Go premium" };
    for (const [method, url] of [
      ["GET", "/api/v1/admin/ab"],
      ["PUT", "/api/v1/admin/ab"],
      ["DELETE", "/api/v1/admin/ab?key=menu.buyPlan&lang=en"],
    ] as const) {
      const payload = method === "PUT" ? body : undefined;
      expect((await as(member)(method, url, payload)).statusCode, method).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, method).toBe(401);
    }
  });

  it("an override is served to visitors in its language, and removed again", async () => {
    const a = await admin();
    const set = await as(a)("PUT", "/api/v1/admin/ab", {
      key: "menu.buyPlan",
      lang: "gu",
      text: "પ્લાન લો",
    });
    expect(set.statusCode).toBe(200);
    expect(await overrides(t, "gu")).toMatchObject({ "menu.buyPlan": "પ્લાન લો" });
    expect(await overrides(t, "en")).not.toHaveProperty("menu.buyPlan");
    const list = (await as(a)("GET", "/api/v1/admin/ab")).json().data;
    expect(list).toContainEqual(expect.objectContaining({ key: "menu.buyPlan", lang: "gu" }));
    const [line] = (await as(a)("GET", "/api/v1/admin/audit?action=ab.set")).json().data;
    expect(line).toMatchObject({ target: "menu.buyPlan (gu)", details: { text: "પ્લાન લો" } });

    const removed = await as(a)("DELETE", "/api/v1/admin/ab?key=menu.buyPlan&lang=gu");
    expect(removed.statusCode).toBe(204);
    expect(await overrides(t, "gu")).not.toHaveProperty("menu.buyPlan");
  });

  // Nodes hear each other through Redis; without it each keeps a minute at most.
  it.runIf(process.env.REDIS_URL)("a change clears the cache on every node at once", async () => {
    const a = await admin();
    // Both nodes read (and keep) the current overrides first.
    await overrides(t, "en");
    await overrides(second, "en");
    await as(a)("PUT", "/api/v1/admin/ab", { key: "menu.terms", lang: "en", text: "Our rules" });
    await expect.poll(async () => (await overrides(second, "en"))["menu.terms"]).toBe("Our rules");
    await as(a)("DELETE", "/api/v1/admin/ab?key=menu.terms&lang=en");
    await expect.poll(async () => (await overrides(second, "en"))["menu.terms"]).toBeUndefined();
  });

  it("kept: a write behind the API's back is not seen while the cache holds", async () => {
    await overrides(t, "gu");
    await t.database.db.insert(abTexts).values({ key: "menu.logout", lang: "gu", text: "બહાર" });
    expect((await overrides(t, "gu"))["menu.logout"]).toBeUndefined();
  });

  it("refuses unknown keys, texts too long for their place and lost placeholders", async () => {
    const a = await admin();
    const put = (key: string, text: string, lang = "en") =>
      as(a)("PUT", "/api/v1/admin/ab", { key, lang, text });
    const unknown = await put("menu.noSuchKey", "x");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("ab.unknown_key");

    const original = abDefaults.en.get("menu.buyPlan") as string;
    const max = abTextLimit(original);
    expect(max).toBeLessThan(40);
    expect((await put("menu.buyPlan", "x".repeat(max))).statusCode).toBe(200);
    const long = await put("menu.buyPlan", "x".repeat(max + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe("ab.too_long");
    // Never past the hard maximum, however long the default.
    const hard = await put("menu.buyPlan", "x".repeat(161));
    expect(hard.statusCode).toBe(400);

    const withPlaceholder = [...abDefaults.en].find(([, v]) => /\{\{\w+\}\}/.test(v));
    if (!withPlaceholder) throw new Error("no text with a placeholder");
    const lost = await put(withPlaceholder[0], "No placeholder here");
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error.code).toBe("ab.placeholders");

    const badKey = await put("../../etc", "x");
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.code).toBe("request.invalid");
    const badLang = await put("menu.buyPlan", "x", "fr");
    expect(badLang.statusCode).toBe(400);
  });
});
