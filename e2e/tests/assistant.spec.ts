import { expect, type Page, test } from "@playwright/test";
import { expectSignedIn, newMember, resultsDir, signUp, tr } from "./helpers.ts";

const questions = {
  en: {
    typed: "What does he do?",
    twoParts: "Where does he live and how much has he studied?",
    plan: "Does he want to settle abroad?",
    phone: "What is his phone number?",
  },
  gu: {
    typed: "શું કામ કરે છે?",
    twoParts: "ક્યાં રહે છે અને કેટલું ભણ્યા છે?",
    plan: "લગ્ન પછી વિદેશ જવું છે?",
    phone: "pappa no phone number aapo",
  },
};

/** The conversation's lines, newest last. */
const log = (page: Page) => page.getByRole("log");

for (const lang of ["en", "gu"] as const) {
  test(`a member asks the profile assistant by typing and by a chip (${lang})`, async ({
    page,
  }) => {
    const t = (key: string) => tr(lang, key);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await signUp(page, newMember(), lang, "female");
    await expectSignedIn(page, lang);

    await page.getByRole("article").first().getByRole("link").last().click();
    await expect(page).toHaveURL(/\/profile\//);
    const name = (await page.locator("#profile-name").textContent())?.split(" ")[0] ?? "";

    const launcher = page.getByRole("button", { name: t("assistant.defaultName") });
    await expect(launcher).toBeVisible();
    // Collapsed, it sits above the bottom nav and leaves the action bar free.
    await page.screenshot({
      path: `${resultsDir}/screenshots/assistant-${lang}-collapsed-390.png`,
    });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: t("assistant.defaultName") });
    await expect(panel).toBeVisible();

    // Blank is not sent: the send button stays disabled.
    const input = panel.getByRole("textbox", { name: t("assistant.inputLabel") });
    await input.fill("   ");
    await expect(panel.getByRole("button", { name: t("assistant.send") })).toBeDisabled();

    // A chip in the page language (offered before the first question).
    await panel.getByRole("button", { name: t("assistant.chip.gun_male") }).click();
    await expect(log(page)).toContainText(lang === "en" ? /36|Gun Milan/ : /ગુણ/);

    // Typed, Enter sends.
    await input.fill(questions[lang].typed);
    await input.press("Enter");
    await expect(log(page).getByText(questions[lang].typed)).toBeVisible();
    // A Gujarati answer writes the member's name in Gujarati script, never as typed in Latin.
    await expect(log(page)).toContainText(lang === "en" ? name : "વ્યવસાય");
    const first = await log(page).textContent();
    if (lang === "en") expect(first).toContain(name);
    else expect(first).not.toContain(name);

    // Two questions at once: both are answered.
    await input.fill(questions[lang].twoParts);
    await input.press("Enter");
    await expect(log(page)).toContainText(lang === "en" ? "education" : "શિક્ષણ");
    await expect(log(page)).toContainText(lang === "en" ? /lives in|current city/ : /રહે છે|શહેર/);

    // A plan after marriage: quoted from the profile's texts, or said not to be there.
    await input.fill(questions[lang].plan);
    await input.press("Enter");
    await expect(log(page)).toContainText(
      lang === "en" ? /profile says|profile does not say/ : /લખ્યું છે|લખ્યું નથી/,
    );
    if (lang === "gu") expect(await log(page).textContent()).not.toContain(name);
    await page.screenshot({ path: `${resultsDir}/screenshots/assistant-${lang}-parts-390.png` });

    // A Free viewer asking for a phone number is told how to unlock it.
    await input.fill(questions[lang].phone);
    await input.press("Enter");
    await expect(log(page)).toContainText(
      lang === "en" ? "Upgrade your plan to view." : "પ્લાન અપગ્રેડ કરો",
    );
    await page.screenshot({ path: `${resultsDir}/screenshots/assistant-${lang}-390.png` });

    // Closed and opened again, the conversation is still there.
    await panel.getByRole("button", { name: t("assistant.close") }).click();
    await launcher.click();
    await expect(log(page)).toContainText(questions[lang].typed);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${resultsDir}/screenshots/assistant-${lang}-1280.png` });
  });
}
