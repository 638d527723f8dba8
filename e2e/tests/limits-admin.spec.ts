import { expect, test } from "@playwright/test";
import { resultsDir, tr } from "./helpers.ts";

// The admin console's "Event addresses" tab (issue 21 item 7) as the first page of a visit, at a
// phone's and a laptop's width in both languages: the demo admin lifts a hall's address by
// typing and clicking, and the lift is listed with its end and who made it.
const ADMIN = { email: "admin@demo.sagpan.in", password: "sagpan123" };

for (const lang of ["en", "gu"] as const) {
  for (const width of [390, 1280]) {
    test(`event addresses tab opened directly in ${lang} at ${width}px`, async ({
      page,
      request,
    }) => {
      const t = (key: string) => tr(lang, key);
      const signIn = await request.post("/api/v1/sign_in", { data: ADMIN });
      const session = await signIn.json();
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      // The session as the app keeps it (lib/session.ts), so /admin is the visit's first page.
      await page.addInitScript(
        ([s, l]) => {
          for (const [key, value] of Object.entries(s as Record<string, unknown>)) {
            if (value !== null) localStorage.setItem(key, String(value));
          }
          localStorage.setItem("lang", l as string);
        },
        [session, lang] as const,
      );
      await page.goto("/admin?tab=addresses");
      await expect(page.getByRole("tab", { name: t("limits.admin.tab") })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      // A hall address of this test's own, so the four runs do not meet.
      const address = `198.51.100.${(width === 390 ? 10 : 20) + (lang === "en" ? 1 : 2)}`;
      await page
        .getByRole("textbox", {
          name: new RegExp(t("limits.admin.address").replace(/[()]/g, "\\$&")),
        })
        .fill(address);
      await page
        .getByRole("textbox", { name: new RegExp(t("limits.admin.note")) })
        .fill(t("limits.admin.notePlaceholder"));
      await page.getByRole("button", { name: t("limits.admin.lift") }).click();
      const row = page.getByRole("listitem", { name: address });
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(row.getByRole("button", { name: t("limits.admin.end") })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({
        path: `${resultsDir}/screenshots/event-addresses-${lang}-${width}.png`,
        fullPage: true,
      });
      await row.getByRole("button", { name: t("limits.admin.end") }).click();
      await expect(row).toHaveCount(0, { timeout: 20_000 });
    });
  }
}
