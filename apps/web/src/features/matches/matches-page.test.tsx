import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { HowYouMatch } from "./how-you-match.tsx";
import { MatchesPage } from "./matches-page.tsx";

const match = {
  mine: {
    met: ["age", "height", "city", "work", "smoking", "drinking", "gotra"] as const,
    missed: ["income"] as const,
  },
  theirs: { met: ["age", "dietary_preferences"] as const, missed: [] },
  score: 90,
};
const card = (id: string, name: string) => ({
  ...profileCardFixture({ id, name, gender: "female" }),
  match: {
    mine: { met: [...match.mine.met], missed: [...match.mine.missed] },
    theirs: { met: [...match.theirs.met], missed: [] },
    score: 90,
  },
});

describe("/matches", () => {
  it("shows each tab's matches, saying in words how the pair match", async () => {
    sessionStore.save(sessionFixture());
    const asked: string[] = [];
    server.use(
      http.get("/api/v1/matches", ({ request }) => {
        const type = new URL(request.url).searchParams.get("type")!;
        asked.push(type);
        return HttpResponse.json({
          data: type === "mutual" ? [card("p-1", "Kinjal")] : [card("p-2", "Mansi")],
          next: null,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MatchesPage />, { route: "/matches" });
    const kinjal = await screen.findByRole("article", { name: /Kinjal/ });
    expect(
      within(kinjal).getByText("Meets 7 of your 8 preferences · you meet all of hers"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Looking for me" }));
    expect(await screen.findByRole("article", { name: /Mansi/ })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/matches?type=theirs");
    expect(asked).toEqual(["mutual", "theirs"]);
  });

  it("says when a tab is empty, in Gujarati too", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/matches", () => HttpResponse.json({ data: [], next: null })));
    renderWithProviders(<MatchesPage />, { route: "/matches?type=mine" });
    expect(
      await screen.findByText(
        "હજી કોઈ પ્રોફાઇલ તમારી બધી જરૂરી વાતો પૂરી કરતી નથી. એક હળવી કરવાથી વધુ મળી શકે.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "મારી અપેક્ષા" })).toBeChecked();
    await changeLanguage("en");
  });
});

describe("How you match", () => {
  it("lists each side's preferences, met or missed", () => {
    renderWithProviders(
      <HowYouMatch
        gender="male"
        match={{
          mine: { met: ["age"], missed: ["income"] },
          theirs: { met: [], missed: ["height"] },
          score: 33,
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "How you match" });
    expect(
      within(section).getByText("Meets 1 of your 2 preferences · you meet 0 of his 1"),
    ).toBeVisible();
    expect(within(section).getByRole("heading", { name: "His preferences" })).toBeVisible();
    const items = within(section)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual(["Age: Met", "Annual income: Missed", "Height: Missed"]);
    expect(within(section).getByRole("link", { name: "Edit my preferences" })).toHaveAttribute(
      "href",
      "/info?go=3",
    );
  });
});
