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
    // The toast and the action bar's state both say it; the toast opens below the top bar.
    const toast = a.page.locator(".mantine-Notification-root").first();
    await expect(toast).toContainText(t("connections.interestSent"));
    const header = await a.page.getByRole("banner").first().boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // B's Interests open on Received, where A's interest waits, with A's age and its date.
    await b.page.goto("/interests");
    await expect(
      b.page.getByRole("tab", { name: new RegExp(t("connections.tabs.received")) }),
    ).toHaveAttribute("aria-selected", "true");
    const card = b.page.getByRole("article", { name: /Aarav/ });
    // A signed up born 11 March 1994 (helpers.ts).
    const now = new Date();
    const age = now.getFullYear() - 1994 - (now < new Date(now.getFullYear(), 2, 11) ? 1 : 0);
    await expect(
      card.getByText(t("profiles.age").replace("{{count}}", String(age)), { exact: false }),
    ).toBeVisible();
    await expect(card.locator("time")).toBeVisible();
    await card.getByRole("button", { name: t("connections.accept") }).click();
    await expect(b.page.getByText(t("connections.status.accepted")).first()).toBeVisible();

    // A's Match card offers the chat: first the request; B accepts on the chats page.
    await a.page.goto("/interests");
    await a.page.getByRole("tab", { name: t("connections.tabs.matched") }).click();
    const match = a.page.getByRole("article", { name: /Bhumi/ });
    await match.getByRole("button", { name: t("connections.chatRequest") }).click();
    await expect(
      a.page.getByText(t("connections.chatRequestSent"), { exact: true }).first(),
    ).toBeVisible();
    await b.page.goto("/chats");
    await b.page.getByRole("button", { name: t("connections.accept") }).click();

    // Then Chat, straight from the Match card; they exchange messages live.
    await a.page.reload();
    await a.page.getByRole("tab", { name: t("connections.tabs.matched") }).click();
    await match.getByRole("link", { name: t("connections.chat"), exact: true }).click();
    await expect(a.page).toHaveURL(new RegExp(`/chat\\?with=${b.id}`));
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

    // B blocks A from the More menu; A can no longer open B's profile.
    await b.page.goto(`/profile/${pid(a.id)}`);
    await b.page.getByRole("button", { name: t("connections.more") }).click();
    await b.page.getByRole("menuitem", { name: t("connections.block") }).click();
    await b.page
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(b.page.getByText(t("connections.userBlocked"))).toBeVisible();
    await a.page.goto(`/profile/${pid(b.id)}`);
    await expect(a.page.getByRole("alert")).toHaveText(t("errors.profile.not_found"));

    // B unblocks, after saying so in the dialog.
    await b.page.getByRole("button", { name: t("connections.unblock") }).click();
    const dialog = b.page.getByRole("dialog", { name: t("connections.unblockTitle") });
    await dialog.getByRole("button", { name: t("common.confirm") }).click();
    await expect(b.page.getByText(t("connections.userUnblocked"))).toBeVisible();
    await expect(b.page.getByRole("button", { name: t("connections.unblock") })).toHaveCount(0);

    await a.close();
    await b.close();
  });
}
