import { expect, test } from "@playwright/test";
import { expectSignedIn, newMember, resultsDir, signUp, tr } from "./helpers.ts";

for (const lang of ["en", "gu"] as const) {
  test(`a groom adds his birth name and sees the Gun Milan table (${lang})`, async ({ page }) => {
    const t = (key: string) => tr(lang, key);
    await page.goto("/login");
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await signUp(page, { ...newMember(), name: "Chirag" }, lang, "male");
    await expectSignedIn(page, lang);

    // ?go=4 opens the astrology step, where the birth name goes.
    await page.goto("/info?go=4");
    await page
      .getByRole("textbox", { name: t("fields.birth_name") })
      .fill(lang === "gu" ? "ચિરાગ" : "Chirag");
    await page.getByRole("button", { name: t("wizard.save"), exact: true }).click();
    await expect(page.getByText(t("notify.profileSaved"))).toBeVisible();

    await page.goto("/profiles");
    // A demo member with birth details: their card already carries a Gun Milan chip.
    const first = page.getByRole("article").filter({ hasText: /\/36/ }).first();
    await first.getByRole("link").last().click();
    await expect(page).toHaveURL(/\/profile\//);

    const header = page.getByRole("button", { name: new RegExp(t("gun.title")) });
    await expect(header).toContainText(/\/36/);
    const total = Number((await header.textContent())?.match(/([\d.]+)\/36/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(0);
    expect(total).toBeLessThanOrEqual(36);
    await header.click();
    const table = page.getByRole("table");
    await expect(table.getByText(t("gun.kootas.nadi.name"), { exact: true })).toBeVisible();
    await expect(table.getByText(t("gun.kootas.varna.name"), { exact: true })).toBeVisible();
    // The table says whose tables scored it (GUN_MILAN_CONVENTION, Sagpan's by default).
    await expect(page.getByText(t("gun.convention.sagpan"))).toBeVisible();
    await header.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${resultsDir}/screenshots/gun-milan-${lang}.png` });
  });
}
