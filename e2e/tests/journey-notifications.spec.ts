import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { type Browser, expect, type Page } from "@playwright/test";
import {
  decryptPush,
  subscriberAt,
  type TestSubscriber,
} from "../../apps/api/src/test/push-service.ts";
import { type ApiMember, bearer, listedMember, openMenuItem, signIn, test, tr } from "./helpers.ts";

// Issue 22's walk, in English and Gujarati, on a phone and on a desktop: Krupa chose a daily
// summary for accepted interests on her notification settings; Rohan accepts her interest on
// his Interests page → her bell counts 1 live and a toast says so, which opens his profile →
// the push for her phone reaches the push service, decrypts with her device's keys and shows
// as a notification from the app's service worker → the morning digest (run now by an admin)
// lists it, and its unsubscribe link works without signing in. Screenshots go to
// test-results/journeys/.

type Lang = "en" | "gu";
const shotsDir = new URL("../../test-results/journeys/", import.meta.url).pathname;
mkdirSync(shotsDir, { recursive: true });

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

const pid = (id: string) => Buffer.from(id).toString("base64url");

/** Her phone's browser subscription on the suite's push service (push-catcher.ts). */
const phoneSubscription = () =>
  subscriberAt(
    `https://127.0.0.1:${process.env.E2E_PUSH_PORT}/push/${randomBytes(8).toString("hex")}`,
  );

/** The pushes the push service received for this device, decrypted as her phone would. */
function pushesTo(device: TestSubscriber) {
  const path = new URL(device.endpoint).pathname;
  return readFileSync(process.env.E2E_PUSH_FILE ?? "", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { path: string; body: string })
    .filter((push) => push.path === path)
    .map(
      (push) =>
        JSON.parse(decryptPush(Buffer.from(push.body, "base64"), device)) as {
          title: string;
          body: string;
          url: string;
          tag: string;
          kind: string;
        },
    );
}

type Mail = { to: string[]; subject: string; text: string; unsubscribe: string | null };
const mailsTo = (email: string): Mail[] =>
  readFileSync(process.env.E2E_MAIL_FILE ?? "", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((mail) => mail.to.includes(email));

async function openAs(browser: Browser, lang: Lang, size: keyof typeof sizes, member: ApiMember) {
  const context = await browser.newContext({ viewport: sizes[size] });
  // The language is chosen before the first page, as a returning member's browser has it.
  await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
  const page = await context.newPage();
  await signIn(page, member.email, member.password, lang);
  await expect(page).toHaveURL(/\/profiles$/);
  return { page, context };
}

/** Shows a push on the page's service worker, as the browser does when its push service calls. */
async function deliverToWorker(page: Page, payload: object) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
}

const variants = [
  { lang: "en", size: "phone", last: "Desai" },
  { lang: "gu", size: "phone", last: "Dave" },
  { lang: "en", size: "desktop", last: "Joshi" },
  { lang: "gu", size: "desktop", last: "Trivedi" },
] as const;

for (const { lang, size, last } of variants) {
  test(`journey: Rohan accepts Krupa's interest; bell, toast, push and digest (${lang}, ${size})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string) => tr(lang, key);
    let n = 0;
    const shot = async (page: Page, step: string) => {
      n += 1;
      const name = `notifications-${lang}-${size}-${String(n).padStart(2, "0")}-${step}.png`;
      await page.screenshot({ path: shotsDir + name, animations: "disabled" });
    };

    const krupa = await listedMember(request, {
      gender: "female",
      name: "Krupa",
      lastName: last,
      lang,
    });
    const rohan = await listedMember(request, {
      gender: "male",
      name: "Rohan",
      lastName: last,
      lang,
    });
    const sent = await request.post("/api/v1/interests", {
      headers: bearer(krupa.token),
      data: { interest: { to: rohan.userId } },
    });
    expect(sent.status()).toBe(201);

    // Krupa, signed in, asks for accepted interests by the daily summary, in her settings.
    const her = await openAs(browser, lang, size, krupa);
    await her.context.grantPermissions(["notifications"]);
    await openMenuItem(her.page, "menu.notificationSettings", lang);
    const accepted = her.page.getByRole("group", {
      name: t("notifications.settings.kinds.interest_accepted"),
    });
    await accepted
      .getByRole("combobox", { name: t("notifications.settings.email") })
      .selectOption({ label: t("notifications.settings.frequency.daily") });
    await expect(her.page.getByText(t("notifications.settings.saved")).first()).toBeVisible();
    await shot(her.page, "krupa-daily-summary");
    // Her phone's browser subscribed to push (PushManager is not reachable headless here).
    const phone = phoneSubscription();
    const subscribed = await request.post("/api/v1/push/subscriptions", {
      headers: bearer(krupa.token),
      data: { subscription: phone.subscription },
    });
    expect(subscribed.status()).toBe(201);
    // She stays on the page, the bell at nothing new.
    const bell = her.page.getByRole("link", { name: t("notifications.bell"), exact: true });
    await expect(bell).toBeVisible();

    // Rohan accepts her interest on his Interests page.
    const him = await openAs(browser, lang, size, rohan);
    await openMenuItem(him.page, "menu.interests", lang);
    const card = him.page.getByRole("article", { name: `Krupa ${last}` });
    await card.getByRole("button", { name: t("connections.accept") }).click();
    await expect(card.getByText(t("connections.status.accepted"))).toBeVisible();
    await shot(him.page, "rohan-accepted");

    // Her bell counts 1 at once, and a toast says who accepted.
    const unread = t("notifications.bellUnread").replace("{{shown}}", "1");
    await expect(her.page.getByRole("link", { name: unread })).toBeVisible();
    const sentence = t("notifications.kinds.interest_accepted").replace("{{name}}", "Rohan");
    const toast = her.page.locator(".mantine-Notification-root").filter({ hasText: sentence });
    await expect(toast).toBeVisible();
    await shot(her.page, "krupa-bell-and-toast");
    // The toast opens the match: Rohan's profile.
    await toast.getByText(sentence).click();
    await expect(her.page).toHaveURL(new RegExp(`/profile/${pid(rohan.userId)}$`));
    await expect(
      her.page.getByRole("heading", { name: new RegExp(`Rohan ${last}`) }),
    ).toBeVisible();
    await expect(
      her.page.getByRole("link", { name: t("notifications.bell"), exact: true }),
    ).toBeVisible();
    await shot(her.page, "krupa-opened-the-match");

    // The push for her phone: encrypted for her device alone, in her language, opening his page.
    await expect.poll(() => pushesTo(phone).length, { timeout: 30_000 }).toBe(1);
    const [push] = pushesTo(phone);
    expect(push).toMatchObject({
      kind: "interest_accepted",
      body: sentence,
      url: `/profile/${pid(rohan.userId)}`,
    });
    // Given to this browser's service worker, it shows as a notification with those words.
    await her.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const shown = () =>
      her.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((x) => ({
          title: x.title,
          body: x.body,
          url: x.data?.url,
        }));
      });
    // Given again if the worker missed it (one starting up); the same tag replaces, never adds.
    const expected = [{ title: push!.title, body: sentence, url: push!.url }];
    for (let attempt = 1; ; attempt += 1) {
      await deliverToWorker(her.page, push!);
      try {
        await expect.poll(shown, { timeout: 5_000 }).toEqual(expected);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }

    // The morning digest, started now by an admin: one mail, her language, the line in it.
    const admin = await request.post("/api/v1/sign_in", {
      data: { email: "admin@demo.sagpan.in", password: "sagpan123" },
    });
    const { token: adminToken } = await admin.json();
    const run = await request.post("/api/v1/admin/jobs/notifications.digest/run", {
      headers: bearer(adminToken),
    });
    expect(run.status()).toBe(202);
    await expect
      .poll(() => mailsTo(krupa.email).filter((m) => m.text.includes(sentence)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const digest = mailsTo(krupa.email).find((m) => m.text.includes(sentence))!;
    expect(digest.unsubscribe).toMatch(/\/api\/v1\/notification_settings\/unsubscribe\?/);
    // The mail's own link, opened from her mail app without signing in: one button, then done.
    const link = digest.text.match(
      /https?:\/\/\S+\/api\/v1\/notification_settings\/unsubscribe\?\S+/,
    )?.[0];
    expect(link).toBeDefined();
    const mailApp = await browser.newContext({ viewport: sizes[size] });
    const page = await mailApp.newPage();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const words = lang === "en" ? ["Stop these emails", "Done:"] : ["આ ઇમેઇલ બંધ કરો", "થઈ ગયું:"];
    await page.getByRole("button", { name: words[0] }).click();
    await expect(page.getByText(words[1]!)).toBeVisible();
    await shot(page, "unsubscribed");
    await mailApp.close();
    // Her settings now say Never for the summary's kinds; instant ones are left as they were.
    const settings = await request.get("/api/v1/notification_settings", {
      headers: bearer(krupa.token),
    });
    const { email } = (await settings.json()).data;
    expect(email).toMatchObject({ interest_accepted: "off", profile_viewed: "off" });
    expect(email.interest_received).toBe("instant");

    await her.context.close();
    await him.context.close();
  });
}
