import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { previewTexts, writeWebDist } from "../../test/web-dist.ts";
import { users } from "../accounts/accounts.table.ts";
import { blogs } from "../blogs/blogs.table.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";

/** What a link-preview crawler sends (WhatsApp, Facebook, X send about this). */
const crawler = { accept: "*/*", "user-agent": "WhatsApp/2.23.20.0" };
const origin = "http://localhost:3000";

const { dist } = writeWebDist();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = crawler) =>
  t.app.inject({ url, headers });

/** The head's meta tags by name or property, as a crawler reads them. */
function metaOf(html: string): Record<string, string | undefined> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags[key as string] = value as string;
  }
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { ...tags, title };
}

const pidOf = (id: string) => Buffer.from(id).toString("base64url");

describe("a blog post's link", () => {
  const id = uuidv7();
  const draft = uuidv7();
  const drawn = uuidv7();
  beforeAll(async () => {
    await t.database.db.insert(blogs).values([
      {
        id,
        title: 'Choosing a "good" muhurat <now>',
        summary: "What families ask the priest & why.",
        content: "Long text",
        image: "/api/v1/blog-images/cover-1.webp",
        translation: { title: "શુભ મુહૂર્ત", summary: "પરિવારો શું પૂછે છે.", content: "લાંબો લેખ" },
      },
      { id: draft, title: "Not yet", summary: "Draft", content: "x", status: "draft" },
      { id: drawn, title: "Drawn", summary: "Cover is a drawing", content: "x", image: "/a.svg" },
    ]);
  });

  it("previews with the post's own title, summary and cover, escaped", async () => {
    const res = await page(`/blog/${id}`);
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body)).toMatchObject({
      title: `Choosing a &quot;good&quot; muhurat &lt;now&gt; · ${previewTexts.site.title}`,
      "og:type": "article",
      "og:title": "Choosing a &quot;good&quot; muhurat &lt;now&gt;",
      "og:description": "What families ask the priest &amp; why.",
      description: "What families ask the priest &amp; why.",
      "og:image": `${origin}/api/v1/blog-images/cover-1.webp`,
      "og:url": `${origin}/blog/${id}`,
      "twitter:card": "summary_large_image",
      "twitter:title": "Choosing a &quot;good&quot; muhurat &lt;now&gt;",
      "twitter:image": `${origin}/api/v1/blog-images/cover-1.webp`,
    });
    expect(res.body).not.toContain("<now>");
    expect(res.body).not.toContain('content="noindex"');
  });

  it("previews in Gujarati for a Gujarati reader or ?lang=gu", async () => {
    for (const res of [
      await page(`/blog/${id}`, { ...crawler, "accept-language": "gu" }),
      await page(`/blog/${id}?lang=gu`),
    ]) {
      expect(metaOf(res.body)).toMatchObject({
        "og:title": "શુભ મુહૂર્ત",
        "og:description": "પરિવારો શું પૂછે છે.",
        "og:locale": "gu_IN",
      });
      expect(res.body).toContain('<html lang="gu">');
    }
  });

  it("shows the site's picture for a drawn cover, and a draft or unknown post is a 404", async () => {
    expect(metaOf((await page(`/blog/${drawn}`)).body)["og:image"]).toBe(
      `${origin}/brand/preview.png`,
    );
    for (const missing of [draft, uuidv7()]) {
      const res = await page(`/blog/${missing}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).not.toContain("Not yet");
      expect(metaOf(res.body)["og:title"]).toBe(previewTexts.site.title);
    }
  });
});

describe("the featured page's link", () => {
  it("previews with its own title and text in both languages", async () => {
    expect(metaOf((await page("/featured")).body)).toMatchObject({
      "og:title": "What Sagpan offers",
      "og:description": previewTexts.en.featuredDescription,
      "og:image": `${origin}/brand/preview.png`,
      "og:image:alt": previewTexts.en.imageAlt,
    });
    const gu = await page("/featured", { ...crawler, "accept-language": "gu-IN" });
    expect(metaOf(gu.body)).toMatchObject({
      "og:title": "સગપણ શું આપે છે",
      "og:description": previewTexts.gu.featuredDescription,
      "og:image:alt": previewTexts.gu.imageAlt,
    });
  });
});

describe("a profile's link", () => {
  const privateDetails = {
    current_city: "Vadodara",
    occupation: "Chartered accountant",
    education: "Postgraduate",
    annual_income: 1_800_000,
    gotra: "Kashyap",
    aboutme: "I love garba and long walks by the Sabarmati",
    expectation: "Someone kind who respects elders",
  };
  const contact = { name: "Ramesh Patel", relation: "Father", phone: "+91 98250 12345" };

  it("previews with first name, age and city only: nothing private, never a photo", async () => {
    const m = await createMember(t.app, {
      body: { name: "Krupa", lastName: "Shahzada", birthdate: "1997-04-12" },
    });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/v1/profiles/${m.userId}/`,
      headers: bearer(m.token),
      payload: { id: m.userId, profile: privateDetails },
    });
    expect(put.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/v1/contacts",
      headers: bearer(m.token),
      payload: { contacts: [contact] },
    });
    expect(saved.statusCode).toBe(200);
    const pics = await uploadPhotos(t.app, m.token, [
      { name: "a.jpg", bytes: await photo(64, 64) },
    ]);
    expect(pics.statusCode).toBe(201);
    const picId = pics.json().data[0].id as string;

    const age =
      new Date(t.clock.now).getFullYear() - 1997 - (isBeforeBirthday(t.clock.now) ? 1 : 0);
    const url = `/profile/${pidOf(m.userId)}`;
    for (const [lang, headers] of [
      ["en", crawler],
      ["gu", { ...crawler, "accept-language": "gu" }],
    ] as const) {
      const res = await page(url, headers);
      expect(res.statusCode).toBe(200);
      const meta = metaOf(res.body);
      const own = previewTexts[lang].profileTitle
        .replace("{{name}}", "Krupa")
        .replace("{{age}}", String(age));
      expect(meta).toMatchObject({
        "og:title": own,
        "og:type": "profile",
        "og:image": `${origin}/brand/preview.png`,
        "og:url": `${origin}${url}`,
        robots: "noindex",
      });
      expect(meta.description).toContain("Vadodara");
      expect(meta["og:description"]).toBe(meta.description);
      // Not the last name, the email, the details others see only inside, contacts or photos.
      for (const secret of [
        "Shahzada",
        m.email,
        m.userId,
        privateDetails.occupation,
        privateDetails.education,
        privateDetails.gotra,
        privateDetails.aboutme,
        privateDetails.expectation,
        "1800000",
        "18,00,000",
        contact.name,
        contact.phone,
        picId,
        "/pics/",
        "1997",
      ]) {
        expect(res.body, secret).not.toContain(secret);
      }
    }
  });

  it("previews as the site when the profile is gone, suspended or not a profile id", async () => {
    const m = await createMember(t.app, { body: { name: "Hetal" } });
    const url = `/profile/${pidOf(m.userId)}`;
    expect(metaOf((await page(url)).body)["og:title"]).toContain("Hetal");
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, m.userId));
    for (const path of [url, `/profile/${pidOf(uuidv7())}`, "/profile/Zm9vL2Jhcg", "/profile/!!"]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const meta = metaOf(res.body);
      expect(meta["og:title"], path).toBe(previewTexts.site.title);
      expect(meta.robots).toBe("noindex");
      expect(res.body).not.toContain("Hetal");
    }
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("keeps crawlers out of member pages and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    for (const path of ["/api/", "/admin", "/chat", "/interests", "/info", "/profiles"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Blog covers are what previews show; a shared profile must still preview.
    expect(lines).toContain("Allow: /api/v1/blog-images/");
    expect(res.body).not.toMatch(/Disallow: \/profile\//);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("lists the public pages and published posts, never a draft or a profile", async () => {
    const published = uuidv7();
    const draft = uuidv7();
    await t.database.db.insert(blogs).values([
      { id: published, title: "Kundli", summary: "s", content: "c" },
      { id: draft, title: "Draft", summary: "s", content: "c", status: "draft" },
    ]);
    const member = await createMember(t.app);
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/featured", "/blogs", "/terms-and-conditions", "/advertise"]) {
      expect(locs).toContain(`${origin}${path}`);
    }
    expect(locs).toContain(`${origin}/blog/${published}`);
    expect(locs).not.toContain(`${origin}/blog/${draft}`);
    expect(res.body).not.toContain("/profile");
    expect(res.body).not.toContain(pidOf(member.userId));
    expect(res.body).toMatch(new RegExp(`/blog/${published}</loc><lastmod>\\d{4}-`));
  });
});

/** Whether 12 April has not yet come this year (the age is one less). */
function isBeforeBirthday(now: Date) {
  return now.getMonth() < 3 || (now.getMonth() === 3 && now.getDate() < 12);
}
