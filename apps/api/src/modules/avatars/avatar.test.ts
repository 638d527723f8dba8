import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { renderAvatarSvg } from "./avatar.ts";
import { renderBlogCoverSvg } from "./blog-cover.ts";

/** Every opened tag is closed in order: enough to catch broken string building. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/undefined|NaN|null/);
}

const squareViewBox = (svg: string) => {
  const [, , w, h] = /viewBox="([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+)"/.exec(svg)?.slice(1) ?? [];
  return w !== undefined && w === h;
};

describe("renderAvatarSvg", () => {
  const seeds = Array.from({ length: 60 }, (_, i) => `01a1f288-b122-7f22-a5fb-bb7c3232c${i}`);

  it("draws a small, well-formed, square SVG", () => {
    for (const gender of ["male", "female"] as const) {
      for (const seed of seeds) {
        const svg = renderAvatarSvg(seed, gender);
        expectWellFormed(svg);
        expect(squareViewBox(svg)).toBe(true);
        expect(svg.length).toBeLessThan(3000);
      }
    }
  });

  it("always draws the same picture for the same seed", () => {
    expect(renderAvatarSvg("member-1", "female")).toBe(renderAvatarSvg("member-1", "female"));
  });

  it("draws different people for different seeds and genders", () => {
    const women = new Set(seeds.map((s) => renderAvatarSvg(s, "female")));
    const men = new Set(seeds.map((s) => renderAvatarSvg(s, "male")));
    expect(women.size).toBeGreaterThan(55);
    expect(men.size).toBeGreaterThan(55);
    // Only women wear the saree's pallu; only men the kurta's buttons.
    for (const svg of women) expect(svg).toContain("M70 93L104 118");
    for (const svg of men) expect(svg).toContain('cy="111"');
    expect(renderAvatarSvg("same", "male")).not.toBe(renderAvatarSvg("same", "female"));
  });
});

describe("renderBlogCoverSvg", () => {
  it("draws a well-formed cover per post, different for neighbouring posts", () => {
    const covers = [1, 2, 3, 4, 5, 6].map(renderBlogCoverSvg);
    for (const svg of covers) expectWellFormed(svg);
    expect(new Set(covers).size).toBe(covers.length);
  });
});

describe("GET /api/v1/avatars/:file", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves a member's avatar as a cacheable SVG drawn for their gender", async () => {
    const bride = await createMember(t.app, { body: { gender: "female" } });
    const res = await t.app.inject({ url: bride.userPic ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toBe(renderAvatarSvg(bride.userId, "female"));
  });

  it("serves blog covers", async () => {
    const res = await t.app.inject({ url: "/api/v1/avatars/blog-3.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(renderBlogCoverSvg(3));
  });

  it("answers 404 for unknown members and other file names", async () => {
    for (const file of [
      "01a1f288-b122-7f22-a5fb-bb7c3232c89d.svg",
      "not-an-id.svg",
      "blog-0.svg",
      "blog-100.svg",
      "avatar.png",
    ]) {
      const res = await t.app.inject({ url: `/api/v1/avatars/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ error: { code: "request.not_found", message: "Not found" } });
    }
  });
});
