import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectSignedIn, newMember, openMenuItem, signIn, signUp, tr } from "./helpers.ts";

type Lang = "en" | "gu";

const pid = (id: string) => Buffer.from(id).toString("base64url");

// A 1×1 PNG, enough for the server's content sniffing and for the admin's preview.
const idScan = {
  name: "aadhar.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

async function inLanguage(page: Page, lang: Lang) {
  await page.goto("/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
}

/** A newly signed-up member in a browser context of their own. */
async function member(browser: Browser, lang: Lang, gender: "male" | "female", name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await inLanguage(page, lang);
  const account = { ...newMember(), name };
  await signUp(page, account, lang, gender);
  await expectSignedIn(page, lang);
  const id = (await page.evaluate(() => localStorage.getItem("userId"))) ?? "";
  return { page, id, account, fullName: `${name} ${account.lastName}` };
}

/** The member sends an ID document through /upload/doc; it waits for review. */
async function uploadId(page: Page, lang: Lang) {
  await page.goto("/upload/doc");
  await page.locator('input[type="file"]').setInputFiles(idScan);
  await expect(page.getByText(tr(lang, "trust.docUploaded"))).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: tr(lang, "trust.myDocs") })
      .getByText(tr(lang, "trust.status.pending")),
  ).toBeVisible();
}

/** The demo admin looks at each member's ID document on /admin and approves it. */
async function approveIds(browser: Browser, lang: Lang, fullNames: string[]) {
  const t = (key: string) => tr(lang, key);
  const context = await browser.newContext();
  const page = await context.newPage();
  await inLanguage(page, lang);
  await signIn(page, "admin@demo.sagpan.in", "sagpan123", lang);
  await expectSignedIn(page, lang);
  await openMenuItem(page, "menu.admin", lang);
  await expect(page).toHaveURL(/\/admin$/);
  for (const fullName of fullNames) {
    const type = t("admin.docs.types.GovID");
    const row = page.getByRole("listitem", { name: `${fullName}, ${type}` });
    await row.getByRole("button", { name: t("admin.docs.open") }).click();
    const title = t("admin.docs.fileTitle").replace("{{type}}", type).replace("{{name}}", fullName);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("img", { name: title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await row.getByRole("button", { name: t("admin.docs.approve"), exact: true }).click();
    await expect(page.getByText(t("admin.docs.approved")).first()).toBeVisible();
    await expect(row).toBeHidden();
  }
  await context.close();
}

test("a Free member buys Trust, is told to verify her ID, verifies and then sees contacts (en)", async ({
  browser,
}) => {
  // Three members in three browsers, sign-ups, reviews and a payment: longer than the default.
  test.setTimeout(180_000);
  const t = (key: string) => tr("en", key);
  const target = await member(browser, "en", "male", "Tarak");
  const viewer = await member(browser, "en", "female", "Vidhi");

  // The target adds a relative's contact and sends an ID; so does the viewer.
  await target.page.goto("/add/contacts");
  const row = target.page.getByRole("group", { name: t("contacts.row").replace("{{n}}", "1") });
  await row.getByLabel(t("contacts.fields.name")).fill("Harish Mehta");
  await row.getByLabel(t("contacts.fields.relation")).fill("Father");
  await row.getByLabel(t("contacts.fields.phone")).fill("98250 12345");
  await target.page.getByRole("button", { name: t("contacts.save") }).click();
  await expect(target.page.getByText(t("contacts.updated"))).toBeVisible();
  await uploadId(target.page, "en");
  await approveIds(browser, "en", [target.fullName]);

  // Free: contacts behind the upgrade wall, no badges.
  const profile = viewer.page;
  await profile.goto(`/profile/${pid(target.id)}`);
  const main = profile.getByRole("main");
  await expect(main.getByText(t("profileView.contactsHidden.plan"))).toBeVisible();
  await expect(main.getByText("Harish Mehta")).toHaveCount(0);
  await expect(main.getByText(t("status.identity"))).toHaveCount(0);

  // Trust yearly through the test checkout, then sign in again for the new plan.
  await profile.goto("/subscription");
  await profile.getByRole("button", { name: "Buy Trust yearly" }).click();
  const checkout = profile.getByRole("dialog", { name: t("plans.testCheckout") });
  await expect(checkout.getByText("Amount: ₹5,499")).toBeVisible();
  await checkout.getByRole("button", { name: t("plans.pay") }).click();
  await expect(profile.getByText(t("plans.success"))).toBeVisible();
  await expect(profile).toHaveURL(/\/login/);
  await expect(profile.getByText(t("notify.signInToContinue"))).toBeVisible();
  await signIn(profile, viewer.account.email, viewer.account.password);
  await expectSignedIn(profile);

  // Paid, but her own ID is not verified yet: told to verify it, not to buy a plan again.
  await profile.goto(`/profile/${pid(target.id)}`);
  await expect(main.getByText(t("status.identity"))).toBeVisible();
  await expect(main.getByText(t("profileView.contactsHidden.viewer_not_verified"))).toBeVisible();
  await expect(main.getByText(t("profileView.contactsHidden.plan"))).toHaveCount(0);
  await main
    .getByRole("link", { name: t("profileView.contactsNextStep.viewer_not_verified") })
    .click();
  await expect(profile).toHaveURL(/\/upload\/doc$/);
  await uploadId(profile, "en");
  await approveIds(browser, "en", [viewer.fullName]);

  await profile.goto(`/profile/${pid(target.id)}`);
  await expect(main.getByText("Harish Mehta")).toBeVisible();
  await expect(main.getByRole("link", { name: "98250 12345" })).toBeVisible();
  await expect(main.getByText(t("profileView.contactsHidden.viewer_not_verified"))).toHaveCount(0);
});

for (const lang of ["en", "gu"] as const) {
  test(`an admin approves an uploaded ID and the member's badge appears (${lang})`, async ({
    browser,
  }) => {
    const t = (key: string) => tr(lang, key);
    const name = lang === "en" ? "Bansari" : "Bhavika";
    const m = await member(browser, lang, "female", name);
    const badges = m.page.getByRole("list", { name: t("status.verification") });
    await expect(badges).toHaveCount(0);
    await uploadId(m.page, lang);

    await approveIds(browser, lang, [m.fullName]);

    await m.page.reload();
    await expect(
      m.page.getByRole("list", { name: t("trust.myDocs") }).getByText(t("trust.status.approved")),
    ).toBeVisible();
    await expect(badges.getByText(t("status.identity"))).toBeAttached();
    // Their own profile view shows the badge too.
    await m.page.goto(`/profile/${pid(m.id)}`);
    await expect(m.page.getByRole("main").getByText(t("status.identity"))).toBeVisible();
  });
}
