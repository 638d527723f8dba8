import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createAdmin } from "../../test/trust-factories.ts";
import { multipart, photo, webpChunks } from "../pictures/photo-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: { token: string }) => caller(t.app, m.token);
const admin = () => createAdmin(t);
const en = { title: "Choosing a match", summary: "", content: "Talk to both families first." };
const gu = { title: "જીવનસાથીની પસંદગી", summary: "ટૂંકમાં", content: "બંને પરિવારો સાથે વાત કરો." };
const publicList = async (lang?: string) =>
  (await t.app.inject({ url: `/api/v1/blogs${lang ? `?lang=${lang}` : ""}` })).json().data;

describe("admin blogs", () => {
  it("are for admins only: 403 for a member, 401 for a visitor", async () => {
    const member = await createMember(t.app);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/blogs"],
      ["POST", "/api/v1/admin/blogs"],
      ["PUT", "/api/v1/admin/blogs/x"],
      ["PUT", "/api/v1/admin/blogs/x/status"],
      ["POST", "/api/v1/admin/blog-images"],
    ] as const) {
      const body =
        method === "GET" ? undefined : url.endsWith("/status") ? { status: "published" } : { en };
      expect((await as(member)(method, url, body)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload: body })).statusCode, url).toBe(401);
    }
  });

  it("refuses a post with neither language, an empty title or a foreign cover address", async () => {
    const a = await admin();
    for (const body of [
      {},
      { en: null, gu: null },
      { en: { ...en, title: "  " } },
      { en: { ...en, title: "x".repeat(141) } },
      { en, image: "https://evil.example/x.webp" },
    ]) {
      const res = await as(a)("POST", "/api/v1/admin/blogs", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("request.invalid");
    }
  });

  it("a draft is not public; published, it is listed in the reader's language; unpublished, gone", async () => {
    const a = await admin();
    const created = await as(a)("POST", "/api/v1/admin/blogs", { en, gu });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      status: "draft",
      en: { title: en.title },
      gu: { title: gu.title },
    });
    // An empty summary is the start of the article.
    expect(post.en.summary).toBe(en.content);
    expect((await publicList()).map((b: { id: string }) => b.id)).not.toContain(post.id);
    expect((await t.app.inject({ url: `/api/v1/blog/${post.id}` })).statusCode).toBe(404);

    const published = await as(a)("PUT", `/api/v1/admin/blogs/${post.id}/status`, {
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    const inGu = (await publicList("gu")).find((b: { id: string }) => b.id === post.id);
    expect(inGu).toMatchObject({ lang: "gu", title: gu.title, summary: "ટૂંકમાં" });
    const inEn = (await publicList("en")).find((b: { id: string }) => b.id === post.id);
    expect(inEn).toMatchObject({ lang: "en", title: en.title });
    const one = await t.app.inject({ url: `/api/v1/blog/${post.id}?lang=gu` });
    expect(one.json().data).toMatchObject({ lang: "gu", content: gu.content });

    // Edited while published: the public list shows the change at once (nothing cached).
    await as(a)("PUT", `/api/v1/admin/blogs/${post.id}`, { en: { ...en, title: "Edited" }, gu });
    expect((await publicList("en")).find((b: { id: string }) => b.id === post.id).title).toBe(
      "Edited",
    );

    await as(a)("PUT", `/api/v1/admin/blogs/${post.id}/status`, { status: "draft" });
    expect((await publicList()).map((b: { id: string }) => b.id)).not.toContain(post.id);
    const audit = (await as(a)("GET", "/api/v1/admin/audit")).json().data;
    expect(audit.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(["blogs.create", "blogs.status", "blogs.update"]),
    );
    const all = (await as(a)("GET", "/api/v1/admin/blogs")).json().data;
    expect(all.find((b: { id: string }) => b.id === post.id).status).toBe("draft");
  });

  it("a Gujarati-only post is shown in Gujarati to English readers too", async () => {
    const a = await admin();
    const post = (await as(a)("POST", "/api/v1/admin/blogs", { gu })).json().data;
    expect(post.en).toBeNull();
    await as(a)("PUT", `/api/v1/admin/blogs/${post.id}/status`, { status: "published" });
    const shown = (await publicList("en")).find((b: { id: string }) => b.id === post.id);
    expect(shown).toMatchObject({ lang: "gu", title: gu.title });
  });

  it("404 for changing a post that does not exist", async () => {
    const a = await admin();
    const res = await as(a)("PUT", "/api/v1/admin/blogs/nope/status", { status: "published" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("blog.not_found");
  });

  it("a cover photo is checked by its content and stored without its metadata", async () => {
    const a = await admin();
    const source = await sharp(await photo(1600, 1000))
      .jpeg()
      .withExif({ IFD0: { Make: "Sagpan Test Camera" } })
      .toBuffer();
    const body = await multipart([{ name: "cover.jpg", bytes: source, field: "file" }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/blog-images",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(a.token) },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/api\/v1\/blog-images\/[\w-]+\.webp$/);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(webpChunks(file.rawPayload)).not.toContain("EXIF");
    expect(file.rawPayload.includes("Sagpan Test Camera")).toBe(false);

    const post = await as(a)("POST", "/api/v1/admin/blogs", { en, image: url });
    expect(post.json().data.image).toBe(url);

    const fake = await multipart([
      { name: "cover.jpg", bytes: Buffer.from("not an image at all"), field: "file" },
    ]);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/blog-images",
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(a.token) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("upload.unsupported_type");
    expect((await t.app.inject({ url: "/api/v1/blog-images/missing.webp" })).statusCode).toBe(404);
  });
});
