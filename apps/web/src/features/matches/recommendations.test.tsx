import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { MatchesPage } from "./matches-page.tsx";

const card = (id: string, name: string) => ({
  ...profileCardFixture({ id, name, gender: "male" }),
  match: {
    mine: { met: ["age" as const], missed: [] },
    theirs: { met: [], missed: [] },
    score: 100,
  },
});
/** Today's cards; the tabs below answer with no matches. */
const today = (cards: ReturnType<typeof card>[]) => [
  http.get("/api/v1/recommendations", () => HttpResponse.json({ data: cards, date: "2026-11-27" })),
  http.get("/api/v1/matches", () => HttpResponse.json({ data: [], next: null })),
];

describe("Today's recommendations on /matches", () => {
  it("sends an interest from a card, which then leaves with a toast", async () => {
    sessionStore.save(sessionFixture());
    const sent: unknown[] = [];
    server.use(
      ...today([card("p-1", "Parth"), card("p-2", "Harsh")]),
      http.post("/api/v1/interests", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MatchesPage />, { route: "/matches" });
    const section = await screen.findByRole("region", { name: "Today's recommendations" });
    const parth = await within(section).findByRole("article", { name: /Parth/ });
    expect(within(parth).getByText(/Meets your 1 preference/)).toBeInTheDocument();
    await user.click(within(parth).getByRole("button", { name: "Send interest to Parth" }));
    expect(await screen.findByText("Interest sent")).toBeInTheDocument();
    expect(sent).toEqual([{ interest: { to: "p-1" } }]);
    expect(within(section).queryByRole("article", { name: /Parth/ })).toBeNull();
    expect(within(section).getByRole("article", { name: /Harsh/ })).toBeInTheDocument();
  });

  it("skips a card, which leaves with a toast; then says today's are done", async () => {
    sessionStore.save(sessionFixture());
    const skipped: string[] = [];
    server.use(
      ...today([card("p-2", "Harsh")]),
      http.post("/api/v1/recommendations/:pid/skip", ({ params }) => {
        skipped.push(params.pid as string);
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MatchesPage />, { route: "/matches" });
    const section = await screen.findByRole("region", { name: "Today's recommendations" });
    const harsh = await within(section).findByRole("article", { name: /Harsh/ });
    await user.click(within(harsh).getByRole("button", { name: "Skip Harsh" }));
    expect(
      await screen.findByText("Skipped. Harsh will not be recommended to you for 30 days."),
    ).toBeInTheDocument();
    expect(skipped).toEqual(["p-2"]);
    expect(
      within(section).getByText(
        "You have gone through today's recommendations. New ones come tomorrow.",
      ),
    ).toBeInTheDocument();
  });

  it("keeps a card whose skip failed, saying why", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      ...today([card("p-3", "Meet")]),
      http.post("/api/v1/recommendations/:pid/skip", () => errorReply("profile.not_found")),
    );
    const user = userEvent.setup();
    renderWithProviders(<MatchesPage />, { route: "/matches" });
    const meet = await screen.findByRole("article", { name: /Meet/ });
    await user.click(within(meet).getByRole("button", { name: "Skip Meet" }));
    expect(await screen.findByText("This profile is not available")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: /Meet/ })).toBeInTheDocument();
  });

  it("says in words when there are none today, in Gujarati too", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(...today([]));
    renderWithProviders(<MatchesPage />, { route: "/matches" });
    expect(await screen.findByRole("region", { name: "આજની ભલામણો" })).toBeInTheDocument();
    expect(
      await screen.findByText(
        "આજે કોઈ ભલામણ નથી. તમારી પ્રોફાઇલ અને જીવનસાથીની અપેક્ષાઓ ભરવાથી વધુ પ્રોફાઇલ મળશે.",
      ),
    ).toBeInTheDocument();
    await changeLanguage("en");
  });
});
