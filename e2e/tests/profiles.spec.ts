import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { expectSignedIn, newMember, resultsDir, signUp, tr } from "./helpers.ts";

type Lang = "en" | "gu";

// CRC-32 as PNG chunks need it (the polynomial of zlib and PNG).
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, one colour with a stripe), so the server's content check and re-encoding run. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = y % 16 < 4;
      rows.set(stripe ? [255, 255, 255] : [r, g, b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Fills one wizard step and saves it; the next step's title shows once 'Profile saved'. */
async function saveStep(page: Page, lang: Lang, next: string | null) {
  const t = (key: string) => tr(lang, key);
  const button = next === null ? t("wizard.save") : t("wizard.saveAndContinue");
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByText(t("notify.profileSaved")).first()).toBeVisible();
  if (next !== null) {
    await expect(page.locator("#step-title")).toContainText(t(`wizard.steps.${next}`));
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${resultsDir}/screenshots/profiles-${name}.png`, fullPage: true });

for (const lang of ["en", "gu"] as const) {
  test(`a new member completes her profile, adds photos, filters, saves and opens a profile (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string) => tr(lang, key);
    const box = (field: string) =>
      page.getByRole("textbox", { name: t(`fields.${field}`), exact: true });
    const select = (field: string) => page.getByLabel(t(`fields.${field}`), { exact: true });
    const city = lang === "gu" ? "સુરત" : "Surat";
    const occupation = lang === "gu" ? "આર્કિટેક્ટ" : "Architect";

    await page.goto("/login");
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await signUp(page, { ...newMember(), name: "Hetal" }, lang, "female");
    await expectSignedIn(page, lang);

    // 1. The /info wizard, every step.
    await page.goto("/info");
    await expect(page.locator("#step-title")).toContainText(t("wizard.steps.personal"));
    await select("maritial_status").selectOption("never_married");
    await box("height").fill("160");
    await box("current_city").fill(city);
    await select("dietary_preferences").selectOption("vegetarian");
    await select("smoking_habits").selectOption("never");
    await box("hobbies_and_interests").fill("Garba, reading");
    await saveStep(page, lang, "work");

    await select("work").selectOption({ index: 1 });
    await box("occupation").fill(occupation);
    await box("education").fill("B.Arch");
    await box("annual_income").fill("9");
    await saveStep(page, lang, "family");

    await box("father_occupation").fill("Teacher");
    await box("number_of_siblings").fill("1");
    await select("family_type").selectOption("joint");
    await select("family_values").selectOption("moderate");
    await saveStep(page, lang, "preferences");

    await box("expectation").fill("Kind, educated and close to family");
    await select("type_of_marriage_ceremony").selectOption("traditional");
    await select("interest_in_continuing_education").selectOption("yes");
    await saveStep(page, lang, "astrology");

    await box("birth_name").fill(lang === "gu" ? "હેતલ" : "Hetal");
    await page.getByLabel(t("fields.birth_time"), { exact: true }).fill("06:30");
    await box("birth_place").fill("Rajkot");
    await box("gotra").fill("Kashyap");
    await select("mangal_dosh").selectOption("no");
    await saveStep(page, lang, null);

    // The values are the server's: a reload shows them again.
    await page.reload();
    await expect(box("gotra")).toHaveValue("Kashyap");
    await expect(box("birth_place")).toHaveValue("Rajkot");
    await page.goto("/info?go=0");
    await expect(box("current_city")).toHaveValue(city);
    await expect(box("height")).toHaveValue(/160/);
    await expect(select("maritial_status")).toHaveValue("never_married");
    await page.goto("/info?go=1");
    await expect(box("occupation")).toHaveValue(occupation);

    // 2. Photos: two files, each with its progress, then the second becomes the profile photo.
    await page.goto("/upload/pics");
    await expect(page.getByText(t("media.noPhotos"))).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: png(96, 120, [200, 60, 40]) },
      { name: "second.png", mimeType: "image/png", buffer: png(96, 120, [40, 90, 200]) },
    ]);
    const uploads = page.getByRole("list", { name: t("media.uploads") });
    await expect(
      uploads.getByRole("progressbar", {
        name: tr(lang, "media.progressOf").replace("{{name}}", "first.png"),
      }),
    ).toBeVisible();
    await expect(uploads.getByText(t("media.uploaded"))).toHaveCount(2);
    const photo = (n: number) =>
      page.getByRole("img", { name: t("media.photoAlt").replace("{{n}}", String(n)) });
    await expect(photo(1)).toBeVisible();
    await expect(photo(2)).toBeVisible();
    const primary = page
      .getByRole("listitem")
      .filter({ has: page.getByText(t("media.profilePhoto"), { exact: true }) });
    await expect(primary).toHaveCount(1);
    const before = await primary.getByRole("img").getAttribute("src");
    await page.getByRole("button", { name: t("media.setPrimary") }).click();
    await expect(primary.getByRole("img")).not.toHaveAttribute("src", before ?? "");
    await expect(page.getByRole("button", { name: t("media.setPrimary") })).toHaveCount(1);
    await shot(page, `photos-${lang}`);

    // 3. Filters live in the URL and survive a reload.
    await page.goto("/filtered/profiles");
    const filters = page.getByRole("form", { name: t("filters.title") });
    await filters
      .getByRole("textbox", { name: t("fields.current_city"), exact: true })
      .fill("Ahmedabad");
    await filters
      .getByLabel(t("fields.maritial_status"), { exact: true })
      .selectOption("never_married");
    await filters.getByRole("button", { name: t("filters.apply") }).click();
    await expect(page).toHaveURL(/city=Ahmedabad/);
    await expect(page).toHaveURL(/maritial_status=never_married/);
    const cards = page.getByRole("article");
    await expect(cards.first()).toContainText("Ahmedabad");
    const filteredUrl = page.url();
    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    await expect(cards.first()).toContainText("Ahmedabad");
    await expect(
      page.getByLabel(tr(lang, "filters.active_other").replace("{{count}}", "2")),
    ).toBeVisible();
    await page.getByRole("button", { name: t("filters.open") }).click();
    await expect(
      filters.getByRole("textbox", { name: t("fields.current_city"), exact: true }),
    ).toHaveValue("Ahmedabad");

    // 4. Save a profile from the list; the Saved list has it without a reload.
    const card = cards.first();
    const fullName = (await card.getAttribute("aria-label")) ?? "";
    await card.getByRole("button", { pressed: false }).click();
    await expect(card.getByRole("button", { pressed: true })).toBeVisible();
    // At this desktop width the top bar's navigation has the sections (phones: the bottom bar).
    const mainNav = page.getByRole("navigation", { name: t("nav.main") });
    await mainNav.getByRole("link", { name: t("nav.saved"), exact: true }).click();
    await expect(page).toHaveURL(/\/saved\/profiles$/);
    await expect(page.getByRole("heading", { name: t("profiles.savedTitle") })).toBeVisible();
    const savedCard = page.getByRole("article", { name: fullName });
    await expect(savedCard).toBeVisible();

    // 5. Open it, unsave it there; the Saved list follows.
    await savedCard.getByRole("link", { name: fullName }).click();
    await expect(page).toHaveURL(/\/profile\//);
    await expect(
      page.getByRole("main").getByText(t("bookmark.saved"), { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: t("bookmark.unsave"), exact: true }).click();
    await expect(page.getByRole("button", { name: t("bookmark.save"), exact: true })).toBeVisible();
    await mainNav.getByRole("link", { name: t("nav.saved"), exact: true }).click();
    await expect(page.getByText(t("profiles.savedEmpty"))).toBeVisible();

    // 6. My own profile: its five tabs show what the wizard saved.
    await page.goto("/info");
    await page.getByRole("link", { name: t("wizard.viewProfile") }).click();
    await expect(page).toHaveURL(/\/profile\//);
    const expected: Record<string, string> = {
      personal: city,
      work: occupation,
      family: "Teacher",
      preferences: "Kind, educated and close to family",
      astrology: "Kashyap",
    };
    for (const [key, value] of Object.entries(expected)) {
      const tab = page.getByRole("tab", { name: t(`profileView.tabs.${key}`) });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText(value);
    }
    await expect(page.getByRole("tabpanel")).toContainText(t("fields.gotra"));
    await shot(page, `profile-${lang}`);
  });
}
