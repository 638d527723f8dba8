import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectSignedIn, fillEssentials, newMember, signUp } from "./helpers.ts";
import { png } from "./png.ts";

// Member photo URLs carry the member they were made for (so a block can end them): the
// photos must still show in the list and on the profile page, loaded by plain <img> tags.

const shot = (name: string) =>
  new URL(`../../test-results/screenshots/photo-access-${name}.png`, import.meta.url).pathname;

async function member(browser: Browser, gender: "male" | "female", name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const m = { ...newMember(), name };
  await signUp(page, m, "en", gender);
  await expectSignedIn(page, "en");
  await fillEssentials(page.request, m.email, m.password);
  return page;
}

/** Every photo served by the API on the page has loaded (naturalWidth > 0). */
async function photosLoaded(page: Page) {
  const photos = page.locator('img[src*="/api/v1/files/pics/"]');
  await expect(photos.first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      photos.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  return photos.first().getAttribute("src");
}

test("members see photos in the list and on a profile", async ({ browser }) => {
  test.setTimeout(120_000);
  const bride = await member(browser, "female", "Photobhumi");
  const token = await bride.evaluate(() => localStorage.getItem("token"));
  const upload = await bride.request.post("/api/v1/bulk/picb", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: "me.png", mimeType: "image/png", buffer: png(600, 800) } },
  });
  expect(upload.status()).toBe(201);

  const groom = await member(browser, "male", "Photoaarav");
  const card = groom.getByRole("article", { name: /Photobhumi/ });
  await expect(card).toBeVisible({ timeout: 45_000 });
  const listSrc = await photosLoaded(groom);
  expect(listSrc).toMatch(/[?&]m=[0-9a-f-]{36}&s=/);
  await groom.screenshot({ path: shot("list") });

  await card.getByText("Photobhumi Mehta").click();
  await expect(groom).toHaveURL(/\/profile\//);
  await photosLoaded(groom);
  await groom.screenshot({ path: shot("profile") });
});
