/**
 * Every page of the web app, as its router spells them (apps/web/src/app/routes.tsx, whose test
 * holds the two lists equal). The API answers these paths with the app's HTML and any other
 * path with its 404 page (api-contract.md, "Pages for crawlers and link previews").
 */
export const pagePatterns = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/manager-invite",
  "/logout",
  "/terms-and-conditions",
  "/delete/account",
  "/blogs",
  "/blog/:id",
  "/featured",
  "/advertise",
  "/profile/:pid",
  "/member",
  "/profiles",
  "/saved/profiles",
  "/filtered/profiles",
  "/info",
  "/upload/pics",
  "/upload/intro",
  "/upload/doc",
  "/upload/job/doc",
  "/upload/income/doc",
  "/add/contacts",
  "/subscription",
  "/matches",
  "/settings/privacy",
  "/visitors",
  "/interests",
  "/chats",
  "/chat",
  "/notifications",
  "/settings/notifications",
  "/settings/managers",
  "/admin",
] as const;
export type PagePattern = (typeof pagePatterns)[number];

/** The pages anyone may read, listed in the sitemap (blog posts are added one by one). */
export const publicPages = [
  "/",
  "/featured",
  "/blogs",
  "/advertise",
  "/terms-and-conditions",
  "/signup",
  "/login",
] as const satisfies readonly PagePattern[];

export interface PageMatch {
  pattern: PagePattern;
  /** The `:name` parts of the path, decoded. */
  params: Record<string, string>;
}

const compiled = pagePatterns.map((pattern) => {
  const names: string[] = [];
  const source = (pattern === "/" ? "" : pattern)
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part.slice(1));
      return "([^/]+)";
    })
    .join("/");
  // A trailing slash is the same page, as the router treats it.
  return { pattern, names, regex: new RegExp(`^${source}/?$`) };
});

/** The page a path (without its query) opens, or null when the app has no such page. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { pattern, names, regex } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] as string);
      });
    } catch {
      return null;
    }
    return { pattern, params };
  }
  return null;
}
