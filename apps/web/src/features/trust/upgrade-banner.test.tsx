import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { UpgradeBanner } from "./upgrade-banner.tsx";

afterEach(() => sessionStore.clear());

describe("UpgradeBanner", () => {
  it("tells a Free member why badges are missing and links to the plans", async () => {
    sessionStore.save(sessionFixture({ myplan: "Free" }));
    renderWithProviders(<UpgradeBanner variant="list" />);
    expect(
      await screen.findByText(
        "Verification badges are hidden on the Free plan. Upgrade to see who is verified.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  it("is a pill in the top bar", async () => {
    sessionStore.save(sessionFixture({ myplan: "Free" }));
    renderWithProviders(<UpgradeBanner variant="bar" />);
    expect(await screen.findByRole("link", { name: "Upgrade" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  it.each(["Belief", "Trust"] as const)("is absent on the %s plan", async (myplan) => {
    sessionStore.save(sessionFixture({ myplan }));
    renderWithProviders(
      <div data-testid="host">
        <UpgradeBanner variant="list" />
        <UpgradeBanner variant="bar" />
      </div>,
    );
    expect(await screen.findByTestId("host")).toBeEmptyDOMElement();
  });

  it("is absent for visitors", async () => {
    renderWithProviders(
      <div data-testid="host">
        <UpgradeBanner variant="profile" />
      </div>,
    );
    expect(await screen.findByTestId("host")).toBeEmptyDOMElement();
  });
});
