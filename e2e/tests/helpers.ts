import { readFileSync } from "node:fs";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

type Texts = Record<string, unknown>;
const load = (lang: string): Texts =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/${lang}.json`, import.meta.url), "utf8"),
  );

/** The web app's own texts, so tests follow the words a member sees in either language. */
export const texts = { en: load("en"), gu: load("gu") };

export function tr(lang: "en" | "gu", key: string): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts[lang]);
  if (typeof value !== "string") throw new Error(`no text for ${key}`);
  return value;
}

/**
 * The newest link to `path` (e.g. "/manager-invite") in a mail to `to`, as a path with its
 * query, read from the local SMTP server's file (mail-catcher.ts); waits for the mail to come.
 */
export async function mailedLink(to: string, path: string): Promise<string> {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error("E2E_MAIL_FILE is not set (playwright.config.ts)");
  const pattern = new RegExp(`https?://[^\\s/]+(${path.replace(/[/.?]/g, "\\$&")}\\?[^\\s]+)`);
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string[]; text: string })
          .filter((mail) => mail.to.includes(to));
        found = mails.flatMap((mail) => mail.text.match(pattern)?.[1] ?? []).at(-1);
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${to} with a link to ${path}` },
    )
    .toBe(true);
  return found as string;
}

let counter = 0;
export function newMember() {
  counter += 1;
  return {
    email: `e2e.${Date.now()}.${counter}@example.in`,
    password: "secret123",
    name: "Kinjal",
    lastName: "Mehta",
  };
}

export async function signUp(
  page: Page,
  member: ReturnType<typeof newMember>,
  lang: "en" | "gu" = "en",
  gender: "male" | "female" = "female",
  // The form recommends "connected members"; journeys about other things keep every
  // member's photos in view, as before the question was asked.
  photos: "members" | "connected" | "on_request" = "members",
) {
  const t = (key: string) => tr(lang, key);
  await page.goto("/signup");
  await page.getByRole("textbox", { name: t("signup.name") }).fill(member.name);
  await page.getByRole("textbox", { name: t("signup.lastName") }).fill(member.lastName);
  await page.getByRole("radio", { name: t(`signup.${gender}`) }).check();
  await page
    .getByLabel(t("signup.birthdate"))
    .fill(gender === "male" ? "1994-03-11" : "1997-06-21");
  await page.getByRole("textbox", { name: t("signup.email") }).fill(member.email);
  await page.getByLabel(t("signup.password"), { exact: false }).first().fill(member.password);
  await page
    .getByRole("radiogroup", { name: t("signup.photos.title") })
    .getByRole("radio", { name: t(`privacy.photos.${photos}`) })
    .check();
  await page.getByRole("checkbox", { name: t("signup.declaration") }).check();
  await page.getByRole("checkbox", { name: new RegExp(t("signup.consentLink")) }).check();
  await page.getByRole("button", { name: t("signup.submit") }).click();
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  lang: "en" | "gu" = "en",
) {
  await page.goto("/login");
  await page.getByLabel(tr(lang, "login.email")).fill(email);
  await page.getByLabel(tr(lang, "login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: tr(lang, "login.submit") }).click();
}

export async function expectSignedIn(page: Page, lang: "en" | "gu" = "en") {
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole("button", { name: tr(lang, "menu.open") })).toBeVisible();
}

export async function openMenuItem(page: Page, key: string, lang: "en" | "gu" = "en") {
  await page.getByRole("button", { name: tr(lang, "menu.open") }).click();
  await page.getByRole("menuitem", { name: tr(lang, key) }).click();
}

/**
 * The repository's test-results folder, whatever the working directory: screenshots for people
 * to look at go under it (a relative "../test-results" would land beside the checkout).
 */
export const resultsDir = new URL("../../test-results", import.meta.url).pathname;

/**
 * Playwright's `test`, whose `request` (the test's own API calls, from Node) goes to the
 * server's loopback address (`apiURL`): in the plain-http project the pages' name resolves only
 * inside the browser.
 */
export const test = base.extend<{ apiURL: string }>({
  apiURL: ["", { option: true }],
  request: async ({ playwright, apiURL }, use) => {
    const context = await playwright.request.newContext({ baseURL: apiURL });
    await use(context);
    await context.dispose();
  },
});

/**
 * The page is a secure context everywhere but in the plain-http project, where it must not be
 * (else that project would prove nothing about crypto.randomUUID and the like).
 */
export async function expectSecureContextAsProject(page: Page) {
  const plainHttp = test.info().project.name === "plain-http";
  const seen = await page.evaluate(() => ({
    secure: window.isSecureContext,
    randomUUID: typeof crypto.randomUUID,
  }));
  expect(seen).toEqual(
    plainHttp
      ? { secure: false, randomUUID: "undefined" }
      : { secure: true, randomUUID: "function" },
  );
}

/**
 * The wizard's essentials through the API, for a member a test signed up without the wizard:
 * without them a profile is not listed (issue 20, item 6), so others could not find it.
 */
export async function fillEssentials(request: APIRequestContext, email: string, password: string) {
  const signedIn = await request.post("/api/v1/sign_in", { data: { email, password } });
  expect(signedIn.ok()).toBe(true);
  const body = await signedIn.json();
  await putEssentials(request, body.data ?? body);
}

/** fillEssentials for a member whose session the test already holds. */
export async function putEssentials(
  request: APIRequestContext,
  session: { token: string; userId: string },
) {
  const filled = await request.put(`/api/v1/profiles/${session.userId}/`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      profile: {
        maritial_status: "never_married",
        current_city: "Ahmedabad",
        education: "B.Com",
        work: "private_job",
      },
    },
  });
  expect(filled.ok()).toBe(true);
}

/** A member's bearer header, for a test's own API calls. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export type ApiMember = { token: string; userId: string; email: string; password: string };

/**
 * Through the API, before the first page load: a signed-up member with the wizard's essentials,
 * so others find the profile (issue 20, item 6); in `lang` when given, as the form would save it.
 */
export async function listedMember(
  request: APIRequestContext,
  opts: { gender: "male" | "female"; name: string; lastName?: string; lang?: "en" | "gu" },
): Promise<ApiMember> {
  const m = newMember();
  const res = await request.post("/api/v1/sign_up", {
    data: {
      email: m.email,
      password: m.password,
      name: opts.name,
      lastName: opts.lastName ?? "Zaveri",
      gender: opts.gender,
      birthdate: opts.gender === "male" ? "1994-03-11" : "1997-06-21",
      managed_by: "self",
      declaration: true,
      consent: true,
      ...(opts.lang && { lang: opts.lang }),
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  const session = body.data ?? body;
  await putEssentials(request, session);
  return { token: session.token, userId: session.userId, email: m.email, password: m.password };
}
