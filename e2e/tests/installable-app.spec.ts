import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newMember, signIn, test, tr } from "./helpers.ts";

// The installable app (issue 22 item 4): the service worker at /sw.js, Chromium's own
// installability check, a push shown as a notification, the offline page, the update prompt
// and the moment push is offered. The suite's pages are on http://127.0.0.1, a secure context,
// so the browser has service workers and push here (the plain-http project has neither).

/** Waits for the service worker the app registers after its first screen; returns its script. */
async function workerReady(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
}

/** A member through the API, listed (the wizard's essentials), as a journey would have made. */
async function apiMember(request: APIRequestContext, gender: "male" | "female") {
  const m = newMember();
  const res = await request.post("/api/v1/sign_up", {
    data: {
      email: m.email,
      password: m.password,
      name: gender === "male" ? "Ketan" : "Hetal",
      lastName: "Parikh",
      gender,
      birthdate: gender === "male" ? "1994-03-11" : "1997-06-21",
      managed_by: "self",
      declaration: true,
      consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  const session = body.data ?? body;
  const filled = await request.put(`/api/v1/profiles/${session.userId}/`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      profile: {
        maritial_status: "never_married",
        current_city: "Surat",
        education: "B.E.",
        work: "private_job",
      },
    },
  });
  expect(filled.ok()).toBe(true);
  return { ...m, userId: session.userId as string };
}

test("the service worker registers at /sw.js for the whole site", async ({ page, baseURL }) => {
  await page.goto("/");
  const worker = await workerReady(page);
  expect(worker).toEqual({ script: `${baseURL}/sw.js`, scope: `${baseURL}/` });
  expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe(
    "/manifest.webmanifest",
  );
  // The Gujarati reader's manifest names the app in Gujarati; both are the same app.
  const gu = await (await page.request.get("/manifest-gu.webmanifest")).json();
  expect(gu).toMatchObject({ id: "/", short_name: "સગપણ", display: "standalone" });
});

test("Chromium finds nothing that stops the app being installed", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A test's usual context is incognito-like, where Chromium never offers to install: a
  // profile of its own, as a member's browser has.
  const profile = mkdtempSync(join(tmpdir(), "sagpan-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a push shows a notification with its words, and only a same-origin address to open", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/");
  await workerReady(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const push = (payload: object) =>
    registrationId.then((id) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: `${baseURL}`,
        registrationId: id,
        data: JSON.stringify(payload),
      }),
    );
  await push({
    kind: "interest_accepted",
    title: "Rohan accepted your interest",
    body: "Open Sagpan to start a conversation",
    url: "/profile/MDFhMjA5",
    tag: "interest_accepted:1",
  });
  await push({
    kind: "message",
    title: "Krupa sent you a message",
    body: "",
    url: "https://elsewhere.example/phish",
    tag: "message:2",
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const all = await registration.getNotifications();
      return all
        .map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url, icon: n.icon }))
        .sort((a, b) => a.tag.localeCompare(b.tag));
    });
  await expect.poll(shown, { timeout: 15_000 }).toHaveLength(2);
  expect(await shown()).toEqual([
    {
      title: "Rohan accepted your interest",
      body: "Open Sagpan to start a conversation",
      tag: "interest_accepted:1",
      url: "/profile/MDFhMjA5",
      icon: `${baseURL}/icons/icon-192.png`,
    },
    {
      title: "Krupa sent you a message",
      body: "",
      tag: "message:2",
      url: "/notifications",
      icon: `${baseURL}/icons/icon-192.png`,
    },
  ]);
});

test("a page opened without network shows the offline page in both languages, and Try again loads it", async ({
  page,
  context,
}) => {
  await page.goto("/blogs");
  await workerReady(page);
  await context.setOffline(true);
  await page.goto("/chats");
  await expect(page.getByRole("heading", { name: tr("en", "install.offlineTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: tr("gu", "install.offlineTitle") })).toBeVisible();
  await expect(page).toHaveURL(/\/chats$/);
  await context.setOffline(false);
  await page.getByRole("link", { name: tr("en", "install.offlineRetry") }).click();
  // Back online, the app's own page (a visitor's /chats asks to sign in).
  await expect(page.getByRole("button", { name: tr("en", "login.submit") })).toBeVisible();
});

/** The built worker the suite's server sends (its webServer builds apps/web/dist). */
const builtWorker = fileURLToPath(new URL("../../apps/web/dist/sw.js", import.meta.url));

test("when a new version's worker waits, Reload brings it in", async ({ page }) => {
  await page.goto("/blogs");
  await workerReady(page);
  // A deploy, as the browser sees one: /sw.js differs by a byte (the server reads each file
  // as it is asked for).
  const original = readFileSync(builtWorker, "utf8");
  writeFileSync(builtWorker, `${original}\n// the next build`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = page.getByRole("status").filter({ hasText: tr("en", "install.updateReady") });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: tr("en", "install.updateReload") }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    // The page now runs under the new worker, and nothing waits any more.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.waiting === null && navigator.serviceWorker.controller !== null;
      }),
    ).toBe(true);
  } finally {
    writeFileSync(builtWorker, original);
  }
});

async function expectNoOffer(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
  );
  await expect(page.getByRole("dialog", { name: tr("en", "push.askTitle") })).toHaveCount(0);
}

test("push is offered after an interest, never on the first visit, and Not now is remembered", async ({
  page,
  context,
  request,
}) => {
  const groom = await apiMember(request, "male");
  const bride = await apiMember(request, "female");
  const brideProfile = `/profile/${Buffer.from(bride.userId).toString("base64url")}`;
  await signIn(page, groom.email, groom.password);
  await expect(page).toHaveURL(/\/profiles$/);
  // The first visit: the interest is sent, and nothing is offered yet.
  await page.goto(brideProfile);
  await page
    .getByRole("button", { name: tr("en", "connections.sendInterest") })
    .first()
    .click();
  await expect(page.getByText(tr("en", "connections.interestSent")).first()).toBeVisible();
  await expectNoOffer(page);

  // The next visit (a new tab is a new session) offers it once the page is idle.
  const next = await context.newPage();
  await next.goto("/profiles");
  const offer = next.getByRole("dialog", { name: tr("en", "push.askTitle") });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await expect(offer).toContainText(tr("en", "push.askBody"));
  await offer.getByRole("button", { name: tr("en", "push.askNo") }).click();
  await expect(offer).toBeHidden();

  // Answered: not offered again unasked.
  const later = await context.newPage();
  await later.goto("/profiles");
  await expectNoOffer(later);
});

test.describe("the update and push offers in Gujarati", () => {
  test.use({ locale: "gu-IN" });
  test("push is offered in Gujarati", async ({ page, context, request }) => {
    const groom = await apiMember(request, "male");
    const bride = await apiMember(request, "female");
    await signIn(page, groom.email, groom.password, "gu");
    await expect(page).toHaveURL(/\/profiles$/);
    await page.goto(`/profile/${Buffer.from(bride.userId).toString("base64url")}`);
    await page
      .getByRole("button", { name: tr("gu", "connections.sendInterest") })
      .first()
      .click();
    await expect(page.getByText(tr("gu", "connections.interestSent")).first()).toBeVisible();
    const next = await context.newPage();
    await next.goto("/profiles");
    const offer = next.getByRole("dialog", { name: tr("gu", "push.askTitle") });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer.getByRole("button", { name: tr("gu", "push.askYes") })).toBeVisible();
  });
});
