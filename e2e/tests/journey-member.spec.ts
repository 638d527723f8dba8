import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { expectSecureContextAsProject, listedMember, newMember, test, tr } from "./helpers.ts";

// Issue 12: a member's journeys on a phone, by clicks and typing alone after the first page
// load (no page.goto after it), in English and in Gujarati. Every step is photographed into
// test-results/journeys/ so a person can look at what a member sees.

type Lang = "en" | "gu";
const phone = { width: 390, height: 844 };
const shotsDir = new URL("../../test-results/journeys/", import.meta.url).pathname;
mkdirSync(shotsDir, { recursive: true });

test.use({ viewport: phone, hasTouch: true });

function photographer(page: Page, journey: string, lang: Lang) {
  let n = 0;
  return async (step: string) => {
    n += 1;
    // Let toasts and lazy parts settle before the picture.
    await page.waitForTimeout(300);
    const name = `${journey}-${lang}-${String(n).padStart(2, "0")}-${step}.png`;
    await page.screenshot({ path: shotsDir + name });
  };
}

/** The first page load of a visit, then the language chosen with the top bar's switch. */
async function open(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await expectSecureContextAsProject(page);
  if (lang === "gu") await page.getByRole("button", { name: "ગુજરાતી" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

const bottomNav = (page: Page, lang: Lang) =>
  page.getByRole("navigation", { name: tr(lang, "nav.bottom") });

/** A JPEG photo, as a phone's camera would give (the server re-encodes and checks it). */
async function photo() {
  const { default: sharp } = await import("sharp");
  const buffer = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 214, g: 150, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  return { name: "me.jpg", mimeType: "image/jpeg", buffer };
}

for (const lang of ["en", "gu"] as const) {
  test(`(a) a new member signs up, completes the profile, adds a photo, filters, saves, sends an interest and a chat request (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = (key: string) => tr(lang, key);
    const shot = photographer(page, "a", lang);
    const member = { ...newMember(), name: lang === "en" ? "Khushi" : "Hetal" };

    await open(page, "/signup", lang);
    await shot("signup");
    await page.getByRole("textbox", { name: t("signup.name") }).fill(member.name);
    await page.getByRole("textbox", { name: t("signup.lastName") }).fill(member.lastName);
    await page.getByRole("radio", { name: t("signup.female") }).check();
    await page.getByLabel(t("signup.birthdate")).fill("1997-06-21");
    await page.getByRole("textbox", { name: t("signup.email") }).fill(member.email);
    await page.getByLabel(t("signup.password"), { exact: false }).first().fill(member.password);
    await page.getByRole("checkbox", { name: t("signup.declaration") }).check();
    await page.getByRole("checkbox", { name: new RegExp(t("signup.consentLink")) }).check();
    await shot("signup-filled");
    await page.getByRole("button", { name: t("signup.submit") }).click();

    // The next step is said at once: complete the profile.
    await expect(page).toHaveURL(/\/profiles$/);
    const welcome = page.getByRole("region", {
      name: t("welcome.title").replace("{{name}}", member.name),
    });
    await expect(welcome).toBeVisible();
    await shot("welcome");
    await welcome.getByRole("link", { name: t("welcome.cta") }).click();

    // The five steps of /info, the meter saying what is left.
    await expect(page).toHaveURL(/\/info/);
    await expect(page.getByText(t("wizard.missingIntro"))).toBeVisible();
    await shot("info-step1");
    await page.getByRole("textbox", { name: t("fields.height") }).fill("160");
    await page.getByRole("textbox", { name: t("fields.current_city") }).fill("Surat");
    await page.getByRole("button", { name: t("wizard.saveAndContinue") }).click();
    await expect(page.getByRole("textbox", { name: t("fields.occupation") })).toBeVisible();
    await page.getByRole("textbox", { name: t("fields.occupation") }).fill("Teacher");
    await shot("info-step2");
    await page.getByRole("button", { name: t("wizard.saveAndContinue") }).click();
    await expect(page.getByRole("textbox", { name: t("fields.father_occupation") })).toBeVisible();
    await page.getByRole("textbox", { name: t("fields.father_occupation") }).fill("Diamonds");
    await page.getByRole("button", { name: t("wizard.saveAndContinue") }).click();
    await expect(page.getByRole("textbox", { name: t("fields.expectation") })).toBeVisible();
    await page.getByRole("textbox", { name: t("fields.expectation") }).fill("Kind and honest");
    await page.getByRole("button", { name: t("wizard.saveAndContinue") }).click();
    await page.getByRole("textbox", { name: t("fields.birth_name") }).fill("Kinjal");
    await shot("info-step5");
    await page.getByRole("button", { name: t("wizard.save"), exact: true }).click();
    await expect(page.getByText(t("notify.profileSaved")).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot("info-saved");

    // The meter links straight to what is missing: here, a photo.
    await page.getByRole("link", { name: t("wizard.missingPhoto") }).click();
    await expect(page).toHaveURL(/\/upload\/pics$/);
    await page.locator('input[type="file"]').setInputFiles(await photo());
    await expect(
      page.getByText(t("media.myPhotos").replace("{{count}}", "1").replace("{{max}}", "10")),
    ).toBeVisible({ timeout: 30_000 });
    await shot("photo-added");

    // Find a match with filters.
    await bottomNav(page, lang)
      .getByRole("link", { name: t("nav.profiles") })
      .click();
    await expect(page).toHaveURL(/\/profiles$/);
    await page.getByRole("link", { name: t("filters.open") }).click();
    const filters = page.getByRole("form", { name: t("filters.title") });
    await filters
      .getByRole("combobox", { name: t("fields.maritial_status") })
      .selectOption({ label: t("enums.maritalStatus.never_married") });
    await shot("filters");
    await filters.getByRole("button", { name: t("filters.apply") }).click();
    await expect(page).toHaveURL(/maritial_status=never_married/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot("filtered");
    const card = page.getByRole("main").getByRole("article").first();
    const name = (await card.getAttribute("aria-label")) ?? "";
    await card.getByRole("heading").getByRole("link").click();

    // Their profile: name, facts and the actions on the first screen.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const actions = page.getByRole("main");
    await expect(
      actions.getByRole("button", { name: t("connections.sendInterest") }),
    ).toBeInViewport();
    await shot("profile");
    await actions.getByRole("button", { name: t("bookmark.save"), exact: true }).click();
    // Save shows only while the profile is not saved (spec, profile actions).
    await expect(
      actions.getByRole("button", { name: t("bookmark.save"), exact: true }),
    ).toHaveCount(0);
    await actions.getByRole("button", { name: t("connections.sendInterest") }).click();
    await expect(page.getByText(t("connections.interestSent")).first()).toBeVisible();
    await shot("interest-sent");
    await actions.getByRole("button", { name: t("connections.chatRequest") }).click();
    await expect(page.getByText(t("connections.chatRequestSent")).first()).toBeVisible();
    await shot("chat-request-sent");

    // Saved and Interests are one tap away in the bottom bar.
    await bottomNav(page, lang)
      .getByRole("link", { name: t("nav.saved") })
      .click();
    await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
    await shot("saved");
    await bottomNav(page, lang)
      .getByRole("link", { name: t("nav.interests") })
      .click();
    await expect(page).toHaveURL(/\/interests/);
    await page.getByRole("tab", { name: t("connections.tabs.sent") }).click();
    await expect(page.getByRole("main").getByText(name).first()).toBeVisible();
    await shot("interests-sent");
  });
}

async function verifyId(request: APIRequestContext, token: string) {
  const upload = await request.post("/api/v1/verification/doc?docType=GovID", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: "aadhar.png",
        mimeType: "image/png",
        buffer: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          "base64",
        ),
      },
    },
  });
  expect(upload.ok()).toBe(true);
  const admin = await request.post("/api/v1/sign_in", {
    data: { email: "admin@demo.sagpan.in", password: "sagpan123" },
  });
  const adminBody = await admin.json();
  const adminToken = (adminBody.data ?? adminBody).token;
  const auth = { Authorization: `Bearer ${adminToken}` };
  const list = await (
    await request.get("/api/v1/admin/documents?status=pending&limit=100", { headers: auth })
  ).json();
  for (const doc of list.data) {
    const decided = await request.post(`/api/v1/admin/documents/${doc.id}/decision`, {
      headers: auth,
      data: { action: "approve" },
    });
    expect(decided.ok()).toBe(true);
  }
}

for (const lang of ["en", "gu"] as const) {
  test(`(c) a Free member meets the plan wall, buys a plan with the test checkout and sees contacts (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: string) => tr(lang, key);
    const shot = photographer(page, "c", lang);
    // Setup through the API: a groom with a relative's contact and a verified ID, and the
    // Free bride who will look at him, verified too (contacts are for verified members).
    const groomName = lang === "en" ? "Tejas" : "Jignesh";
    const groom = await listedMember(request, { gender: "male", name: groomName });
    const added = await request.post("/api/v1/contacts", {
      headers: { Authorization: `Bearer ${groom.token}` },
      data: { contacts: [{ name: "Harish Zaveri", relation: "Father", phone: "98250 12345" }] },
    });
    expect(added.ok()).toBe(true);
    const bride = await listedMember(request, {
      gender: "female",
      name: lang === "en" ? "Vidhi" : "Bhumi",
    });
    await verifyId(request, groom.token);
    await verifyId(request, bride.token);

    // First page load: sign in.
    await open(page, "/login", lang);
    const signIn = async () => {
      await page.getByLabel(t("login.email")).fill(bride.email);
      await page.getByLabel(t("login.password"), { exact: true }).fill(bride.password);
      await page.getByRole("button", { name: t("login.submit") }).click();
      await expect(page).toHaveURL(/\/profiles$/);
    };
    await signIn();
    await shot("profiles");

    // The plan wall: contacts hidden, the biodata asks for a plan.
    const openGroom = async () => {
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`${groomName} Zaveri`) })
        .first()
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: `${groomName} Zaveri` }),
      ).toBeVisible();
    };
    await openGroom();
    const main = page.getByRole("main");
    // The phone's action bar: every action in view, nothing to scroll sideways, and the
    // assistant's launcher in the bar's own slot, over none of them.
    const actions = [
      main.getByRole("button", { name: t("bookmark.save") }),
      main.getByRole("button", { name: t("connections.chatRequest") }),
      main.getByRole("button", { name: t("connections.sendInterest") }),
      main.getByRole("button", { name: t("connections.more") }),
    ];
    for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
    const sideways = await actions[3]!.evaluate((el) => {
      let bar = el.parentElement;
      while (bar && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
      return bar ? bar.scrollWidth - bar.clientWidth : -1;
    });
    expect(sideways).toBe(0);
    const launcher = page.getByRole("button", {
      name: new RegExp(
        t("assistant.open").replace("{{assistant}}", ".+").replace("{{name}}", groomName),
      ),
    });
    await expect(launcher).toBeInViewport({ ratio: 1 });
    const l = (await launcher.boundingBox())!;
    for (const action of actions) {
      const b = (await action.boundingBox())!;
      const overlaps =
        l.x < b.x + b.width && b.x < l.x + l.width && l.y < b.y + b.height && b.y < l.y + l.height;
      expect(overlaps).toBe(false);
    }
    await expect(main.getByText(t("profileView.contactsHidden.plan"))).toBeVisible();
    await expect(main.getByText("Harish Zaveri")).toHaveCount(0);
    await shot("profile-free");
    await main.getByText(t("profileView.contactsHidden.plan")).scrollIntoViewIfNeeded();
    await shot("contacts-hidden");
    // The biodata, from the More menu, needs a plan: the warning, and on to the plans.
    await main.getByRole("button", { name: t("connections.more") }).click();
    await page.getByRole("menuitem", { name: t("biodata.download") }).click();
    await expect(page.getByText(t("notify.buyPlan")).first()).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await shot("biodata-wall");

    // Back on the profile, its own "See plans" leads there too.
    await page.goBack();
    await main
      .getByRole("link", { name: t("upgrade.seePlans") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/subscription$/);
    await shot("plans");
    const buyLabel = t("plans.buyLabel")
      .replace("{{plan}}", t("plans.Belief"))
      .replace("{{period}}", t("plans.yearly"));
    await page.getByRole("button", { name: buyLabel }).click();
    const checkout = page.getByRole("dialog", { name: t("plans.testCheckout") });
    await expect(checkout).toBeVisible();
    await shot("checkout");
    await checkout.getByRole("button", { name: t("plans.pay") }).click();
    await expect(page.getByText(t("plans.success")).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await shot("paid-sign-in-again");
    await signIn();

    // Now the contacts show.
    await openGroom();
    await expect(main.getByText("Harish Zaveri")).toBeVisible();
    await expect(main.getByRole("link", { name: "98250 12345" })).toBeVisible();
    await main.getByText("Harish Zaveri").scrollIntoViewIfNeeded();
    await shot("contacts-shown");
  });
}
