import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./lib/errors.ts";

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
  ...["info", "interests", "chats", "chat", "subscription"].map((page) => ({
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

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html. */
export async function registerWeb(app: FastifyInstance, dist: string | null) {
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
        // A page's document depends on the member hint cookie (documentPicker): a shared cache
        // must keep a member's and a visitor's apart.
        if (path.endsWith(".html")) res.header("Vary", "Accept-Encoding, Cookie");
      },
    });
  }
  const documentFor = hasWeb ? documentPicker(dist) : () => "index.html";
  app.setNotFoundHandler(async (req, reply) => {
    // Only a page navigation (a browser asking for HTML) gets the app: a missing hashed asset
    // (an old tab after a deploy) or a client calling a path we do not have, here or from a
    // front end elsewhere, gets the JSON 404 it can read, never index.html.
    const isPage =
      !req.url.startsWith("/api/") &&
      !req.url.startsWith("/assets/") &&
      (req.headers.accept ?? "").includes("text/html");
    if (hasWeb && (req.method === "GET" || req.method === "HEAD") && isPage) {
      return reply
        .header("Cache-Control", "no-cache")
        .sendFile(documentFor(req.url, req.headers.cookie));
    }
    throw new AppError("request.not_found");
  });
}
