import { expect, type Page, test } from "@playwright/test";
import { resultsDir, signIn, tr } from "./helpers.ts";

// Issue 20's pages as the first page of a visit, at 390 and 1280 px, in English and Gujarati:
// /matches, /visitors for a Free member (the count, the days and the plans) and for a Belief
// member (who), and a profile's "How you match". Pictures for people to look at
// (test-results/screenshots), and the checks a picture would show: nothing wider than the
// screen, the words in the page's language.

const members = {
  free: "free@demo.sagpan.in",
  belief: "belief@demo.sagpan.in",
};

/** Opens `path` as a new visit's first page: a full load, the session kept. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`matches, visitors and how you match in ${lang} at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = (key: string) => tr(lang, key);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto("/login");
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      const shot = async (name: string) => {
        await expectNoSidewaysScroll(page);
        await page.screenshot({
          path: `${resultsDir}/screenshots/${name}-${lang}-${width}.png`,
          fullPage: true,
        });
      };

      await signIn(page, members.free, "sagpan123", lang);
      await expect(page).toHaveURL(/\/profiles$/);

      await visit(page, "/matches");
      await expect(page.getByRole("heading", { level: 1, name: t("matches.title") })).toBeVisible();
      const recommendations = page.getByRole("region", { name: t("recommendations.title") });
      await expect(recommendations.getByRole("article").first()).toBeVisible();
      // The cards are drawn a few at a time (lib/use-revealed.ts); the tab's footer shows once
      // its page is drawn.
      await expect(
        page
          .getByText(t("profiles.end"))
          .or(page.getByRole("button", { name: t("profiles.loadMore") })),
      ).toBeVisible();
      await shot("matches");

      // A recommended profile, opened as a visit's first page: "How you match".
      const href = await recommendations
        .getByRole("article")
        .first()
        .getByRole("heading")
        .getByRole("link")
        .getAttribute("href");
      await visit(page, href!);
      const how = page.getByRole("region", { name: t("match.title") });
      await how.scrollIntoViewIfNeeded();
      await expect(how.getByRole("heading", { name: t("match.yours") })).toBeVisible();
      await how.screenshot({
        path: `${resultsDir}/screenshots/how-you-match-${lang}-${width}.png`,
      });
      await expectNoSidewaysScroll(page);

      // A Free member: how many and when, and the plans offered.
      await visit(page, "/visitors");
      await expect(page.getByRole("link", { name: t("visitors.upgrade") })).toBeVisible();
      await shot("visitors-free");

      // A Belief member: who.
      await page.evaluate(() => localStorage.clear());
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      await signIn(page, members.belief, "sagpan123", lang);
      await expect(page).toHaveURL(/\/profiles$/);
      await visit(page, "/visitors");
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      await shot("visitors-belief");
    });
  }
}
