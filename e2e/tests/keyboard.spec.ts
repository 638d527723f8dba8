import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { newMember, test, tr } from "./helpers.ts";

// Issue 23, item 10: a member who uses no mouse signs in, opens a profile, sends an interest,
// opens a chat and sends a message with Tab, Shift+Tab, Enter and typing alone. Each control
// is reached by Tab (never clicked or focused by the test) and shows where the focus is; on
// each page reached, axe finds no button or link without a name.

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
type Lang = "en" | "gu";

/**
 * Presses Tab (or Shift+Tab, for what comes before the focus) until `target` has the focus (it
 * must be reachable), then checks it shows it.
 */
async function tabTo(page: Page, target: Locator, max = 80, key = "Tab") {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) {
      // A visible focus indicator: Mantine's ring on buttons and links is an outline on
      // :focus-visible (a text field shows its caret and a coloured border instead).
      const ring = await target.evaluate((el) => {
        if (el.matches("input, textarea")) return true;
        const style = getComputedStyle(el);
        return style.outlineStyle !== "none" && style.outlineWidth !== "0px";
      });
      expect(ring, "the focused control shows a focus ring").toBe(true);
      return;
    }
  }
  throw new Error(`not reached by ${max} presses of Tab: ${target}`);
}

/** No button or link without a name on the page as it is now (menus and dialogs included). */
async function expectNamedControls(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
      runOnly: { type: "rule", values: ["button-name", "link-name", "label", "aria-command-name"] },
    }),
  );
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

// English only (about 40 s): the same controls' Gujarati names are checked by the axe spec over
// every page and by apps/web/src/components/icon-buttons.test.tsx; the journey passes in "gu" too.
for (const lang of ["en"] as Lang[]) {
  test(`keyboard only: sign in, open a profile, send an interest, chat (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string) => tr(lang, key);
    // Bhumi asks Aarav to chat (through the API); Aarav does the rest by keyboard.
    // Surnames of this run only, so the names found on the pages are these members'.
    const run = [...String(Date.now()).slice(-6)].map((d) => "abcdefghij"[Number(d)]).join("");
    const signUp = async (gender: "male" | "female", name: string) => {
      const member = {
        ...newMember(),
        name,
        lastName: `${gender === "male" ? "Patel" : "Shah"}${run}`,
      };
      const reply = await request.post("/api/v1/sign_up", {
        data: {
          ...member,
          gender,
          birthdate: gender === "male" ? "1994-03-11" : "1997-06-21",
          managed_by: "self",
          declaration: true,
          consent: true,
          lang,
        },
      });
      expect(reply.status()).toBe(201);
      return { ...member, ...((await reply.json()) as { token: string; userId: string }) };
    };
    const aarav = await signUp("male", "Aarav");
    const bhumi = await signUp("female", "Bhumi");
    const asked = await request.post("/api/v1/chatrequests", {
      headers: { Authorization: `Bearer ${bhumi.token}` },
      data: { chat_request: { to: aarav.userId } },
    });
    expect(asked.status()).toBe(201);

    const context = await browser.newContext({ bypassCSP: true });
    await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
    const page = await context.newPage();

    // Sign in.
    await page.goto("/login");
    await tabTo(page, page.getByLabel(t("login.email")));
    await page.keyboard.type(aarav.email);
    await tabTo(page, page.getByLabel(t("login.password"), { exact: true }), 3);
    await page.keyboard.type(aarav.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profiles$/);
    await expectNamedControls(page);

    // Chats (in the navigation, before the page's content), where Bhumi's request waits; her
    // name opens her profile.
    const chats = page
      .getByRole("navigation")
      .getByRole("link")
      .filter({ hasText: t("nav.chats") })
      .first();
    await tabTo(page, chats, 80, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/chats$/);
    await tabTo(page, page.getByRole("link", { name: `Bhumi Shah${run}` }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile\//);
    await expect(page.getByRole("heading", { name: /Bhumi/ }).first()).toBeVisible();
    await expectNamedControls(page);

    // Send an interest, accept her chat request, open the chat.
    await tabTo(page, page.getByRole("button", { name: t("connections.sendInterest") }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(t("connections.interestSent")).first()).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: t("connections.acceptChatRequest") }));
    await page.keyboard.press("Enter");
    const chat = page.getByRole("link", { name: t("connections.chat"), exact: true });
    await tabTo(page, chat);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/chat\?/);

    // Send a message.
    const text = lang === "gu" ? "નમસ્તે, કેમ છો?" : "Namaste, how are you?";
    await tabTo(page, page.getByRole("textbox", { name: t("connections.messageLabel") }));
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("log").getByText(text)).toBeVisible();
    await expectNamedControls(page);
    await context.close();
  });
}
