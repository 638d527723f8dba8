import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { matchPage } from "@sagpan/contract/pages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./lib/errors.ts";
import { withHead } from "./modules/pages/page-head.ts";
import {
  type Lang,
  notFoundHead,
  type PagePreviews,
  type PreviewTexts,
} from "./modules/pages/page-previews.ts";

/**
 * Paths whose page the web build also wrote with its own scripts preloaded (routes/<page>.html,
 * see the web app's vite.config.ts): they download with the entry instead of after it has run.
 * Only for a browser with a session, which the web app marks with a hint cookie (the token
 * itself is never in a cookie): a visitor opening a shared profile link gets the public view
 * and would download member code it never runs.
 */
const MEMBER_HINT = /(?:^|;\s*)sagpan_member=1(?:;|$)/;
const routePages: { page: string; path: RegExp }[] = [
  // "/" is the list for a member (the landing page is for visitors, who get index.html).
  { page: "profiles", path: /^\/((saved\/)?profiles\/?)?$/ },
  { page: "profile", path: /^\/profile\/[^/]+\/?$/ },
  // The other member pages of the bottom bar and the avatar menu (issue 16's Lighthouse pages).
  ...[
    "info",
    "interests",
    "chats",
    "chat",
    "subscription",
    "notifications",
    "matches",
    "visitors",
  ].map((page) => ({
    page,
    path: new RegExp(`^/${page}/?$`),
  })),
];

/** Picks the document for a page path: its own when the build wrote one, else index.html. */
function documentPicker(dist: string) {
  const written = routePages.filter(({ page }) => existsSync(join(dist, "routes", `${page}.html`)));
  return (url: string, cookie: string | undefined) => {
    if (!cookie || !MEMBER_HINT.test(cookie)) return "index.html";
    const pathname = url.split("?")[0] ?? url;
    const route = written.find((candidate) => candidate.path.test(pathname));
    return route ? `routes/${route.page}.html` : "index.html";
  };
}

/**
 * Whether a request takes a page: any Accept that is not JSON-only (browsers, "any type",
 * link-preview crawlers, uptime checks that send none). A client reading JSON keeps its 404.
 */
function acceptsPage(accept: string | undefined) {
  if (!accept) return true;
  return /text\/html|application\/xhtml\+xml|text\/\*|\*\/\*/.test(accept);
}

/** Paths that are never pages: the API, the sockets, the build's hashed files. */
const NOT_PAGES = /^\/(api|assets|socket|socket\.io)(\/|$)/;

/** The preview's language: `?lang=` (the share button adds it), else the reader's first choice. */
function languageOf(req: FastifyRequest): Lang {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  if (asked === "gu" || asked === "en") return asked;
  const first = (req.headers["accept-language"] ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("gu") ? "gu" : "en";
}

/**
 * Serves the built SPA: hashed assets cached for a year; each page of the app (the contract's
 * list) gets the app's document with its own head (title, description, link preview); any other
 * path gets the same document, which draws the 404 page, with status 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  dist: string | null,
  pages: { previews: PagePreviews; publicUrl: string },
) {
  const hasWeb = dist !== null && existsSync(join(dist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text assets; the browser gets the smallest.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const documentFor = hasWeb ? documentPicker(dist) : () => "index.html";
  // Read at each request, as the files were sent before: a rebuild is served at once.
  const previewTexts = async () =>
    JSON.parse(await readFile(join(dist as string, "previews.json"), "utf8")) as PreviewTexts;
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0] ?? req.url;
    // A missing hashed asset (an old tab after a deploy) or a client calling a path we do not
    // have, here or from a front end elsewhere, gets the JSON 404 it can read, never a page.
    const isPage =
      !NOT_PAGES.test(pathname) &&
      (req.method === "GET" || req.method === "HEAD") &&
      acceptsPage(req.headers.accept);
    if (!hasWeb || !isPage) throw new AppError("request.not_found");
    const page = matchPage(pathname);
    const lang = languageOf(req);
    const texts = await previewTexts();
    const { head, status } = page
      ? await pages.previews(texts, page, lang, pathname)
      : { head: notFoundHead(texts, lang, pages.publicUrl), status: 404 };
    const file = page ? documentFor(req.url, req.headers.cookie) : "index.html";
    const html = await readFile(join(dist, file), "utf8");
    return (
      reply
        .code(status)
        .header("Cache-Control", "no-cache")
        // The document depends on the member hint cookie (documentPicker) and the preview's
        // language: a shared cache must keep a member's and a visitor's, EN and GU apart.
        .header("Vary", "Accept-Encoding, Accept-Language, Cookie")
        .type("text/html; charset=utf-8")
        .send(withHead(html, head))
    );
  });
}
