import { rmSync } from "node:fs";
import { pagePatterns } from "@sagpan/contract/pages";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "./lib/errors.ts";
import { createPagePreviews } from "./modules/pages/page-previews.ts";
import { writeWebDist } from "./test/web-dist.ts";
import { registerWeb } from "./web.ts";

const { dist, script } = writeWebDist();
const publicUrl = "https://sagpan.example.in";

// The routing alone: a deployment with no posts and no profile a visitor may see (the previews
// of real posts and profiles are tested on a database in modules/pages/pages.test.ts).
const previews = createPagePreviews({
  findBlog: async () => null,
  profiles: {
    publicView: async () => {
      throw new AppError("profile.not_found");
    },
  },
  publicUrl,
});
const app = Fastify();
await registerWeb(app, dist, { previews, publicUrl });

/** What a browser sends when it opens a page. */
const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

/** A path for each page of the app, its parameters filled in. */
const pagePaths = pagePatterns.map((pattern) =>
  pattern.replace(":id", "01a2b3").replace(":pid", "MDFhMjA5"),
);

/** Which of the build's documents was sent (writeWebDist marks each). */
const documentOf = (body: string) => /data-doc="(\w+)"/.exec(body)?.[1];

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves the brotli copy of a script to a browser that accepts it, cached for a year", async () => {
    const res = await app.inject({
      url: "/assets/app-abc.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it("serves the service worker uncached, so a deploy's new worker is seen at once", async () => {
    const res = await app.inject({ url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
  });

  it("serves the web app manifest with its own content type", async () => {
    const res = await app.inject({ url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await app.inject({
      url: "/assets/app-abc.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({
      url: "/assets/app-abc.js",
      headers: { "accept-encoding": "" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe("pages", () => {
  it("answers every page with the app for a browser, */*, text/* and no Accept at all", async () => {
    const accepts: Record<string, string>[] = [html, { accept: "*/*" }, { accept: "text/*" }, {}];
    for (const url of pagePaths) {
      for (const headers of accepts) {
        const res = await app.inject({ url, headers });
        // A post that is not published is a 404 (its own test below); the page is still the app.
        const expected = url.startsWith("/blog/") ? 404 : 200;
        expect(res.statusCode, `${url} ${headers.accept}`).toBe(expected);
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(documentOf(res.body)).toBe("index");
      }
    }
  });

  it("answers a page with its query and trailing slash, and HEAD as uptime checks send it", async () => {
    for (const url of ["/login?next=/chats", "/filtered/profiles?age_min=21", "/blogs/"]) {
      const res = await app.inject({ url, headers: { accept: "*/*" } });
      expect(res.statusCode, url).toBe(200);
    }
    const head = await app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("answers an unknown path with the app's 404 page, kept out of search results", async () => {
    for (const url of [
      "/nothing",
      "/profiles/x",
      "/profile/",
      "/blog",
      "/wp-login.php",
      "/a/b/c",
    ]) {
      for (const headers of [html, { accept: "*/*" }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(documentOf(res.body)).toBe("index");
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
      }
    }
  });

  it("writes the site's head with absolute addresses, in the reader's language", async () => {
    const res = await app.inject({ url: "/blogs?x=1", headers: html });
    expect(res.body).toContain(
      '<meta property="og:url" content="https://sagpan.example.in/blogs" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://sagpan.example.in/brand/preview.png" />',
    );
    expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain("Built description");
    expect(res.body).not.toContain('content="noindex"');
    // One block, as the build wrote it: no second title.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    const gu = await app.inject({ url: "/", headers: { ...html, "accept-language": "gu-IN,gu" } });
    expect(gu.body).toContain('<html lang="gu">');
    expect(gu.body).toContain('<meta property="og:locale" content="gu_IN" />');
    const asked = await app.inject({ url: "/?lang=gu", headers: html });
    expect(asked.body).toContain('<html lang="gu">');
  });

  it("answers a member's list and profile with the pages that preload their own scripts", async () => {
    const member = { ...html, cookie: "lang=gu; sagpan_member=1" };
    for (const url of ["/", "/profiles", "/saved/profiles", "/profiles?x=1"]) {
      const res = await app.inject({ url, headers: member });
      expect(res.statusCode).toBe(200);
      expect(documentOf(res.body)).toBe("profiles");
    }
    for (const url of ["/profile/MDFhMjA5", "/profile/MDFhMjA5/?from=list"]) {
      const res = await app.inject({ url, headers: member });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toContain("Cookie");
      expect(documentOf(res.body)).toBe("profile");
    }
    // A conversation's own document, with its query; a page the build wrote none for gets
    // index.html (here /chats: only chat.html exists in this miniature build).
    const chat = await app.inject({ url: "/chat?with=01a2", headers: member });
    expect(documentOf(chat.body)).toBe("chat");
    const chats = await app.inject({ url: "/chats", headers: member });
    expect(documentOf(chats.body)).toBe("index");
    // An unknown path is the 404 page for a member too.
    const unknown = await app.inject({ url: "/chat/x", headers: member });
    expect(unknown.statusCode).toBe(404);
    expect(documentOf(unknown.body)).toBe("index");
  });

  it("gives a visitor the plain document on those paths (no member code to download)", async () => {
    for (const cookie of [undefined, "lang=gu", "sagpan_member=0", "xsagpan_member=1"]) {
      for (const url of ["/", "/profile/MDFhMjA5"]) {
        const res = await app.inject({ url, headers: cookie ? { ...html, cookie } : html });
        expect(documentOf(res.body)).toBe("index");
        expect(res.headers.vary).toContain("Cookie");
        expect(res.headers.vary).toContain("Accept-Language");
      }
    }
  });

  it("answers a call that is not a page navigation with the JSON 404, never the app", async () => {
    const calls = [
      { url: "/api/v1/nothing", headers: html },
      { url: "/api", headers: { accept: "*/*" } },
      { url: "/socket/longpoll", headers: { accept: "*/*" } },
      { url: "/socket.io/?EIO=4", headers: html },
      { url: "/login", headers: { accept: "application/json" } },
      { url: "/nothing", headers: { accept: "application/json" } },
      { url: "/assets/gone-123.js", headers: html },
      { url: "/assets/gone-123.js", headers: {} },
      { method: "POST" as const, url: "/login", headers: html },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).not.toContain("<title>");
    }
  });
});

describe("without a built web app", () => {
  it("answers every path with the JSON 404", async () => {
    const bare = Fastify();
    await registerWeb(bare, null, { previews, publicUrl });
    const res = await bare.inject({ url: "/", headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    await bare.close();
  });
});
