import { expect, test } from "@playwright/test";
import { expectSignedIn, newMember, signUp, tr } from "./helpers.ts";

test("switching to Gujarati shows Gujarati text and is remembered", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: tr("en", "login.title") })).toBeVisible();
  await page.getByRole("button", { name: "ગુજરાતી" }).click();
  await expect(page.getByRole("heading", { name: tr("gu", "login.title") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
  // Gujarati glyphs come from the Gujarati web font, not a fallback.
  const fontFamily = await page
    .getByRole("heading", { name: tr("gu", "login.title") })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).toMatch(/Gujarati/);

  await page.reload();
  await expect(page.getByRole("heading", { name: tr("gu", "login.title") })).toBeVisible();
});

test("a member signs up in Gujarati and sees the shell in Gujarati", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "ગુજરાતી" }).click();
  await signUp(page, newMember(), "gu");
  await expectSignedIn(page, "gu");
  // Exact: the welcome and the profile steps have links with "પ્રોફાઇલ" in their names too.
  await expect(
    page.getByRole("link", { name: tr("gu", "nav.profiles"), exact: true }),
  ).toBeVisible();
});
