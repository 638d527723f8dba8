import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { pagePatterns } from "../../packages/contract/src/pages.ts";
import { signIn } from "./helpers.ts";

// Every page of the app, as a visitor, a member and an admin, in English and Gujarati on a phone,
// checked with axe-core against WCAG 2.2 A and AA: none may have a violation. One page is reused
// and moved from route to route in the app (no new document each time), and axe is put in it
// once per document (@axe-core/playwright's AxeBuilder injects it into every frame on each
// check: minutes instead of seconds over these 80 checks).

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const PASSWORD = "sagpan123";
const API = { "X-Requested-With": "sagpan-web", Accept: "application/json" };
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const pid = (id: string) => Buffer.from(id).toString("base64url");

interface Ids {
  /** The demo admin: the profile a member opens and chats with. */
  admin: string;
  blog: string;
}

/** Who sees which pages: the rest of the table (member pages) need a sign-in. */
const visitorPages = new Set([
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/terms-and-conditions",
  "/delete/account",
  "/blogs",
  "/blog/:id",
  "/featured",
  "/advertise",
  "/profile/:pid",
  "/member",
]);
/** Pages a member does not stay on (sent elsewhere) or that end the session. */
const notForMembers = new Set(["/login", "/signup", "/logout", "/admin", "/member"]);

const address = (pattern: string, ids: Ids) =>
  ({
    "/reset-password": "/reset-password?token=not-a-real-token",
    "/blog/:id": `/blog/${ids.blog}`,
    "/profile/:pid": `/profile/${pid(ids.admin)}`,
    "/member": "/member?email=free@demo.sagpan.in",
    "/chat": `/chat?with=${ids.admin}`,
  })[pattern] ?? pattern;

/** The demo admin connected with the demo Trust member, so the chat page has a conversation. */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const signInApi = async (email: string) => {
    const res = await request.post("/api/v1/sign_in", {
      headers: API,
      data: { email, password: PASSWORD },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as { token: string; userId: string };
  };
  const admin = await signInApi("admin@demo.sagpan.in");
  const trust = await signInApi("trust@demo.sagpan.in");
  const as = (token: string) => ({ ...API, Authorization: `Bearer ${token}` });
  const chat = await request.post("/api/v1/chatrequests", {
    headers: as(trust.token),
    data: { chat_request: { to: admin.userId } },
  });
  if (chat.ok()) {
    const id = (await chat.json()).data.id;
    await request.put(`/api/v1/chatrequests/${id}`, {
      headers: as(admin.token),
      data: { id, chat_request: { accepted: true, declined: false } },
    });
  }
  const blogs = await (await request.get("/api/v1/blogs", { headers: API })).json();
  return { admin: admin.userId, blog: String(blogs.data[0].id) };
}

/** Waits until the page's data has arrived and it is drawn. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // A toast still fading in or out (the 5 s 'Expired or invalid link' notice follows the next
  // route change) is measured at part opacity; wait for every finite transition to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** A route change inside the app, as a click on a link makes it. */
async function open(page: Page, to: string) {
  await page.evaluate((url) => {
    history.pushState(null, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, to);
  await settle(page);
}

/** Each route's WCAG violations, as "route rule: the elements". */
async function violationsOn(page: Page, routes: string[]) {
  await page.addScriptTag({ path: axeSource });
  const found: string[] = [];
  for (const route of routes) {
    await open(page, route);
    const result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
          runOnly: { type: "tag", values: tags },
          // Experimental in axe, so off unless asked: a visible label the accessible name lacks
          // (WCAG 2.5.3, Label in Name).
          rules: { "label-content-name-mismatch": { enabled: true } },
          resultTypes: ["violations"],
        }),
      WCAG,
    );
    for (const v of result.violations) {
      found.push(`${route} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }
  }
  return found;
}

async function setLanguage(page: Page, lang: "en" | "gu") {
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await page.reload();
  await settle(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

for (const who of ["visitor", "member", "admin"] as const) {
  test(`every page has no WCAG 2.2 A/AA violation, 390 px, EN and GU, ${who}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const ids = await demoIds(request);
    // bypassCSP: axe is put into the page as a script of its own, which the CSP would refuse.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    if (who === "visitor") {
      await page.goto("/");
    } else {
      await signIn(page, `${who === "admin" ? "admin" : "trust"}@demo.sagpan.in`, PASSWORD);
      await expect(page).toHaveURL(/\/profiles$/);
    }
    await settle(page);
    const patterns = pagePatterns.filter((pattern) =>
      who === "visitor"
        ? visitorPages.has(pattern)
        : who === "admin"
          ? pattern === "/admin"
          : !notForMembers.has(pattern),
    );
    const routes = [...patterns.map((pattern) => address(pattern, ids)), "/no-such-page"];
    // The console's tabs share one route; the scheduled-work tab is scanned on its own too.
    if (who === "admin") routes.push("/admin?tab=jobs");
    const found: string[] = [];
    for (const lang of ["en", "gu"] as const) {
      await setLanguage(page, lang);
      found.push(...(await violationsOn(page, routes)).map((line) => `${lang} ${line}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
