import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expectSignedIn, newMember, openMenuItem, resultsDir, tr } from "./helpers.ts";
import { png } from "./png.ts";

// Issue 21: the photo question at sign-up (once, with a recommendation), and "Download my
// data": the member asks, the job builds the ZIP, she downloads it and the test opens it.

/** Signs up by clicks from /signup, checking the photo question on the way. */
async function signUpWithPhotoQuestion(page: Page, lang: "en" | "gu") {
  const t = (key: string) => tr(lang, key);
  const m = newMember();
  await page.goto("/signup");
  if (lang === "gu") await page.getByRole("button", { name: "ગુજરાતી" }).click();
  const question = page.getByRole("radiogroup", { name: t("signup.photos.title") });
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(t("signup.photos.why"));
  const recommended = question.getByRole("radio", { name: t("privacy.photos.connected") });
  await expect(recommended).toBeChecked();
  await expect(question.getByText(t("signup.photos.recommended"))).toBeVisible();
  await page.getByRole("textbox", { name: t("signup.name") }).fill(m.name);
  await page.getByRole("textbox", { name: t("signup.lastName") }).fill(m.lastName);
  await page.getByRole("radio", { name: t("signup.female") }).check();
  await page.getByLabel(t("signup.birthdate")).fill("1997-06-21");
  await page.getByRole("textbox", { name: t("signup.email") }).fill(m.email);
  await page.getByLabel(t("signup.password"), { exact: false }).first().fill(m.password);
  // The family picks another answer than the recommended one: that is what gets saved.
  await question.getByRole("radio", { name: t("privacy.photos.on_request") }).check();
  await page.getByRole("checkbox", { name: t("signup.declaration") }).check();
  await page.getByRole("checkbox", { name: new RegExp(t("signup.consentLink")) }).check();
  await page.getByRole("button", { name: t("signup.submit") }).click();
  await expectSignedIn(page, lang);
  return m;
}

for (const lang of ["en", "gu"] as const) {
  test(`the sign-up form asks who may see the photos and saves the answer (${lang})`, async ({
    page,
  }) => {
    const t = (key: string) => tr(lang, key);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpWithPhotoQuestion(page, lang);
    await openMenuItem(page, "menu.privacy", lang);
    await expect(page).toHaveURL(/\/settings\/privacy$/);
    const photos = page.getByRole("radiogroup", { name: t("privacy.photos.title") });
    await expect(photos.getByRole("radio", { name: t("privacy.photos.on_request") })).toBeChecked();
  });
}

test("a member downloads her data: asked, built by the job, saved and opened", async ({ page }) => {
  test.setTimeout(90_000);
  const m = await signUpWithPhotoQuestion(page, "en");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const upload = await page.request.post("/api/v1/bulk/picb", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: "me.png", mimeType: "image/png", buffer: png(600, 800) } },
  });
  expect(upload.status()).toBe(201);

  await openMenuItem(page, "menu.privacy");
  const section = page.getByRole("region", { name: "Download my data" });
  await section.getByRole("button", { name: "Download my data" }).click();
  const button = section.getByRole("button", { name: "Download ZIP file" });
  // On a quiet machine the job may finish before the page shows that it is working on it.
  await expect(section.getByText(/We are preparing your file/).or(button)).toBeVisible();
  await expect(button).toBeVisible({ timeout: 45_000 });
  await expect(section.getByText(/download it until \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^sagpan-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const names = Object.keys(files);
  for (const name of [
    "profile.json",
    "messages.json",
    "interests.json",
    "chat_requests.json",
    "payments.json",
    "consents.json",
    "photos/",
    "documents/",
  ]) {
    expect(names).toContain(name);
  }
  const profile = JSON.parse(strFromU8(files["profile.json"] as Uint8Array));
  expect(profile.account.email).toBe(m.email);
  expect(profile.privacy.photos).toBe("on_request");
  expect(names.filter((n) => /^photos\/.+\.webp$/.test(n))).toHaveLength(1);
  expect(JSON.parse(strFromU8(files["payments.json"] as Uint8Array)).amounts_in).toBe("paise");

  // Still offered on a later visit of the page, until it expires.
  await page.reload();
  await expect(section.getByRole("button", { name: "Download ZIP file" })).toBeVisible();
});

/** A member's first page of a visit, signed in, in the language and width given. */
async function firstVisit(
  browser: Browser,
  session: Record<string, string>,
  lang: "en" | "gu",
  width: number,
  path: string,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  await context.addInitScript(
    ({ s, l }) => {
      for (const [key, value] of Object.entries(s)) localStorage.setItem(key, value);
      localStorage.setItem("lang", l);
    },
    { s: session, l: lang },
  );
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

test("the changed pages as the first page of a visit, 390 and 1280 px, EN and GU", async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const m = newMember();
  const signedUp = await request.post("/api/v1/sign_up", {
    data: {
      email: m.email,
      password: m.password,
      name: "Dhara",
      lastName: "Joshi",
      gender: "female",
      birthdate: "1996-02-14",
      managed_by: "parent",
      declaration: true,
      consent: true,
    },
  });
  expect(signedUp.status()).toBe(201);
  const body = await signedUp.json();
  const session = {
    token: body.token,
    userId: body.userId,
    name: body.name ?? "Dhara",
    exp: String(body.exp ?? ""),
  };
  const asked = await request.post("/api/v1/export", {
    headers: { authorization: `Bearer ${body.token}` },
  });
  expect(asked.status()).toBe(202);
  // A groom who chatted with her before she paused her profile: his chats are marked paused.
  const g = newMember();
  const groomUp = await request.post("/api/v1/sign_up", {
    data: {
      email: g.email,
      password: g.password,
      name: "Nirav",
      lastName: "Shah",
      gender: "male",
      birthdate: "1993-09-02",
      managed_by: "self",
      declaration: true,
      consent: true,
    },
  });
  const groom = await groomUp.json();
  const as = (tokenOf: string) => ({ authorization: `Bearer ${tokenOf}` });
  const chat = await request.post("/api/v1/chatrequests", {
    headers: as(groom.token),
    data: { chat_request: { to: body.userId } },
  });
  expect(chat.status()).toBe(201);
  const chatId = (await chat.json()).data.id;
  const accepted = await request.put(`/api/v1/chatrequests/${chatId}/`, {
    headers: as(body.token),
    data: { id: chatId, chat_request: { accepted: true, declined: false } },
  });
  expect(accepted.status()).toBe(200);
  for (const [from, to, text] of [
    [groom.token, body.userId, "Namaste Dhara, kem cho?"],
    [body.token, groom.userId, "Majama! We will talk soon."],
  ] as const) {
    const sent = await request.post("/api/v1/message/", {
      headers: as(from),
      data: { message: { to, message: text } },
    });
    expect(sent.status()).toBe(201);
  }
  const paused = await request.put("/api/v1/privacy", {
    headers: as(body.token),
    data: { privacy: { profile: "paused" } },
  });
  expect(paused.status()).toBe(200);
  const groomSession = {
    token: groom.token,
    userId: groom.userId,
    name: "Nirav",
    exp: String(groom.exp ?? ""),
  };
  for (const lang of ["en", "gu"] as const) {
    for (const width of [390, 1280]) {
      const visitor = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      await visitor.addInitScript((l) => localStorage.setItem("lang", l), lang);
      const signup = await visitor.newPage();
      await signup.goto("/signup");
      await expect(
        signup.getByRole("radiogroup", { name: tr(lang, "signup.photos.title") }),
      ).toBeVisible();
      await signup.screenshot({
        path: `${resultsDir}/screenshots/my-data/signup-${lang}-${width}.png`,
        fullPage: true,
      });
      await visitor.close();

      const { page, context } = await firstVisit(
        browser,
        session,
        lang,
        width,
        "/settings/privacy#my-data",
      );
      await expect(
        page.getByRole("button", { name: tr(lang, "privacy.myData.download") }),
      ).toBeVisible({
        timeout: 45_000,
      });
      await page.screenshot({
        path: `${resultsDir}/screenshots/my-data/privacy-${lang}-${width}.png`,
        fullPage: true,
      });
      // Opened from the notification or the mail (#my-data): the section is in view.
      await page.screenshot({
        path: `${resultsDir}/screenshots/my-data/privacy-view-${lang}-${width}.png`,
      });
      await context.close();

      const leaving = await firstVisit(browser, session, lang, width, "/delete/account");
      await expect(
        leaving.page.getByRole("link", { name: tr(lang, "deleteAccount.downloadLink") }),
      ).toBeVisible();
      await leaving.page.screenshot({
        path: `${resultsDir}/screenshots/my-data/delete-account-${lang}-${width}.png`,
        fullPage: true,
      });
      await leaving.context.close();

      const chats = await firstVisit(browser, groomSession, lang, width, "/chats");
      await expect(
        chats.page.getByText(tr(lang, "connections.paused"), { exact: true }),
      ).toBeVisible();
      await chats.page.screenshot({
        path: `${resultsDir}/screenshots/my-data/chats-${lang}-${width}.png`,
        fullPage: true,
      });
      await chats.context.close();

      const thread = await firstVisit(
        browser,
        groomSession,
        lang,
        width,
        `/chat?with=${body.userId}`,
      );
      await expect(thread.page.getByText(tr(lang, "connections.pausedNotice"))).toBeVisible();
      await expect(thread.page.getByText("Majama! We will talk soon.")).toBeVisible();
      await thread.page.screenshot({
        path: `${resultsDir}/screenshots/my-data/chat-${lang}-${width}.png`,
        fullPage: true,
      });
      await thread.context.close();
    }
  }
});
