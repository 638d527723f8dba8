import { expect, test } from "@playwright/test";
import { expectSignedIn, newMember, openMenuItem, signIn, signUp, tr } from "./helpers.ts";

test("a new member signs up, signs out, signs in and changes the password", async ({ page }) => {
  const member = newMember();
  await signUp(page, member);
  await expectSignedIn(page);
  // The demo community is there: the list shows profile cards.
  await expect(page.getByRole("article").first()).toBeVisible();

  await openMenuItem(page, "menu.logout");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: tr("en", "menu.open") })).toHaveCount(0);

  await signIn(page, member.email, member.password);
  await expectSignedIn(page);

  await openMenuItem(page, "menu.setPassword");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(tr("en", "password.old"), { exact: true })).toBeVisible();
  await dialog.getByLabel(tr("en", "password.old"), { exact: true }).fill(member.password);
  await dialog.getByLabel(tr("en", "password.new"), { exact: true }).fill("brandnew1");
  await dialog.getByLabel(tr("en", "password.confirm"), { exact: true }).fill("brandnew2");
  await dialog.getByRole("button", { name: tr("en", "password.save") }).click();
  await expect(dialog.getByText("New passwords do not match.")).toBeVisible();
  await dialog.getByLabel(tr("en", "password.new"), { exact: true }).fill("abc");
  await dialog.getByLabel(tr("en", "password.confirm"), { exact: true }).fill("abc");
  await dialog.getByRole("button", { name: tr("en", "password.save") }).click();
  await expect(dialog.getByText("Password must be at least 6 characters.").first()).toBeVisible();
  await dialog.getByLabel(tr("en", "password.new"), { exact: true }).fill("brandnew1");
  await dialog.getByLabel(tr("en", "password.confirm"), { exact: true }).fill("brandnew1");
  await dialog.getByRole("button", { name: tr("en", "password.save") }).click();
  await expect(dialog).toBeHidden();

  await openMenuItem(page, "menu.logout");
  // Signed-in members who open /login are sent to /profiles: wait until the sign-out is done.
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, member.email, member.password);
  await expect(page.getByRole("alert")).toBeVisible();
  await signIn(page, member.email, "brandnew1");
  await expectSignedIn(page);
});

test("an expired token sends the member to the login page", async ({ page }) => {
  const header = Buffer.from(JSON.stringify({ alg: "HS256" })).toString("base64url");
  const payload = Buffer.from(
    JSON.stringify({ sub: "x", ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }),
  ).toString("base64url");
  await page.goto("/login");
  await page.evaluate((token) => {
    localStorage.setItem("token", token);
    localStorage.setItem("userId", "x");
    localStorage.setItem("name", "Old session");
  }, `${header}.${payload}.signature`);
  await page.goto("/profiles");
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("an unknown path shows the 404 image, with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  const image = page.getByRole("img", { name: tr("en", "notFound.imageAlt") });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
