import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import {
  expectSignedIn,
  fillEssentials,
  mailedLink,
  newMember,
  openMenuItem,
  resultsDir,
  signUp,
  tr,
} from "./helpers.ts";

// Issue 21 item 5: a bride invites her father to manage her profile; he opens the mailed link,
// makes his own sign-in, edits her profile; she sees "Managed by: Parent" and removes him, and
// his open page loses its socket and session. Clicks and typing after each first page.goto.

const t = (key: string) => tr("en", key);

/** Resolves once the page's Socket.IO connection has joined its rooms (either transport). */
function socketJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (ws) => {
      if (!ws.url().includes("/socket.io/")) return;
      ws.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"joined"')) resolve();
      });
    });
    page.on("response", async (res) => {
      if (!res.url().includes("/socket.io/")) return;
      const body = await res.text().catch(() => "");
      if (body.includes('"joined"')) resolve();
    });
  });
}

async function bride(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const m = { ...newMember(), name: "Krupali" };
  await signUp(page, m, "en", "female");
  await expectSignedIn(page, "en");
  await fillEssentials(page.request, m.email, m.password);
  return { page, m };
}

/** An item of the avatar menu's Profile group. */
async function openProfileItem(page: Page, key: string) {
  await page.getByRole("button", { name: t("menu.open") }).click();
  await page.getByRole("menuitem", { name: t("menu.profile"), exact: true }).click();
  await page.getByRole("menuitem", { name: t(key), exact: true }).click();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${resultsDir}/screenshots/managers-${name}.png`, fullPage: true });

test("a parent is invited, signs up from the mail, edits, is shown, and is removed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: member } = await bride(browser);
  const parentEmail = newMember().email;

  // The member invites her father from the avatar menu.
  await openMenuItem(member, "menu.managers");
  await expect(member).toHaveURL(/\/settings\/managers$/);
  await member.getByRole("textbox", { name: t("managers.email") }).fill(parentEmail);
  await member.getByRole("combobox", { name: t("managers.relation") }).click();
  await member.getByRole("option", { name: t("managers.relations.parent") }).click();
  await member.getByRole("button", { name: t("managers.send") }).click();
  await expect(
    member.getByText(t("managers.invited").replace("{{email}}", parentEmail)),
  ).toBeVisible();
  const row = member.getByRole("listitem").filter({ hasText: parentEmail });
  await expect(row.getByText(t("managers.status.invited"))).toBeVisible();

  // The father opens the mailed link on his own phone and makes his sign-in.
  const link = await mailedLink(parentEmail, "/manager-invite");
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await parentContext.newPage();
  const joined = socketJoined(parent);
  await parent.goto(link);
  await expect(parent.getByText(/Krupali invites you, as parent/)).toBeVisible();
  await parent.getByRole("textbox", { name: t("managerInvite.name") }).fill("Rameshbhai");
  await parent
    .getByLabel(t("managerInvite.newPassword"), { exact: false })
    .first()
    .fill("father123");
  await parent.getByRole("button", { name: t("managerInvite.accept") }).click();
  await expect(parent).toHaveURL(/\/profiles$/);
  await expect(parent.getByTestId("managing-banner")).toContainText(
    "You are managing Krupali's profile",
  );

  // He edits her profile: the first step of the wizard.
  await openProfileItem(parent, "menu.editProfile");
  await expect(parent).toHaveURL(/\/info/);
  const hobbies = parent.getByRole("textbox", {
    name: t("fields.hobbies_and_interests"),
    exact: true,
  });
  await hobbies.fill("Garba, written by Papa");
  await parent.getByRole("button", { name: t("wizard.saveAndContinue"), exact: true }).click();
  await expect(parent.getByText(t("notify.profileSaved")).first()).toBeVisible();
  await joined;

  // The member sees him active, and "Managed by: Parent" on her profile with his edit.
  await openProfileItem(member, "menu.editProfile");
  await member.getByRole("link", { name: t("wizard.viewProfile") }).click();
  await expect(member).toHaveURL(/\/profile\//);
  await expect(member.getByTestId("managed-by")).toHaveText("Managed by: Parent");
  await expect(member.getByText("Garba, written by Papa")).toBeVisible();

  await openMenuItem(member, "menu.managers");
  await expect(row.getByText(t("managers.status.active"))).toBeVisible();
  await shot(member, "list-en");

  // She removes him: his open page loses its socket and its session.
  await row
    .getByRole("button", { name: t("managers.removeLabel").replace("{{email}}", parentEmail) })
    .click();
  await member
    .getByRole("dialog")
    .getByRole("button", { name: t("common.confirm") })
    .click();
  await expect(member.getByText(t("managers.none"))).toBeVisible();
  await expect(parent).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(parent.getByRole("button", { name: t("menu.open") })).toHaveCount(0);
  await parentContext.close();
});

/** A member through the API, with one family member active and one still invited. */
async function managedFamily(request: APIRequestContext) {
  const m = { ...newMember(), name: "Krupali" };
  const signedUp = await request.post("/api/v1/sign_up", {
    data: {
      email: m.email,
      password: m.password,
      name: m.name,
      lastName: m.lastName,
      gender: "female",
      birthdate: "1997-06-21",
      managed_by: "self",
      declaration: true,
      consent: true,
    },
  });
  expect(signedUp.status()).toBe(201);
  const member = (await signedUp.json()) as Record<string, unknown> & { token: string };
  await fillEssentials(request, m.email, m.password);
  const headers = { authorization: `Bearer ${member.token}` };
  const parentEmail = newMember().email;
  const sisterEmail = newMember().email;
  for (const [email, relation] of [
    [parentEmail, "parent"],
    [sisterEmail, "sibling"],
  ]) {
    const res = await request.post("/api/v1/managers", {
      headers,
      data: { manager: { email, relation } },
    });
    expect(res.status()).toBe(201);
  }
  const parentLink = await mailedLink(parentEmail, "/manager-invite");
  const accepted = await request.post("/api/v1/manager_invites/accept", {
    data: {
      token: new URL(parentLink, "http://x").searchParams.get("token"),
      name: "Rameshbhai",
      password: "father123",
    },
  });
  expect(accepted.status()).toBe(200);
  const manager = (await accepted.json()) as Record<string, unknown> & { token: string };
  // The father writes the "about me": a line of the record the member's page lists.
  const edited = await request.put(`/api/v1/profiles/${String(member.userId)}`, {
    headers: { authorization: `Bearer ${manager.token}` },
    data: { profile: { aboutme: "Written by her father" } },
  });
  expect(edited.status()).toBe(200);
  return { member, manager, sisterLink: await mailedLink(sisterEmail, "/manager-invite") };
}

/** A browser whose storage already holds the session and language: the shot is a first page. */
async function visit(
  browser: Browser,
  width: number,
  lang: "en" | "gu",
  session: Record<string, unknown> | null,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  await context.addInitScript(
    ({ session, lang }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("lang", lang);
      for (const [key, value] of Object.entries(session ?? {})) {
        localStorage.setItem(key, value === null ? "" : String(value));
      }
    },
    { session, lang },
  );
  return { context, page: await context.newPage() };
}

test("the managers pages as the first page of a visit, EN and GU, 390 and 1280 px", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { member, manager, sisterLink } = await managedFamily(request);
  for (const lang of ["en", "gu"] as const) {
    const tl = (key: string) => tr(lang, key);
    for (const width of [390, 1280]) {
      const own = await visit(browser, width, lang, member);
      await own.page.goto("/settings/managers");
      await expect(own.page.getByRole("heading", { level: 1 })).toHaveText(
        tl("managers.pageTitle"),
      );
      await expect(own.page.getByText(tl("managers.status.active"))).toBeVisible();
      await expect(
        own.page.getByRole("heading", { name: tl("managers.actions.title") }),
      ).toBeVisible();
      await expect(
        own.page.getByText(
          tl("managers.actions.verbs.changed").replace(
            "{{area}}",
            tl("managers.actions.areas.profile"),
          ),
        ),
      ).toBeVisible();
      await own.page.waitForLoadState("networkidle");
      await shot(own.page, `settings-${lang}-${width}`);
      await own.context.close();

      const invitee = await visit(browser, width, lang, null);
      await invitee.page.goto(sisterLink);
      await expect(
        invitee.page.getByRole("button", { name: tl("managerInvite.accept") }),
      ).toBeVisible();
      await invitee.page.waitForLoadState("networkidle");
      await shot(invitee.page, `invite-${lang}-${width}`);
      await invitee.context.close();

      const managing = await visit(browser, width, lang, manager);
      await managing.page.goto("/settings/managers");
      await expect(managing.page.getByTestId("managing-banner")).toBeVisible();
      await expect(managing.page.getByText(tl("managers.managerNote"))).toBeVisible();
      await managing.page.waitForLoadState("networkidle");
      await shot(managing.page, `as-manager-${lang}-${width}`);
      await managing.context.close();
    }
  }
});
