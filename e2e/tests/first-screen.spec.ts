import { expect, test } from "@playwright/test";
import { signIn, tr } from "./helpers.ts";

// A member's first screens are served with their scripts preloaded and their API calls sent by
// the boot script before the app has loaded; the app must take those replies, not ask twice.
test("a member's list and profile load with one call each for their data", async ({ page }) => {
  await signIn(page, "free@demo.sagpan.in", "sagpan123");
  await expect(page).toHaveURL(/\/profiles$/);
  const href = await page.locator('a[href^="/profile/"]').first().getAttribute("href");
  expect(href).toBeTruthy();

  for (const path of ["/profiles", href!]) {
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/v1/profiles") || url.pathname === "/api/v1/me") {
        calls.push(url.pathname + url.search);
      }
    });
    const document = await page.goto(path);
    const html = (await document?.text()) ?? "";
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/boot-/);
    // The static top bar, painted before any script has run.
    expect(html).toContain(
      '<div class="sg-shell" aria-busy="true"><header class="sg-shell-header">',
    );
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/member-/);
    await expect(page.locator("main article").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const data =
      path === "/profiles" ? "/api/v1/profiles?limit=20&offset=0" : /^\/api\/v1\/profiles\/[^?]+$/;
    expect(
      calls.filter((call) => (typeof data === "string" ? call === data : data.test(call))),
    ).toHaveLength(1);
    expect(calls.filter((call) => call === "/api/v1/me")).toHaveLength(1);
    page.removeAllListeners("request");
  }

  // Signed out, the same paths get the plain document: no member code for a visitor.
  await page.goto("/logout");
  await expect(page.getByRole("link", { name: tr("en", "nav.login") })).toBeVisible();
  const visitor = await page.goto(href!);
  expect(await visitor?.text()).not.toContain("/assets/boot-");
});

test("the interests, chats and profile-edit pages come with their code and first calls", async ({
  page,
}) => {
  await signIn(page, "belief@demo.sagpan.in", "sagpan123");
  await expect(page).toHaveURL(/\/profiles$/);
  const pages = [
    { path: "/interests", data: ["/api/v1/interests?type=sent&limit=50"] },
    {
      path: "/chats",
      data: [
        "/api/v1/chatrequests/?accepted=false&from=0&direction=received",
        "/api/v1/chat/threads?limit=50&offset=0",
      ],
    },
    { path: "/info", data: [] },
  ];
  for (const { path, data } of pages) {
    // The page before may still be opening its socket (that waits for its first screen): its
    // requests are not this page's.
    await page.goto("about:blank");
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^\/(api\/v1\/|api\/v2\/ab|socket\.io\/)/.test(url.pathname))
        calls.push(url.pathname + url.search);
    });
    const document = await page.goto(path);
    const html = (await document?.text()) ?? "";
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/boot-/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[a-z-]+-page-/);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expect.poll(() => calls.some((c) => c.startsWith("/socket.io/"))).toBe(true);
    // Work that waits for the first screen (lib/when-idle.ts): the socket, the A/B texts, the
    // footer's GET /site. Before the first of them, each of the page's first calls reached the
    // server once (the app took the boot script's replies; the socket's join re-fetches the
    // live lists on purpose).
    const idleWork = /^\/(socket\.io\/|api\/v2\/ab|api\/v1\/site)/;
    const firstScreen = calls.slice(
      0,
      calls.findIndex((c) => idleWork.test(c)),
    );
    for (const call of [...data, "/api/v1/me"])
      expect(
        firstScreen.filter((c) => c === call),
        call,
      ).toHaveLength(1);
    page.removeAllListeners("request");
  }
});
