import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerWeb } from "./web.ts";

// A built web app in miniature: index.html and one hashed script with its .br and .gz copies,
// as the web build's precompress step writes them.
const dist = mkdtempSync(join(tmpdir(), "sagpan-web-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Sagpan</title>");
// The pages the build also writes with their own scripts preloaded.
mkdirSync(join(dist, "routes"));
writeFileSync(join(dist, "routes", "profiles.html"), "<!doctype html><title>Sagpan list</title>");
writeFileSync(join(dist, "routes", "profile.html"), "<!doctype html><title>Sagpan profile</title>");
writeFileSync(join(dist, "routes", "chat.html"), "<!doctype html><title>Sagpan chat</title>");
const script = "export const x = 1;\n".repeat(200);
writeFileSync(join(dist, "assets", "app-abc.js"), script);
writeFileSync(join(dist, "assets", "app-abc.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets", "app-abc.js.gz"), gzipSync(script));

const app = Fastify();
await registerWeb(app, dist);

/** What a browser sends when it opens a page. */
const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

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

  it("answers a page route with index.html", async () => {
    for (const url of ["/login", "/filtered/profiles?age_min=21", "/profile/", "/profiles/x"]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Sagpan</title>");
    }
  });

  it("answers a member's list and profile with the pages that preload their own scripts", async () => {
    const member = { ...html, cookie: "lang=gu; sagpan_member=1" };
    for (const url of ["/", "/profiles", "/saved/profiles", "/profiles?x=1"]) {
      const res = await app.inject({ url, headers: member });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Sagpan list</title>");
    }
    for (const url of ["/profile/MDFhMjA5", "/profile/MDFhMjA5/?from=list"]) {
      const res = await app.inject({ url, headers: member });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toContain("Cookie");
      expect(res.body).toContain("<title>Sagpan profile</title>");
    }
    // A conversation's own document, with its query; a page the build wrote none for gets
    // index.html (here /chats: only chat.html exists in this miniature build).
    const chat = await app.inject({ url: "/chat?with=01a2", headers: member });
    expect(chat.body).toContain("<title>Sagpan chat</title>");
    for (const url of ["/chats", "/chat/x"]) {
      const res = await app.inject({ url, headers: member });
      expect(res.body).toContain("<title>Sagpan</title>");
    }
  });

  it("gives a visitor the plain document on those paths (no member code to download)", async () => {
    for (const cookie of [undefined, "lang=gu", "sagpan_member=0", "xsagpan_member=1"]) {
      for (const url of ["/", "/profile/MDFhMjA5"]) {
        const res = await app.inject({ url, headers: cookie ? { ...html, cookie } : html });
        expect(res.body).toContain("<title>Sagpan</title>");
        expect(res.headers.vary).toContain("Cookie");
      }
    }
  });

  it("answers a call that is not a page navigation with the JSON 404, never the app", async () => {
    const calls = [
      { url: "/api/v1/nothing", headers: html },
      { url: "/socket/longpoll", headers: { accept: "application/json" } },
      { url: "/login" },
      { url: "/assets/gone-123.js", headers: html },
      { url: "/profiles", headers: { accept: "*/*", cookie: "sagpan_member=1" } },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).not.toContain("<title>");
    }
  });
});
