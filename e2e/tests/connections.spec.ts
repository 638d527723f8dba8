import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectSignedIn, newMember, signUp, tr } from "./helpers.ts";

const pid = (id: string) => Buffer.from(id).toString("base64url");

async function member(
  browser: Browser,
  lang: "en" | "gu",
  gender: "male" | "female",
  name: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await signUp(page, { ...newMember(), name }, lang, gender);
  await expectSignedIn(page, lang);
  const id = (await page.evaluate(() => localStorage.getItem("userId"))) ?? "";
  return { page, id, close: () => context.close() };
}

async function send(page: Page, lang: "en" | "gu", text: string) {
  const box = page.getByRole("textbox", { name: tr(lang, "connections.messageLabel") });
  await box.fill(text);
  await box.press("Enter");
}

for (const lang of ["en", "gu"] as const) {
  test(`interest, chat request, live chat and block between two members (${lang})`, async ({
    browser,
  }) => {
    // Two sign-ups through the form and two live sockets: over a minute on a busy machine.
    test.setTimeout(150_000);
    const t = (key: string) => tr(lang, key);
    const a = await member(browser, lang, "male", "Aarav");
    const b = await member(browser, lang, "female", "Bhumi");

    // A sends an interest; B accepts it on the Received tab.
    await a.page.goto(`/profile/${pid(b.id)}`);
    await a.page.getByRole("button", { name: t("connections.sendInterest") }).click();
    // The toast and the action bar's state both say it.
    await expect(
      a.page.getByText(t("connections.interestSent"), { exact: true }).first(),
    ).toBeVisible();
    await b.page.goto("/interests");
    await b.page.getByRole("tab", { name: t("connections.tabs.received") }).click();
    await b.page.getByRole("button", { name: t("connections.accept") }).click();
    await expect(b.page.getByText(t("connections.status.accepted")).first()).toBeVisible();

    // A asks to chat; B accepts on the chats page.
    await a.page.getByRole("button", { name: t("connections.chatRequest") }).click();
    await expect(
      a.page.getByText(t("connections.chatRequestSent"), { exact: true }).first(),
    ).toBeVisible();
    await b.page.goto("/chats");
    await b.page.getByRole("button", { name: t("connections.accept") }).click();

    // They exchange messages live.
    await a.page.goto(`/chat?with=${b.id}`);
    await b.page.goto(`/chat?with=${a.id}`);
    // Both chat pages are open (their message logs are shown) before anyone types.
    await expect(a.page.getByRole("log")).toBeVisible();
    await expect(b.page.getByRole("log")).toBeVisible();
    await send(a.page, lang, "Namaste, Bhumi");
    await expect(a.page.getByRole("log").getByText("Namaste, Bhumi")).toBeVisible();
    await expect(b.page.getByRole("log").getByText("Namaste, Bhumi")).toBeVisible({
      timeout: 20_000,
    });
    await send(b.page, lang, "Kem cho, Aarav?");
    await expect(b.page.getByRole("log").getByText("Kem cho, Aarav?")).toBeVisible();
    await expect(a.page.getByRole("log").getByText("Kem cho, Aarav?")).toBeVisible({
      timeout: 20_000,
    });

    // B blocks A; A can no longer open B's profile.
    await b.page.goto(`/profile/${pid(a.id)}`);
    await b.page.getByRole("button", { name: t("connections.block") }).click();
    await b.page
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(b.page.getByText(t("connections.userBlocked"))).toBeVisible();
    await a.page.goto(`/profile/${pid(b.id)}`);
    await expect(a.page.getByRole("alert")).toHaveText(t("errors.profile.not_found"));

    await a.close();
    await b.close();
  });
}
