import { type Browser, expect, test } from "@playwright/test";
import { expectSignedIn, openMenuItem, resultsDir, signIn, tr } from "./helpers.ts";

type Lang = "en" | "gu";
const phone = { width: 390, height: 844 };

/** A visit in one language at phone size: the language is set before the first page loads. */
async function visit(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
  return context.newPage();
}

for (const lang of ["en", "gu"] as const) {
  test(`${lang}: a visitor reads /featured, asks to advertise, and an admin sees the request`, async ({
    browser,
  }) => {
    const t = (key: string) => tr(lang, key);
    const business = `Patel Caterers ${lang} ${Date.now()}`;

    const page = await visit(browser, lang);
    await page.goto("/featured");
    await expect(
      page.getByRole("heading", { level: 1, name: t("community.featured.title") }),
    ).toBeVisible();
    const cards = page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(
      cards.getByRole("heading", { name: lang === "gu" ? "ગુણ મિલાન" : "Gun Milan" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t("community.featured.title")));
    await page.screenshot({ path: `${resultsDir}/featured-${lang}-390.png`, fullPage: true });

    await page
      .getByRole("link", { name: t("community.featured.advertise") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/advertise$/);
    await expect(
      page.getByRole("heading", { name: t("community.advertise.contactTitle") }),
    ).toBeVisible();

    // Sending empty shows what is missing, in the reader's language.
    await page.getByRole("button", { name: t("community.lead.send") }).click();
    await expect(page.getByText(t("community.lead.errors.name"))).toBeVisible();

    await page.getByLabel(t("community.lead.name")).pressSequentially("Ramesh Patel");
    await page.getByLabel(t("community.lead.business")).pressSequentially(business);
    await page.getByLabel(t("community.lead.phone")).pressSequentially("98250 12345");
    await page
      .getByRole("textbox", { name: t("community.lead.email"), exact: true })
      .pressSequentially("ramesh@example.com");
    await page
      .getByLabel(t("community.lead.message"))
      .pressSequentially("Wedding catering across Surat, from January");
    await page.getByRole("checkbox", { name: t("community.lead.consent") }).check();
    await page.getByRole("button", { name: t("community.lead.send") }).click();
    await expect(page.getByText(t("community.lead.sentTitle"))).toBeVisible();
    await page.screenshot({ path: `${resultsDir}/advertise-sent-${lang}-390.png`, fullPage: true });
    await page.context().close();

    const admin = await visit(browser, lang);
    await signIn(admin, "admin@demo.sagpan.in", "sagpan123", lang);
    await expectSignedIn(admin, lang);
    await openMenuItem(admin, "menu.admin", lang);
    await admin.getByRole("tab", { name: t("community.admin.tabs.leads"), exact: true }).click();
    const row = admin.getByRole("listitem", { name: business });
    await expect(row).toBeVisible();
    const status = row.getByRole("combobox", { name: t("community.admin.leads.status") });
    await expect(status).toHaveValue("new");
    await status.selectOption("contacted");
    await expect(admin.getByText(t("community.admin.leads.changed"))).toBeVisible();
    await expect(row.locator(".mantine-Badge-label")).toHaveText(
      t("community.admin.leads.statuses.contacted"),
    );
    await admin.screenshot({ path: `${resultsDir}/admin-leads-${lang}-390.png`, fullPage: true });
    await admin.getByRole("tab", { name: t("community.admin.tabs.featured"), exact: true }).click();
    await expect(
      admin.getByRole("listitem", { name: lang === "gu" ? "ગુણ મિલાન" : "Gun Milan" }),
    ).toBeVisible();
    await admin.screenshot({
      path: `${resultsDir}/admin-featured-${lang}-390.png`,
      fullPage: true,
    });
    await admin.context().close();
  });
}
