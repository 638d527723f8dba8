import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { blogs } from "./blogs.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(blogs).values([
    {
      id: uuidv7(),
      title: "Older",
      summary: "s1",
      content: "c1",
      publishedAt: new Date("2026-01-01"),
    },
    {
      id: uuidv7(),
      lang: "gu",
      title: "નવું",
      summary: "s2",
      content: "c2",
      publishedAt: new Date("2026-06-01"),
    },
  ]);
});
afterAll(() => t.close());

describe("blogs", () => {
  it("lists newest first for visitors, without the content", async () => {
    const res = await t.app.inject({ url: "/api/v1/blogs" });
    expect(res.statusCode).toBe(200);
    const { data, next } = res.json();
    expect(data.map((b: { title: string }) => b.title)).toEqual(["નવું", "Older"]);
    expect(data[0]).not.toHaveProperty("content");
    expect(next).toBeNull();
  });

  it("shows one post, and 404 for an unknown id", async () => {
    const list = (await t.app.inject({ url: "/api/v1/blogs" })).json().data;
    const one = await t.app.inject({ url: `/api/v1/blog/${list[1].id}` });
    expect(one.json().data).toMatchObject({ title: "Older", content: "c1", lang: "en" });
    const missing = await t.app.inject({ url: `/api/v1/blog/${uuidv7()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("blog.not_found");
  });
});
