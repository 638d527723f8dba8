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
