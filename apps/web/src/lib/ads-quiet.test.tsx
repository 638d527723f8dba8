import { describe, expect, it } from "vitest";
import routesSource from "../app/routes.tsx?raw";
import { isQuietRoute } from "./ads-quiet.ts";

/**
 * Every route of the router, decided: `true` where no ad may open (a form from the start, a
 * chat, a purchase), `false` where one may. A new route fails the first test until it is
 * added here, so nobody forgets to decide.
 */
const decided: Record<string, boolean> = {
  "/": false,
  "/login": true,
  "/signup": true,
  "/forgot-password": true,
  "/reset-password": true,
  "/confirm-email": true,
  "/manager-invite": true,
  "/logout": false,
  "/terms-and-conditions": false,
  "/delete/account": false,
  "/blogs": false,
  "/featured": false,
  "/advertise": true,
  "/blog/:id": false,
  "/profile/:pid": false,
  "/member": true,
  "/profiles": false,
  "/saved/profiles": false,
  "/filtered/profiles": false,
  "/info": true,
  "/upload/pics": false,
  "/upload/intro": false,
  "/upload/doc": false,
  "/upload/job/doc": false,
  "/upload/income/doc": false,
  "/add/contacts": true,
  "/subscription": false,
  "/matches": false,
  "/visitors": false,
  "/settings/privacy": false,
  "/notifications": false,
  "/settings/notifications": false,
  "/settings/managers": false,
  "/interests": false,
  "/chats": true,
  "/chat": true,
  "/admin": false,
  "/*": false,
};

const routerPaths = () => {
  const source = routesSource;
  const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => `/${m[1]}`);
  return source.includes("<Route index") ? ["/", ...paths] : paths;
};

describe("where ads may open", () => {
  it("is decided for every route of the router", () => {
    expect(routerPaths().sort()).toEqual(Object.keys(decided).sort());
  });

  it.each(Object.entries(decided))("%s quiet: %s", (path, quiet) => {
    const concrete = path.replace(":id", "42").replace(":pid", "YWJj").replace("*", "nowhere");
    expect(isQuietRoute(concrete)).toBe(quiet);
    expect(isQuietRoute(`${concrete}/`)).toBe(quiet);
  });
});
