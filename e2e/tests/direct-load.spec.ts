import { readFileSync } from "node:fs";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { signIn } from "./helpers.ts";

// Every route of the app, opened as the first page of a visit, must look as it does when reached
// from another page of the same visit: a page that leans on a style sheet some other page's
// chunk happened to load (tabs running together, content at x = 0) fails here.

const PASSWORD = "sagpan123";
const pid = (id: string) => Buffer.from(id).toString("base64url");

/** The route paths of the app's router (apps/web/src/app/routes.tsx), so a new route is covered. */
function routerPaths(): string[] {
  const source = readFileSync(
    new URL("../../apps/web/src/app/routes.tsx", import.meta.url),
    "utf8",
  );
  const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => `/${m[1]}`);
  if (/<Route\s+index\b/.test(source)) paths.unshift("/");
  return paths;
}

interface Ids {
  /** The member signed in for the member pass (the admin, so /admin shows its page). */
  me: string;
  /** A member connected to `me` by an accepted interest and chat request. */
  other: string;
  blog: string;
}

/** A concrete address for every route path; a route missing here fails the test. */
const addresses: Record<string, (ids: Ids) => string> = {
  "/": () => "/",
  "/login": () => "/login",
  "/signup": () => "/signup",
  "/forgot-password": () => "/forgot-password",
  "/reset-password": () => "/reset-password?token=not-a-real-token",
  "/terms-and-conditions": () => "/terms-and-conditions",
  "/delete/account": () => "/delete/account",
  "/blogs": () => "/blogs",
  "/featured": () => "/featured",
  "/advertise": () => "/advertise",
  "/blog/:id": (ids) => `/blog/${ids.blog}`,
  "/profile/:pid": (ids) => `/profile/${pid(ids.other)}`,
  "/member": () => "/member?email=free@demo.sagpan.in",
  "/confirm-email": () => "/confirm-email?token=not-a-real-token",
  "/manager-invite": () => "/manager-invite?token=not-a-real-token",
  "/profiles": () => "/profiles",
  "/saved/profiles": () => "/saved/profiles",
  "/filtered/profiles": () => "/filtered/profiles",
  "/info": () => "/info",
  "/upload/pics": () => "/upload/pics",
  "/upload/intro": () => "/upload/intro",
  "/upload/doc": () => "/upload/doc",
  "/upload/job/doc": () => "/upload/job/doc",
  "/upload/income/doc": () => "/upload/income/doc",
  "/add/contacts": () => "/add/contacts",
  "/subscription": () => "/subscription",
  "/matches": () => "/matches",
  "/settings/privacy": () => "/settings/privacy",
  "/visitors": () => "/visitors",
  "/interests": () => "/interests",
  "/chats": () => "/chats",
  "/chat": (ids) => `/chat?with=${ids.other}`,
  "/notifications": () => "/notifications",
  "/settings/notifications": () => "/settings/notifications",
  "/settings/managers": () => "/settings/managers",
  "/admin": () => "/admin",
  "/*": () => "/no-such-page",
  // Last: for a member it ends the session.
  "/logout": () => "/logout",
};

const API_HEADERS = { "X-Requested-With": "sagpan-web", Accept: "application/json" };

async function call(
  request: APIRequestContext,
  token: string | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  data?: unknown,
) {
  const headers: Record<string, string> = { ...API_HEADERS };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await request.fetch(url, { method, headers, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * The demo admin and the demo Trust member, connected (an interest and a chat request accepted).
 * Asking twice (the other test, a retry) finds them connected already.
 */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const signIn = (email: string) =>
    call(request, null, "POST", "/api/v1/sign_in", { email, password: PASSWORD });
  const admin = await signIn("admin@demo.sagpan.in");
  const trust = await signIn("trust@demo.sagpan.in");
  const headers = (token: string) => ({ ...API_HEADERS, Authorization: `Bearer ${token}` });
  await request.post("/api/v1/interests", {
    headers: headers(trust.token),
    data: { interest: { to: admin.userId } },
  });
  const received = await call(request, admin.token, "GET", "/api/v1/interests?type=received");
  for (const interest of received.data as { id: string; status: string }[]) {
    if (interest.status !== "pending") continue;
    await call(request, admin.token, "PUT", `/api/v1/interests/${interest.id}`, {
      interest: { status: "accepted" },
    });
  }
  const chat = await request.post("/api/v1/chatrequests", {
    headers: headers(trust.token),
    data: { chat_request: { to: admin.userId } },
  });
  if (chat.ok()) {
    const id = (await chat.json()).data.id;
    await call(request, admin.token, "PUT", `/api/v1/chatrequests/${id}`, {
      id,
      chat_request: { accepted: true, declined: false },
    });
  }
  const blogs = await call(request, null, "GET", "/api/v1/blogs");
  return { me: admin.userId, other: trust.userId, blog: String(blogs.data[0].id) };
}

type Fingerprint = Record<string, Record<string, string>>;

/**
 * The computed styles of the page's main landmark and of the first element in it of each Mantine
 * part (its static class, e.g. mantine-Tabs-list): what a missing style sheet changes.
 */
function fingerprint(): Fingerprint {
  const props = [
    "display",
    "position",
    "flex-direction",
    "flex-wrap",
    "align-items",
    "justify-content",
    "row-gap",
    "column-gap",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "max-width",
    "font-size",
    "font-weight",
    "line-height",
    "border-top-width",
    "border-bottom-width",
    "border-top-left-radius",
    "background-color",
    "color",
    "text-align",
    "box-sizing",
    "list-style-type",
  ];
  // A route that redirects must end on the same page either way.
  const out: Fingerprint = { location: { pathname: location.pathname } };
  const take = (key: string, element: Element) => {
    if (out[key]) return;
    const style = getComputedStyle(element);
    out[key] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  };
  // The page's own content: the footer, drawn when the browser is idle, would change which
  // element comes first.
  const main = document.querySelector("main") ?? document.body;
  take("main", main);
  for (const element of main.querySelectorAll("[class*='mantine-']")) {
    // Parts inside a transition or a notification come and go with timing, not styles.
    if (element.closest("[class*='mantine-Notification'], [data-transition]")) continue;
    for (const name of element.classList) {
      if (/^mantine-[A-Z]\w*-\w+$/.test(name)) take(name, element);
    }
  }
  return out;
}

/** Waits until the page's data has arrived and no loader spins. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(200);
}

/** Client-side navigation, as a click on a link does: no new document, the styles loaded stay. */
async function navigate(page: Page, address: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
  await settle(page);
}

function addressOf(path: string, ids: Ids): string {
  const address = addresses[path];
  if (!address) throw new Error(`${path} is not in the direct-load table`);
  return address(ids);
}

function differences(direct: Fingerprint, navigated: Fingerprint): string[] {
  const found: string[] = [];
  for (const [part, styles] of Object.entries(navigated)) {
    if (!direct[part]) continue;
    for (const [prop, value] of Object.entries(styles)) {
      if (direct[part][prop] !== value) {
        found.push(`${part} ${prop}: ${direct[part][prop]} on a direct load, ${value} navigated`);
      }
    }
  }
  return found;
}

test("the direct-load table covers every route of the router", () => {
  const missing = routerPaths().filter((path) => !(path in addresses));
  expect(missing, "add these routes to the table in direct-load.spec.ts").toEqual([]);
});

for (const who of ["visitor", "member"] as const) {
  test(`every route opened first looks as when navigated to, 390 px, ${who}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const ids = await demoIds(request);
    const paths = routerPaths();
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
    });
    if (who === "member") {
      const page = await context.newPage();
      await signIn(page, "admin@demo.sagpan.in", PASSWORD);
      await expect(page).toHaveURL(/\/profiles$/);
      await page.close();
    }

    // Each route as the first page of a visit (a fresh page: no style sheet from before). None
    // may be wider than the phone: a bar or a table that pushes past it hides its last part.
    const direct: Record<string, Fingerprint> = {};
    const tooWide: string[] = [];
    for (const path of paths) {
      if (who === "member" && path === "/logout") continue;
      const page = await context.newPage();
      await page.goto(addressOf(path, ids));
      await settle(page);
      direct[path] = await page.evaluate(fingerprint);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width} px wide`);
      await page.close();
    }
    expect(tooWide).toEqual([]);

    // The same routes reached from within one visit, after every page has loaded its styles.
    const page = await context.newPage();
    await page.goto(who === "member" ? "/profiles" : "/");
    await settle(page);
    const visited = paths.filter((path) => path !== "/logout");
    for (const path of visited) await navigate(page, addressOf(path, ids));
    const problems: string[] = [];
    for (const path of paths) {
      if (who === "member" && path === "/logout") continue;
      await navigate(page, addressOf(path, ids));
      const navigated = await page.evaluate(fingerprint);
      const first = direct[path] ?? {};
      expect(Object.keys(first).length, `${path} shows Mantine parts`).toBeGreaterThan(0);
      for (const problem of differences(first, navigated)) {
        problems.push(`${path}: ${problem}`);
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
