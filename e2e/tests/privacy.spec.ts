import { type Browser, expect, test } from "@playwright/test";
import {
  expectSignedIn,
  fillEssentials,
  newMember,
  openMenuItem,
  resultsDir,
  signUp,
} from "./helpers.ts";
import { png } from "./png.ts";

// Issue 21: a bride's family shows her photos only on request; a groom asks, she says yes,
// and he sees them. Clicks only, in English; the privacy page is also shot in Gujarati.

async function member(browser: Browser, gender: "male" | "female", name: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const m = { ...newMember(), name };
  await signUp(page, m, "en", gender);
  await expectSignedIn(page, "en");
  await fillEssentials(page.request, m.email, m.password);
  return page;
}

test("photos on request: asked, accepted, seen", async ({ browser }) => {
  test.setTimeout(60_000);
  const bride = await member(browser, "female", "Privabhumi");
  const token = await bride.evaluate(() => localStorage.getItem("token"));
  const upload = await bride.request.post("/api/v1/bulk/picb", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: "me.png", mimeType: "image/png", buffer: png(600, 800) } },
  });
  expect(upload.status()).toBe(201);
  await openMenuItem(bride, "menu.privacy");
  await expect(bride).toHaveURL(/\/settings\/privacy$/);
  // Saved as picked: the choice shows as made once the server has it.
  await bride.getByRole("radio", { name: "Only those I allow" }).click();
  await expect(bride.getByText("Privacy settings saved")).toBeVisible();
  await expect(bride.getByRole("radio", { name: "Only those I allow" })).toBeChecked();

  const groom = await member(browser, "male", "Privaraj");
  await groom
    .getByRole("article", { name: /Privabhumi/ })
    .getByText("Privabhumi Mehta")
    .click();
  await expect(groom).toHaveURL(/\/profile\//);
  await expect(groom.getByText("Photos are shown on request")).toBeVisible();
  await expect(groom.locator('img[src*="/api/v1/files/pics/"]')).toHaveCount(0);
  await groom.getByRole("button", { name: "Request photos" }).click();
  await expect(groom.getByText("Photo request sent")).toBeVisible();

  await bride.reload();
  await bride.getByRole("button", { name: "Show my photos to Privaraj" }).click();
  await expect(bride.getByText("They can now see your photos")).toBeVisible();

  await groom.reload();
  const photo = groom.locator('img[src*="/api/v1/files/pics/"]').first();
  await expect(photo).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await bride.getByRole("button", { name: "ગુજરાતી" }).click();
  await expect(bride.getByRole("radio", { name: "માત્ર હું મંજૂરી આપું તેઓ" })).toBeChecked();
  await bride.screenshot({ path: `${resultsDir}/screenshots/privacy-gu.png`, fullPage: true });
});
