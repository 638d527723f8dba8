import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import {
  preferencesFixture,
  profileFixture,
  profileReplyFixture,
  sessionFixture,
} from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { EditProfilePage } from "./edit-profile-page.tsx";

/** The wizard draws as a deferred render: on a busy machine it takes seconds to appear. */
const slow = { timeout: 10_000 };

const me = (overrides = {}) =>
  profileReplyFixture({ data: profileFixture({ id: "u-1", ...overrides }) });

function serve(profile = me()) {
  const bodies: { profile?: unknown; preferences?: unknown }[] = [];
  server.use(
    http.get("/api/v1/myprofile", () => HttpResponse.json(profile)),
    http.get("/api/v1/profile_completion", () =>
      HttpResponse.json({ percent: 80, remaining: [], remaining_personal: [] }),
    ),
    http.put("/api/v1/profiles/u-1/", async ({ request }) => {
      bodies.push((await request.json()) as { profile: unknown });
      return HttpResponse.json(profile);
    }),
    http.put("/api/v1/preferences", async ({ request }) => {
      const body = (await request.json()) as { preferences: ReturnType<typeof preferencesFixture> };
      bodies.push(body);
      return HttpResponse.json({ data: body.preferences });
    }),
  );
  return bodies;
}

describe("income and height the Indian way (issue 23 item 4)", () => {
  it("takes income in lakh or crore, says it back in full, and saves rupees", async () => {
    sessionStore.save(sessionFixture());
    const bodies = serve(me({ annual_income: 690_000 }));
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info?go=1" });
    const income = await screen.findByRole("textbox", { name: "Annual income" }, slow);
    // Saved rupees come back in lakh.
    expect(income).toHaveValue("6.9");
    expect(income).toHaveAccessibleDescription("₹6,90,000 (6.9 lakh)");
    await user.clear(income);
    await user.type(income, "12");
    expect(income).toHaveAccessibleDescription("₹12,00,000 (12 lakh)");
    await user.selectOptions(screen.getByRole("combobox", { name: "Lakh or crore" }), "crore");
    expect(income).toHaveAccessibleDescription("₹12,00,00,000 (12 crore)");
    await user.selectOptions(screen.getByRole("combobox", { name: "Lakh or crore" }), "lakh");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await screen.findByText("Profile saved", {}, slow);
    expect(bodies[0]).toMatchObject({ profile: { annual_income: 1_200_000 } });
  }, 30_000);

  it("sets the height from feet and inches, in centimetres", async () => {
    sessionStore.save(sessionFixture());
    const bodies = serve(me({ height: 158 }));
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info" });
    const height = await screen.findByRole("textbox", { name: "Height" }, slow);
    expect(screen.getByRole("combobox", { name: "Feet" })).toHaveValue("5");
    expect(screen.getByRole("combobox", { name: "Inches" })).toHaveValue("2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Inches" }), "6");
    expect(height).toHaveValue("168 cm");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await screen.findByText("Profile saved", {}, slow);
    expect(bodies[0]).toMatchObject({ profile: { height: 168 } });
  }, 30_000);
});

describe("partner preferences in the Preferences step", () => {
  it("saves ranges, choices, places and deal-breakers with the step", async () => {
    sessionStore.save(sessionFixture());
    const bodies = serve();
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info?go=3" });
    const section = await screen.findByRole("region", { name: "Partner preferences" }, slow);
    const age = within(section).getByRole("group", { name: "Age" });
    await user.type(within(age).getByRole("textbox", { name: "From (years)" }), "26");
    await user.type(within(age).getByRole("textbox", { name: "To (years)" }), "31");
    await user.click(within(age).getByRole("checkbox", { name: "Must (deal-breaker)" }));
    const height = within(section).getByRole("group", { name: "Height" });
    await user.selectOptions(within(height).getByRole("combobox", { name: "From" }), "168");
    const diet = within(section).getByRole("group", { name: "Diet" });
    await user.click(within(diet).getByRole("checkbox", { name: "Jain" }));
    await user.type(within(section).getByRole("textbox", { name: "City" }), "Surat, Vadodara");
    await user.click(within(section).getByRole("checkbox", { name: "Not from my gotra" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await screen.findByText("Profile saved", {}, slow);
    expect(bodies).toEqual([
      {
        preferences: preferencesFixture({
          age_min: 26,
          age_max: 31,
          height_min: 168,
          dietary_preferences: ["jain"],
          city: ["Surat", "Vadodara"],
          exclude_same_gotra: true,
          must: ["age"],
        }),
      },
    ]);
  }, 30_000);

  it("says a reversed range under it and sends nothing", async () => {
    sessionStore.save(sessionFixture());
    const bodies = serve();
    server.use(
      http.get("/api/v1/preferences", () =>
        HttpResponse.json({ data: preferencesFixture({ age_min: 30 }) }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info?go=3" });
    const age = await screen.findByRole("group", { name: "Age" }, slow);
    await user.type(within(age).getByRole("textbox", { name: "To (years)" }), "25");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(within(age).getByRole("alert")).toHaveTextContent(
      "The lowest must not be above the highest",
    );
    expect(bodies).toEqual([]);
  }, 30_000);

  it("shows the server's refusal in the member's language", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    serve();
    server.use(
      http.put("/api/v1/preferences", () =>
        errorReply("preferences.range_invalid", { age_min: "The lowest age is above the highest" }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditProfilePage />, { route: "/info?go=3" });
    const age = await screen.findByRole("group", { name: "ઉંમર" }, slow);
    await user.type(within(age).getByRole("textbox", { name: "થી (વર્ષ)" }), "26");
    await user.click(screen.getByRole("button", { name: "સાચવો અને આગળ વધો" }));
    expect(await within(age).findByRole("alert")).toHaveTextContent(
      "ઓછામાં ઓછું, વધુમાં વધુથી વધારે ન હોઈ શકે",
    );
    await changeLanguage("en");
  }, 30_000);
});
