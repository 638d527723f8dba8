import { defaultEmailFrequency, notificationKinds } from "@sagpan/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { avatarMenu } from "../../app/menu.ts";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { NotificationSettingsPage } from "./settings-page.tsx";

function serve() {
  const settings = {
    email: { ...defaultEmailFrequency },
    push: Object.fromEntries(notificationKinds.map((kind) => [kind, true])),
  };
  const saved: unknown[] = [];
  server.use(
    http.get("/api/v1/notification_settings", () => HttpResponse.json({ data: settings })),
    http.put("/api/v1/notification_settings", async ({ request }) => {
      const { settings: change } = (await request.json()) as {
        settings: { email?: object; push?: object };
      };
      saved.push(change);
      Object.assign(settings.email, change.email);
      Object.assign(settings.push, change.push);
      return HttpResponse.json({ data: settings });
    }),
  );
  return saved;
}

describe("/settings/notifications", () => {
  it("is in the avatar menu", () => {
    expect(avatarMenu).toContainEqual({
      kind: "link",
      labelKey: "menu.notificationSettings",
      to: "/settings/notifications",
    });
  });

  it("shows each kind's email frequency and push, and saves a change at once", async () => {
    sessionStore.save(sessionFixture());
    const saved = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsPage />, { route: "/settings/notifications" });
    const interests = await screen.findByRole("group", { name: "Interests sent to you" });
    const email = within(interests).getByRole("combobox", { name: "Email" });
    expect(email).toHaveValue("instant");
    const visitors = screen.getByRole("group", { name: "Visitors to your profile" });
    expect(within(visitors).getByRole("combobox", { name: "Email" })).toHaveValue("daily");
    await user.selectOptions(email, "Weekly summary");
    await expect.poll(() => saved).toEqual([{ email: { interest_received: "weekly" } }]);
    await user.click(
      within(screen.getByRole("group", { name: "Messages" })).getByRole("switch", {
        name: "Show on my phone and computer",
      }),
    );
    await expect.poll(() => saved).toContainEqual({ push: { message: false } });
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
  });

  it("speaks Gujarati", async () => {
    sessionStore.save(sessionFixture());
    serve();
    await changeLanguage("gu");
    renderWithProviders(<NotificationSettingsPage />, { route: "/settings/notifications" });
    const group = await screen.findByRole("group", { name: "તમને આવેલાં માગાં" });
    expect(within(group).getByRole("option", { name: "તરત" })).toBeInTheDocument();
  });
});
