import { mkdirSync } from "node:fs";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import {
  expectSecureContextAsProject,
  expectSignedIn,
  newMember,
  openMenuItem,
  resultsDir,
  signIn,
  test,
  tr,
} from "./helpers.ts";

/**
 * Journey (b) of issue 12, by clicks and typing alone after each member's first page load:
 * A has sent B an interest and a chat request (set up through the API); B accepts both from
 * Interests and Chats; the conversation shows for both at once; they chat live, each seeing
 * who they talk to and the right unread counts; B blocks A, and A's open chat closes.
 * At 390 px, in English and in Gujarati, with a screenshot of every step.
 */

type Lang = "en" | "gu";
const shots = `${resultsDir}/journey-chat`;
mkdirSync(shots, { recursive: true });

interface Member {
  email: string;
  password: string;
  name: string;
  lastName: string;
  token: string;
  userId: string;
}

async function signUpByApi(
  request: APIRequestContext,
  lang: Lang,
  gender: "male" | "female",
  name: string,
  lastName: string,
): Promise<Member> {
  const member = { ...newMember(), name, lastName };
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
  const session = await reply.json();
  return { ...member, token: session.token, userId: session.userId };
}

async function openAs(browser: Browser, lang: Lang, member: Member) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The language is chosen before the first page, as a returning member's browser has it.
  await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
  const page = await context.newPage();
  await signIn(page, member.email, member.password, lang);
  await expectSignedIn(page, lang);
  await expectSecureContextAsProject(page);
  return { page, close: () => context.close() };
}

const bottomNav = (page: Page, lang: Lang) =>
  page.getByRole("navigation", { name: tr(lang, "nav.bottom") });

/** The bottom nav's Chats entry (its name also carries the unread count when there is one). */
const chatsTab = (page: Page, lang: Lang) =>
  bottomNav(page, lang)
    .getByRole("link")
    .filter({ hasText: tr(lang, "nav.chats") });

const unreadText = (lang: Lang, count: number) =>
  tr(lang, count === 1 ? "nav.unread_one" : "nav.unread_other").replace("{{count}}", String(count));

/** The conversation's card in the /chats list. */
const threadLink = (page: Page, name: string): Locator =>
  page.getByRole("list").getByRole("link").filter({ hasText: name });

async function send(page: Page, lang: Lang, text: string) {
  const box = page.getByRole("textbox", { name: tr(lang, "connections.messageLabel") });
  await box.fill(text);
  await box.press("Enter");
}

for (const lang of ["en", "gu"] as const) {
  test(`journey (b): accept, chat live and block at 390 px (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => tr(lang, key);
    let step = 0;
    const shot = async (page: Page, name: string) => {
      step += 1;
      await page.screenshot({
        path: `${shots}/${lang}-${String(step).padStart(2, "0")}-${name}.png`,
        fullPage: false,
      });
    };

    // Setup through the API, before any page loads: A sends B an interest and a chat request.
    const aarav = await signUpByApi(request, lang, "male", "Aarav", "Patel");
    const bhumi = await signUpByApi(request, lang, "female", "Bhumi", "Shah");
    const asA = { Authorization: `Bearer ${aarav.token}` };
    expect(
      (
        await request.post("/api/v1/interests", {
          headers: asA,
          data: { interest: { to: bhumi.userId } },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await request.post("/api/v1/chatrequests", {
          headers: asA,
          data: { chat_request: { to: bhumi.userId } },
        })
      ).status(),
    ).toBe(201);

    const a = await openAs(browser, lang, aarav);
    const b = await openAs(browser, lang, bhumi);

    // A opens Chats: nothing yet.
    await chatsTab(a.page, lang).click();
    await expect(a.page.getByText(t("connections.noChats"))).toBeVisible();
    await shot(a.page, "a-no-chats-yet");

    // B opens Interests: the Received tab carries the count of interests waiting.
    await openMenuItem(b.page, "menu.interests", lang);
    const received = b.page.getByRole("tab", { name: new RegExp(t("connections.tabs.received")) });
    await expect(received).toContainText("1");
    // Something waits there, so the page opens on Received by itself.
    await expect(received).toHaveAttribute("aria-selected", "true");
    const card = b.page.getByRole("article", { name: "Aarav Patel" });
    await expect(card.getByRole("button", { name: t("connections.accept") })).toBeInViewport();
    await shot(b.page, "b-received-interest");
    await card.getByRole("button", { name: t("connections.accept") }).click();
    await expect(card.getByText(t("connections.status.accepted"))).toBeVisible();
    await expect(received).not.toContainText("1");
    await shot(b.page, "b-interest-accepted");

    // B opens Chats: A's chat request, with Accept and Decline in view at 390 px.
    await chatsTab(b.page, lang).click();
    const request_ = b.page.getByRole("article", { name: "Aarav Patel" });
    await expect(request_.getByRole("button", { name: t("connections.accept") })).toBeInViewport();
    await expect(request_.getByRole("button", { name: t("connections.decline") })).toBeInViewport();
    await shot(b.page, "b-chat-request");
    await request_.getByRole("button", { name: t("connections.accept") }).click();

    // Both see the conversation at once: B's list, and A's open list, live.
    await expect(threadLink(b.page, "Aarav")).toBeVisible();
    await expect(threadLink(b.page, "Aarav")).toContainText(t("connections.newChat"));
    await shot(b.page, "b-chat-listed");
    await expect(threadLink(a.page, "Bhumi")).toBeVisible({ timeout: 20_000 });
    await shot(a.page, "a-chat-listed-live");

    // A opens it: the header names Bhumi with a link to her profile.
    await threadLink(a.page, "Bhumi").click();
    await expect(a.page.getByRole("link", { name: /Bhumi Shah/ })).toBeVisible();
    await expect(a.page.getByText(t("connections.sayHello"))).toBeVisible();
    await shot(a.page, "a-chat-open");

    // A writes while B is on the list: B's thread and bottom nav show one unread message.
    await send(a.page, lang, "Namaste, Bhumi");
    await expect(a.page.getByRole("log").getByText("Namaste, Bhumi")).toBeVisible();
    await expect(threadLink(b.page, "Aarav")).toContainText("Namaste, Bhumi", {
      timeout: 20_000,
    });
    await expect(threadLink(b.page, "Aarav")).toContainText("1");
    await expect(chatsTab(b.page, lang)).toContainText(unreadText(lang, 1));
    await shot(b.page, "b-unread-one");

    // B opens the conversation: read, so the unread count is gone.
    await threadLink(b.page, "Aarav").click();
    await expect(b.page.getByRole("link", { name: /Aarav Patel/ })).toBeVisible();
    await expect(b.page.getByRole("log").getByText("Namaste, Bhumi")).toBeVisible();
    await expect(chatsTab(b.page, lang)).not.toContainText(unreadText(lang, 1));
    await shot(b.page, "b-chat-open");

    // They chat live; a message to an open conversation is read at once and announced by no toast.
    await send(b.page, lang, "Kem cho, Aarav?");
    await expect(a.page.getByRole("log").getByText("Kem cho, Aarav?")).toBeVisible({
      timeout: 20_000,
    });
    await send(a.page, lang, "Majama! Tame?");
    await expect(b.page.getByRole("log").getByText("Majama! Tame?")).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      b.page.getByText(t("notifications.kinds.message").replace("{{name}}", "Aarav")),
    ).toHaveCount(0);
    await expect(
      a.page.getByText(t("notifications.kinds.message").replace("{{name}}", "Bhumi")),
    ).toHaveCount(0);
    await expect(chatsTab(a.page, lang)).not.toContainText(unreadText(lang, 1));
    await expect(chatsTab(b.page, lang)).not.toContainText(unreadText(lang, 1));
    await shot(a.page, "a-chatting");
    await shot(b.page, "b-chatting");

    // A looks at Bhumi's profile from the header: Chat is offered, not another request.
    await a.page.getByRole("link", { name: /Bhumi Shah/ }).click();
    await expect(
      a.page.getByRole("link", { name: t("connections.chat"), exact: true }),
    ).toBeVisible();
    await expect(a.page.getByRole("button", { name: t("connections.chatRequest") })).toHaveCount(0);
    await expect(a.page.getByRole("button", { name: t("connections.sendInterest") })).toHaveCount(
      0,
    );
    await shot(a.page, "a-profile-offers-chat");
    await a.page.getByRole("link", { name: t("connections.chat"), exact: true }).click();
    await expect(a.page.getByRole("log").getByText("Majama! Tame?")).toBeVisible();

    // B opens Aarav's profile from the header and blocks him.
    await b.page.getByRole("link", { name: /Aarav Patel/ }).click();
    await expect(
      b.page.getByRole("link", { name: t("connections.chat"), exact: true }),
    ).toBeVisible();
    await b.page.getByRole("button", { name: t("connections.more") }).click();
    await b.page.getByRole("menuitem", { name: t("connections.block") }).click();
    await b.page
      .getByRole("dialog")
      .getByRole("button", { name: t("common.confirm") })
      .click();
    await expect(b.page.getByText(t("connections.userBlocked"))).toBeVisible();
    await expect(b.page.getByRole("button", { name: t("connections.unblock") })).toBeVisible();
    await expect(
      b.page.getByRole("link", { name: t("connections.chat"), exact: true }),
    ).toHaveCount(0);
    await shot(b.page, "b-blocked");

    // A's open conversation closes live, and no toast says a message came.
    await expect(a.page.getByText(t("connections.chatUnavailable"))).toBeVisible({
      timeout: 20_000,
    });
    await expect(a.page.getByRole("textbox", { name: t("connections.messageLabel") })).toHaveCount(
      0,
    );
    await expect(
      a.page.getByText(t("notifications.kinds.message").replace("{{name}}", "Bhumi")),
    ).toHaveCount(0);
    await shot(a.page, "a-chat-unavailable");

    // Back on the list, neither sees the conversation any more.
    await a.page
      .getByRole("link", { name: t("connections.backToChats") })
      .first()
      .click();
    await expect(a.page.getByText(t("connections.noChats"))).toBeVisible();
    await shot(a.page, "a-no-chats-after-block");
    await chatsTab(b.page, lang).click();
    await expect(b.page.getByText(t("connections.noChats"))).toBeVisible();
    await shot(b.page, "b-no-chats-after-block");

    await a.close();
    await b.close();
  });
}
