import { deflateSync } from "node:zlib";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectSignedIn, newMember, signUp } from "./helpers.ts";

// Member photo URLs carry the member they were made for (so a block can end them): the
// photos must still show in the list and on the profile page, loaded by plain <img> tags.

/** A plain PNG, enough for the server's content check and re-encoding. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows.set(y % 20 < 6 ? [250, 250, 250] : [176, 24, 61], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const shot = (name: string) =>
  new URL(`../../test-results/screenshots/photo-access-${name}.png`, import.meta.url).pathname;

async function member(browser: Browser, gender: "male" | "female", name: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, { ...newMember(), name }, "en", gender);
  await expectSignedIn(page, "en");
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
