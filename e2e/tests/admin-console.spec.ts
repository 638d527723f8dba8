import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  expectSignedIn,
  newMember,
  openMenuItem,
  resultsDir,
  signIn,
  signUp,
  tr,
} from "./helpers.ts";

// Issue 14: the demo admin runs the community from /admin — publishes a post in both
// languages and finds it on the public blog, changes an avatar-menu label and sees it change,
// suspends a member (signed out at once) and restores them — in English and in Gujarati.
type Lang = "en" | "gu";

async function inLanguage(page: Page, lang: Lang) {
  await page.goto("/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
}

async function memberPage(browser: Browser, lang: Lang, name: string) {
  const page = await (await browser.newContext()).newPage();
  await inLanguage(page, lang);
  const account = { ...newMember(), name };
  await signUp(page, account, lang, "female");
  await expectSignedIn(page, lang);
  return { page, account };
}

const tab = (page: Page, lang: Lang, key: string) =>
  page.getByRole("tab", { name: tr(lang, `adminConsole.tabs.${key}`), exact: true }).click();

for (const lang of ["en", "gu"] as const) {
  test(`the admin publishes a post, changes a menu label and suspends a member (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string) => tr(lang, key);
    const stamp = Date.now().toString(36);
    const name = lang === "en" ? "Rutvi" : "Shreya";
    const m = await memberPage(browser, lang, name);

    await inLanguage(page, lang);
    await signIn(page, "admin@demo.sagpan.in", "sagpan123", lang);
    await expectSignedIn(page, lang);
    await openMenuItem(page, "menu.admin", lang);
    await expect(page).toHaveURL(/\/admin$/);

    // A post in both languages, with the live preview, published.
    await tab(page, lang, "blogs");
    await page.getByRole("button", { name: t("adminConsole.blogs.new") }).click();
    const preview = page.getByLabel(t("adminConsole.blogs.preview"));
    const en = { title: `Wedding season ${stamp}`, body: "Plan the dates with both families." };
    const gu = { title: `લગ્નની મોસમ ${stamp}`, body: "બંને પરિવારો સાથે તારીખો નક્કી કરો." };
    await page.getByRole("tabpanel").getByText("English", { exact: true }).click();
    await page.getByLabel(t("adminConsole.blogs.title")).fill(en.title);
    await page.getByLabel(t("adminConsole.blogs.body")).fill(en.body);
    await expect(preview.getByRole("heading", { name: en.title })).toBeVisible();
    await page.getByRole("tabpanel").getByText("ગુજરાતી", { exact: true }).click();
    await page.getByLabel(t("adminConsole.blogs.title")).fill(gu.title);
    await page.getByLabel(t("adminConsole.blogs.body")).fill(gu.body);
    await expect(preview.getByRole("heading", { name: gu.title })).toBeVisible();
    await page.getByRole("button", { name: t("adminConsole.blogs.save"), exact: true }).click();
    const mine = lang === "en" ? en : gu;
    const row = page.getByRole("listitem", { name: mine.title });
    await expect(row.getByText(t("adminConsole.blogs.status.draft"))).toBeVisible();
    await row.getByRole("button", { name: t("adminConsole.blogs.publish") }).click();
    await expect(row.getByText(t("adminConsole.blogs.status.published"))).toBeVisible();
    await page.getByRole("link", { name: t("adminConsole.blogs.openBlog") }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await page.getByRole("link", { name: new RegExp(mine.title) }).click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { name: mine.title })).toBeVisible();
    await expect(article.getByText(mine.body)).toBeVisible();

    // An avatar-menu label changed, seen in the menu at once, then given back.
    await openMenuItem(page, "menu.admin", lang);
    await tab(page, lang, "texts");
    const label = lang === "en" ? `Plans ${stamp}` : `પ્લાન ${stamp}`;
    const picker = page.getByRole("combobox", { name: t("adminConsole.texts.pick") });
    await picker.fill(t("menu.buyPlan"));
    await page.getByRole("option", { name: /^menu\.buyPlan/ }).click();
    await page.getByRole("textbox", { name: t("adminConsole.texts.override") }).fill(label);
    await expect(page.getByLabel(t("adminConsole.texts.after")).getByText(label)).toBeVisible();
    await page.getByRole("button", { name: t("adminConsole.texts.save") }).click();
    await page.getByRole("button", { name: t("menu.open") }).click();
    await expect(page.getByRole("menuitem", { name: label })).toBeVisible();
    await page.keyboard.press("Escape");
    const overrides = page.getByRole("list", { name: t("adminConsole.texts.current") });
    await overrides
      .getByRole("listitem", { name: "menu.buyPlan" })
      .getByRole("button", { name: t("adminConsole.texts.remove") })
      .click();
    await page.getByRole("button", { name: t("menu.open") }).click();
    await expect(page.getByRole("menuitem", { name: t("menu.buyPlan") })).toBeVisible();
    await page.keyboard.press("Escape");

    // A community group, and the member's profile moved into it from the Members tab.
    await page.getByRole("tab", { name: t("community.admin.tabs.featured"), exact: true }).click();
    const group = { code: `g-${stamp}-${lang}`, en: `Surat ${stamp}`, gu: `સુરત ${stamp}` };
    await page.getByLabel(t("community.admin.groups.code")).fill(group.code);
    await page.getByLabel(t("community.admin.groups.nameEn")).fill(group.en);
    await page.getByLabel(t("community.admin.groups.nameGu")).fill(group.gu);
    await page.getByRole("button", { name: t("community.admin.groups.add") }).click();
    await expect(page.getByRole("listitem", { name: group.code })).toBeVisible();
    await tab(page, lang, "members");
    await page.getByLabel(t("adminConsole.members.search")).fill(m.account.email);
    const found = page.getByRole("list", { name: t("adminConsole.tabs.members") });
    await expect(found.getByRole("listitem")).toHaveCount(1);
    const who = found.getByRole("listitem", { name: `${name} ${m.account.lastName}` });
    const groupName = lang === "en" ? group.en : group.gu;
    await who.getByLabel(t("adminConsole.members.group")).selectOption({ label: groupName });
    const moved = t("adminConsole.members.moved").replace("{{group}}", groupName);
    await expect(page.getByText(moved)).toBeVisible();
    await expect(who.getByLabel(t("adminConsole.members.group"))).toHaveValue(group.code);

    // Suspend: the member is signed out; restore: they sign in again.
    const wasOn = new URL(m.page.url()).pathname;
    await who.getByRole("button", { name: t("adminConsole.members.suspend") }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(who.getByText(t("adminConsole.members.suspended"), { exact: true })).toBeVisible();

    // Their open socket is dismissed and the app signs them out at once; had it not connected
    // yet, their next step is refused and sends them to sign in.
    const signedOut = await m.page
      .waitForURL(/\/login$/, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const sentAwayFrom = signedOut ? wasOn : "/interests";
    if (!signedOut) {
      await m.page
        .getByRole("navigation", { name: t("nav.main") })
        .getByRole("link", { name: new RegExp(t("nav.interests")) })
        .click();
    }
    await expect(m.page).toHaveURL(/\/login$/);

    await who.getByRole("button", { name: t("adminConsole.members.restore") }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(who.getByText(t("adminConsole.members.suspended"), { exact: true })).toHaveCount(
      0,
    );
    await m.page.getByLabel(t("login.email")).fill(m.account.email);
    await m.page.getByLabel(t("login.password"), { exact: true }).fill(m.account.password);
    await m.page.getByRole("button", { name: t("login.submit") }).click();
    // Back where they were sent away from.
    await expect(m.page).toHaveURL(new RegExp(`${sentAwayFrom}$`));
    await expect(m.page.getByRole("button", { name: t("menu.open") })).toBeVisible();

    // Every change is in the audit log.
    await page.getByRole("tab", { name: t("admin.tabs.audit"), exact: true }).click();
    for (const code of [
      "members_restore",
      "members_suspend",
      "profiles_migrate",
      "groups_create",
      "ab_delete",
      "ab_set",
    ]) {
      await expect(page.getByText(t(`admin.audit.actions.${code}`)).first()).toBeVisible();
    }
  });
}

// Pictures of the new tabs for people to look at (test-results/screenshots), each opened as
// the first page of a visit, at a phone's and a laptop's width.
for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`admin console screens in ${lang} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await inLanguage(page, lang);
      await signIn(page, "admin@demo.sagpan.in", "sagpan123", lang);
      await expectSignedIn(page, lang);
      const shot = async (name: string) => {
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: `${resultsDir}/screenshots/admin-${name}-${lang}-${width}.png`,
          // A phone's first screen: what fits before any scrolling.
          fullPage: width > 600,
        });
      };
      for (const tabName of ["members", "blogs", "texts", "payments", "jobs"]) {
        await page.goto(`/admin?tab=${tabName}`);
        await page.getByRole("tab", { selected: true }).waitFor();
        await shot(tabName);
      }
      await page.goto("/admin?tab=blogs");
      await page.getByRole("button", { name: tr(lang, "adminConsole.blogs.new") }).click();
      await page.getByLabel(tr(lang, "adminConsole.blogs.title")).fill(tr(lang, "blogs.title"));
      await page.getByLabel(tr(lang, "adminConsole.blogs.body")).fill(tr(lang, "landing.body"));
      await shot("blog-editor");
      await page.goto("/admin?tab=texts");
      await page.getByRole("combobox", { name: tr(lang, "adminConsole.texts.pick") }).click();
      await page
        .getByRole("combobox", { name: tr(lang, "adminConsole.texts.pick") })
        .fill("menu.biodata");
      await page.getByRole("option", { name: /^menu\.biodata/ }).click();
      await page
        .getByRole("textbox", { name: tr(lang, "adminConsole.texts.override") })
        .fill(tr(lang, "menu.terms"));
      await shot("text-editor");
      await page.goto("/blogs");
      await shot("public-blogs");
    });
  }
}
