import { publicPages } from "@sagpan/contract/pages";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import { createBlogsRepository } from "../blogs/blogs.repository.ts";

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the blog is far from it. */
const SITEMAP_LIMIT = 49_000;

/**
 * Member pages need a sign-in and show a crawler nothing; the API is not for crawlers, except the
 * blog covers that link previews show. Profiles stay allowed: link-preview crawlers that honour
 * robots.txt (X's) would otherwise show no card for a shared profile; its page says noindex.
 */
const disallowed = [
  "/api/",
  "/admin",
  "/member",
  "/info",
  "/profiles",
  "/saved/",
  "/filtered/",
  "/chat",
  "/interests",
  "/visitors",
  "/subscription",
  "/upload/",
  "/add/",
  "/delete/",
  "/logout",
  "/reset-password",
  "/forgot-password",
  "/settings/",
  "/manager-invite",
  "/notifications",
];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** robots.txt and sitemap.xml (api-contract.md, "Pages for crawlers and link previews"). */
export const crawlersRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const blogs = createBlogsRepository({ db });
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) => {
    const lines = [
      "# Sagpan: the public pages (home, featured, blogs, terms, advertise) may be indexed.",
      "User-agent: *",
      "Allow: /",
      "Allow: /api/v1/blog-images/",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${absolute("/sitemap.xml")}`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) => {
    const posts = await blogs.publishedIndex(SITEMAP_LIMIT);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeXml(absolute(path))}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""
      }</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPages.map((path) => entry(path)),
      ...posts.map((post) => entry(`/blog/${encodeURIComponent(post.id)}`, post.updatedAt)),
      "</urlset>",
      "",
    ];
    return reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(xml.join("\n"));
  });
};
