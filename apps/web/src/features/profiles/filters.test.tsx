import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { FilteredProfilesPage } from "./filtered-profiles-page.tsx";
import { filtersToParams, type ProfileFilters, parseFilters } from "./filters.ts";

const every: ProfileFilters = {
  age_min: 25,
  age_max: 31,
  height_min: 152,
  height_max: 178,
  city: "Surat",
  maritial_status: "never_married",
  education: "MBA",
  occupation: "Engineer",
  income_min: 1_000_000,
  dietary_preferences: "jain",
  rashi: "Kanya",
  mangal_dosh: false,
  verified: true,
  with_photo: true,
  exclude_same_gotra: true,
  min_gun: 18,
  sort: "gun",
};

describe("filters in the URL", () => {
  it("round-trips every filter through the query string", () => {
    const query = filtersToParams(every).toString();
    expect(query).toBe(
      "age_min=25&age_max=31&height_min=152&height_max=178&city=Surat&maritial_status=never_married&education=MBA&occupation=Engineer&income_min=1000000&dietary_preferences=jain&rashi=Kanya&mangal_dosh=false&verified=true&with_photo=true&exclude_same_gotra=true&min_gun=18&sort=gun",
    );
    expect(parseFilters(new URLSearchParams(query))).toEqual(every);
  });

  it("drops values the API would refuse and the default sort", () => {
    const parsed = parseFilters(
      new URLSearchParams(
        "age_min=12&age_max=abc&rashi=Pluto&verified=false&min_gun=40&sort=recent&city=%20Pune%20&offset=40",
      ),
    );
    expect(parsed).toEqual({ city: "Pune" });
    expect(filtersToParams({ sort: "recent", verified: false as never }).toString()).toBe("");
  });

  it("fills the panel from the URL, asks the API with it, and writes changes back", async () => {
    sessionStore.save(sessionFixture());
    const asked: string[] = [];
    server.use(
      http.get("/api/v1/profiles", ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.delete("limit");
        params.delete("offset");
        asked.push(params.toString());
        return HttpResponse.json({ data: [profileCardFixture()], next: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilteredProfilesPage />, {
      route: "/filtered/profiles?city=Surat&rashi=Kanya&with_photo=true",
    });

    expect(await screen.findByRole("article", { name: "Kavya Shah" })).toBeInTheDocument();
    expect(asked).toEqual(["city=Surat&rashi=Kanya&with_photo=true"]);

    // A list with filters starts with the panel closed; the button says how many apply.
    const toggle = screen.getByRole("button", { name: /Filters/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("3 filters applied")).toBeInTheDocument();
    await user.click(toggle);

    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Surat");
    expect(screen.getByRole("combobox", { name: "Rashi (moon sign)" })).toHaveValue("Kanya");
    expect(screen.getByRole("checkbox", { name: "With photo" })).toBeChecked();

    await user.clear(screen.getByRole("textbox", { name: "City" }));
    await user.type(screen.getByRole("textbox", { name: "Age from" }), "26");
    await user.selectOptions(screen.getByRole("combobox", { name: "Diet" }), "Jain");
    await user.click(screen.getByRole("checkbox", { name: "ID-verified only" }));
    await user.click(screen.getByRole("radio", { name: "Gun Milan" }));
    await user.click(screen.getByRole("button", { name: "Show profiles" }));

    const expected =
      "age_min=26&dietary_preferences=jain&rashi=Kanya&verified=true&with_photo=true&sort=gun";
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/filtered/profiles?${expected}`),
    );
    await waitFor(() =>
      expect(asked).toEqual(["city=Surat&rashi=Kanya&with_photo=true", expected]),
    );
  });

  it("links to the filters from the profile list", async () => {
    sessionStore.save(sessionFixture());
    const { ProfilesPage } = await import("./profiles-page.tsx");
    renderWithProviders(<ProfilesPage />, { route: "/profiles" });
    expect(await screen.findByRole("link", { name: "Filters" })).toHaveAttribute(
      "href",
      "/filtered/profiles",
    );
  });
});
