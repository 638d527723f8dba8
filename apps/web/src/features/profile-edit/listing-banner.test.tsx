import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { ListingBanner } from "./listing-banner.tsx";

const completion = (missing: string[]) =>
  http.get("/api/v1/profile_completion", () =>
    HttpResponse.json({
      percent: 40,
      remaining: missing,
      remaining_personal: missing,
      missing_essentials: missing,
    }),
  );

describe("ListingBanner", () => {
  it("names the missing essentials and links to the step that asks for the first", async () => {
    sessionStore.save(sessionFixture());
    server.use(completion(["current_city", "work"]));
    renderWithProviders(<ListingBanner />);
    expect(await screen.findByText("Others cannot see your profile yet")).toBeInTheDocument();
    expect(screen.getByText(/Still missing: City, Work type\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fill them in now" })).toHaveAttribute(
      "href",
      "/info?go=0",
    );
  });

  it("says it in Gujarati, and nothing once the essentials are filled", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(completion(["education"]));
    const { unmount } = renderWithProviders(<ListingBanner />);
    expect(await screen.findByText("તમારી પ્રોફાઇલ હજી બીજાને દેખાતી નથી")).toBeInTheDocument();
    unmount();
    await changeLanguage("en");
    server.use(completion([]));
    renderWithProviders(<ListingBanner />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText("Others cannot see your profile yet")).toBeNull();
  });
});
