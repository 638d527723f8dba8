import { test } from "@playwright/test";
import { newMember, resultsDir, signUp } from "./helpers.ts";

// Pictures of the main screens for people to look at (test-results/screenshots).
for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`screens in ${lang} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto("/login");
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      const shot = async (name: string) => {
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: `${resultsDir}/screenshots/${name}-${lang}-${width}.png`,
          fullPage: true,
        });
      };
      await page.goto("/login");
      await shot("login");
      await page.goto("/signup");
      await shot("signup");
      await signUp(page, newMember(), lang);
      await page.waitForURL(/\/profiles$/);
      await page.getByRole("article").first().waitFor();
      await shot("shell");
    });
  }
}
