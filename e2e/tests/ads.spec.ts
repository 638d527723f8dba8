import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectSignedIn, openMenuItem, resultsDir, signIn, tr } from "./helpers.ts";

type Lang = "en" | "gu";
const PASSWORD = "sagpan123";

/** A fresh browser in `lang`, signed in as a demo account by clicks. */
async function signedIn(browser: Browser, lang: Lang, email: string, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await signIn(page, email, PASSWORD, lang);
  await expectSignedIn(page, lang);
  return page;
}

/** The admin creates a delayed ad for Free members on the console's Ads tab, by clicks. */
async function createAd(page: Page, lang: Lang, title: string) {
  const t = (key: string) => tr(lang, key);
  await openMenuItem(page, "menu.admin", lang);
  await page.getByRole("tab", { name: t("ads.admin.tab"), exact: true }).click();
  await page.getByRole("button", { name: t("ads.admin.new") }).click();
  const form = page.getByRole("dialog", { name: t("ads.admin.newTitle") });
  await form.getByRole("textbox", { name: t("ads.admin.fields.title"), exact: true }).fill(title);
  await form
    .getByRole("textbox", { name: t("ads.admin.fields.description"), exact: true })
    .fill("Wedding sets for every family");
  await form
    .getByRole("textbox", { name: t("ads.admin.fields.price"), exact: true })
    .fill("Rs 25,000");
  await form
    .getByRole("textbox", { name: t("ads.admin.fields.advertiserName"), exact: true })
    .fill("Shree Jewellers, Anand");
  await form
    .getByRole("textbox", { name: t("ads.admin.fields.advertiserContact"), exact: true })
    .fill("+91 98250 00000");
  await form.getByRole("combobox", { name: t("ads.admin.fields.status") }).click();
  await page.getByRole("option", { name: t("ads.admin.statuses.delayed"), exact: true }).click();
  await form.getByRole("combobox", { name: t("ads.admin.fields.target") }).click();
  await page.getByRole("option", { name: t("ads.admin.targets.free"), exact: true }).click();
  await form.getByRole("button", { name: t("ads.admin.save") }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole("listitem", { name: title });
  await expect(row.getByText(t("ads.admin.states.running"), { exact: true })).toBeVisible();
  await expect(row.getByText(t("ads.admin.targets.free"), { exact: true })).toBeVisible();
  return row;
}

const countdown = (lang: Lang, n: number) =>
  tr(lang, n === 1 ? "ads.countdown_one" : "ads.countdown_other").replace("{{count}}", String(n));

// Ads left running by a failed test would pop up in the other specs' journeys: stop them all.
test.afterEach(async ({ request }) => {
  const signedIn = await request.post("/api/v1/sign_in", {
    data: { email: "admin@demo.sagpan.in", password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signedIn.json()).token}` };
  const ads = (await (await request.get("/api/v1/admin/ads", { headers })).json()).data as {
    id: string;
    state: string;
  }[];
  for (const ad of ads.filter((a) => a.state === "running" || a.state === "scheduled")) {
    await request.post(`/api/v1/admin/ads/${ad.id}/stop`, { headers });
  }
});

for (const lang of ["en", "gu"] as const) {
  test(`a delayed ad: created by an admin, shown once to a Free member, never to a paid one (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => tr(lang, key);
    const title = `Shree Jewellers ${lang} ${Date.now()}`;
    const admin = await signedIn(browser, lang, "admin@demo.sagpan.in");
    const row = await createAd(admin, lang, title);

    // A Free member gets it soon after signing in; the close waits for the countdown.
    const free = await signedIn(browser, lang, "free@demo.sagpan.in");
    const popup = free.getByRole("dialog", { name: title });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    const shownAt = Date.now();
    const close = popup.getByRole("button", { name: t("ads.close") });
    await expect(close).toBeDisabled();
    await expect(popup.getByTestId("ad-countdown")).toHaveText(
      new RegExp(countdown(lang, 10).replace("10", "(10|9|8)")),
    );
    await free.screenshot({ path: `${resultsDir}/screenshots/ad-countdown-${lang}-1280.png` });
    await free.keyboard.press("Escape");
    await free.mouse.click(5, 5); // the backdrop
    await expect(popup).toBeVisible();
    await expect(close).toBeDisabled();
    await expect(popup.getByTestId("ad-countdown")).toHaveText(countdown(lang, 3), {
      timeout: 10_000,
    });
    await expect(close).toBeEnabled({ timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(8_500);
    await close.click();
    await expect(popup).toBeHidden();
    // Not again in this session: around the app for a while, no second popup.
    await free
      .getByRole("link", { name: t("nav.saved") })
      .first()
      .click();
    await free
      .getByRole("link", { name: t("nav.profiles") })
      .first()
      .click();
    await free.waitForTimeout(5_000);
    await expect(free.getByRole("dialog")).toHaveCount(0);
    // The plans page says paying ends ads.
    await openMenuItem(free, "menu.buyPlan", lang);
    await expect(free.getByText(t("ads.planBenefit")).first()).toBeVisible();

    // A member who paid never gets it.
    const paid = await signedIn(browser, lang, "belief@demo.sagpan.in");
    await paid.waitForTimeout(8_000);
    await expect(paid.getByRole("dialog")).toHaveCount(0);

    // The admin sees the impression counted, then stops the ad.
    await admin.reload();
    const counted = admin.getByRole("listitem", { name: title });
    const stats = t("ads.admin.stats")
      .replace("{{impressions}}", "1")
      .replace("{{clicks}}", "0")
      .replace("{{ctr}}", "0.0%");
    await expect(counted.getByText(stats, { exact: true })).toBeVisible();
    await counted.getByRole("button", { name: t("ads.admin.stop") }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(row.getByText(t("ads.admin.states.stopped"), { exact: true })).toBeVisible();
    for (const p of [admin, free, paid]) await p.context().close();
  });
}

// Pictures for people to look at: the Ads tab, its preview of the popup, and the plans page.
for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`ads screens in ${lang} at ${width}px`, async ({ browser }) => {
      const t = (key: string) => tr(lang, key);
      const admin = await signedIn(browser, lang, "admin@demo.sagpan.in", width);
      const title = `Shree Jewellers ${lang} ${width}`;
      await createAd(admin, lang, title);
      const shot = (name: string) =>
        admin.screenshot({ path: `${resultsDir}/screenshots/${name}-${lang}-${width}.png` });
      await admin.goto("/admin?tab=ads");
      await expect(admin.getByRole("listitem", { name: title })).toBeVisible();
      await shot("ads-tab");
      await admin
        .getByRole("listitem", { name: title })
        .getByRole("button", { name: t("ads.admin.preview") })
        .click();
      await expect(admin.getByRole("dialog", { name: title })).toBeVisible();
      await shot("ad-popup");
      await admin.getByRole("button", { name: t("ads.close") }).click();
      await admin
        .getByRole("listitem", { name: title })
        .getByRole("button", { name: t("ads.admin.stop") })
        .click();
      await admin
        .getByRole("dialog")
        .getByRole("button", { name: t("common.confirm") })
        .click();
      await admin.getByRole("button", { name: t("ads.admin.new") }).click();
      await expect(admin.getByRole("dialog", { name: t("ads.admin.newTitle") })).toBeVisible();
      await shot("ad-form");
      await admin.getByRole("button", { name: t("common.cancel") }).click();
      await admin.goto("/subscription");
      await expect(admin.getByText(t("ads.planBenefit")).first()).toBeVisible();
      await shot("plans");
      await admin.context().close();
    });
  }
}
