import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { AnalyticsReport } from "@sagpan/contract";
import { resultsDir, tr } from "./helpers.ts";

const ADMIN = { email: "admin@demo.sagpan.in", password: "sagpan123" };

/** India's today, the report's last day. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(Date.parse(today()) - n * 86_400_000).toISOString().slice(0, 10);

/** The report as the API has it now: the numbers before this test's own visits. */
async function reportNow(request: APIRequestContext): Promise<AnalyticsReport> {
  const signIn = await request.post("/api/v1/sign_in", { data: ADMIN });
  const { token } = await signIn.json();
  const res = await request.get(`/api/v1/admin/analytics?from=${daysAgo(29)}&to=${today()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json();
}

const blogViews = (r: AnalyticsReport) => r.routes.find((x) => x.route === "/blog/:id")?.views ?? 0;
const totalViews = (r: AnalyticsReport) => r.days.reduce((n, d) => n + d.page_views, 0);
const indian = (n: number) => n.toLocaleString("en-IN");

async function visitAsVisitor(page: Page, lang: "en" | "gu") {
  const t = (key: string) => tr(lang, key);
  await page.goto("/");
  if (lang === "gu") await page.getByRole("button", { name: "ગુજરાતી" }).click();
  const nav = page.getByRole("navigation", { name: t("nav.main") });
  await nav.getByRole("link", { name: t("nav.blogs") }).click();
  await page.getByRole("heading", { name: t("blogs.title"), exact: true }).waitFor();
  // Two articles: two views of one route pattern, /blog/:id, whatever their ids.
  for (const i of [0, 1]) {
    await page.locator('a[href^="/blog/"]').nth(i).click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    // The article drawn: a page the visitor left before it rendered is not a view.
    await page.getByRole("article").getByRole("heading", { level: 1 }).waitFor();
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await page.getByRole("heading", { name: t("blogs.title"), exact: true }).waitFor();
  }
  await nav.getByRole("link", { name: t("nav.login") }).click();
}

for (const lang of ["en", "gu"] as const) {
  test(`an admin sees this visit's page views in Analytics (${lang})`, async ({
    page,
    request,
  }) => {
    const t = (key: string) => tr(lang, key);
    const before = await reportNow(request);
    await visitAsVisitor(page, lang);

    await page.getByLabel(t("login.email")).fill(ADMIN.email);
    await page.getByLabel(t("login.password"), { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: t("login.submit") }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await page.getByRole("button", { name: t("menu.open") }).click();
    await page.getByRole("menuitem", { name: t("menu.admin") }).click();
    await page.getByRole("tab", { name: t("adminAnalytics.tab"), exact: true }).click();
    await expect(page).toHaveURL(/tab=analytics/);

    const views = page.getByRole("region", { name: t("adminAnalytics.pageViews") });
    const routes = page.getByRole("region", { name: t("adminAnalytics.routes") });
    // The visits' beacons leave when the page is idle: ask again until they are counted.
    await expect(async () => {
      await page.getByText(t("adminAnalytics.days_other").replace("{{count}}", "7")).click();
      await page.getByText(t("adminAnalytics.days_other").replace("{{count}}", "30")).click();
      const total = Number(
        ((await views.getByText(/\d/).first().textContent()) ?? "").replace(/[^\d]/g, ""),
      );
      // At least the blog list, two articles, the list twice again, and /login.
      expect(total).toBeGreaterThanOrEqual(totalViews(before) + 6);
      await expect(routes.locator("svg").getByText("/blog/:id")).toBeVisible({ timeout: 1000 });
      await expect(routes.getByRole("listitem")).toContainText(
        [`/blog/:id: ${indian(blogViews(before) + 2)}`],
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(views.locator("svg.recharts-surface").first()).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: t("adminAnalytics.activityTitle") })
        .locator("svg.recharts-surface"),
    ).toBeVisible();
    await page.screenshot({
      path: `${resultsDir}/screenshots/analytics-journey-${lang}.png`,
      fullPage: true,
    });
  });
}

// The tab as the first page of a visit, at a phone's and a laptop's width, for people to look at.
for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`analytics tab opened directly in ${lang} at ${width}px`, async ({ page, request }) => {
      const signIn = await request.post("/api/v1/sign_in", { data: ADMIN });
      const session = await signIn.json();
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // The session as the app keeps it (lib/session.ts), so /admin is the visit's first page.
      await page.addInitScript(
        ([s, l]) => {
          for (const [key, value] of Object.entries(s as Record<string, unknown>)) {
            if (value !== null) localStorage.setItem(key, String(value));
          }
          localStorage.setItem("lang", l as string);
        },
        [session, lang] as const,
      );
      await page.goto("/admin?tab=analytics");
      await expect(
        page
          .getByRole("region", { name: tr(lang, "adminAnalytics.pageViews") })
          .locator("svg.recharts-surface"),
      ).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      await page.screenshot({
        path: `${resultsDir}/screenshots/analytics-${lang}-${width}.png`,
        fullPage: true,
      });
    });
  }
}
