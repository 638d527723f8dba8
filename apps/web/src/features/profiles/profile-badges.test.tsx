import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { ProfileBadges } from "./profile-badges.tsx";

const badges = { id: true, job: true, income: false, property: true };

// Issue 23, item 7: trust badges are icons on a card; each must say what it is, in either language.
describe("verification badges", () => {
  afterEach(() => changeLanguage("en"));

  it.each([
    ["en", "Verification", ["ID verified", "Job verified", "Property verified"]],
    ["gu", "ચકાસણી", ["ઓળખ ચકાસાયેલ", "નોકરી ચકાસાયેલ", "મિલકત ચકાસાયેલ"]],
  ] as const)("name the list and each badge as icons (%s)", async (lang, name, items) => {
    await changeLanguage(lang);
    renderWithProviders(<ProfileBadges badges={badges} />);
    const list = screen.getByRole("list", { name });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(items);
  });

  it("write the names out when labelled, and show nothing without a badge", () => {
    const { unmount } = renderWithProviders(<ProfileBadges badges={badges} labelled />);
    expect(screen.getByRole("list", { name: "Verification" })).toHaveTextContent(
      "ID verifiedJob verifiedProperty verified",
    );
    unmount();
    renderWithProviders(
      <ProfileBadges badges={{ id: false, job: false, income: false, property: false }} />,
    );
    expect(screen.queryByRole("list")).toBeNull();
  });
});
