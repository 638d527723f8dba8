import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { VisitorsPage } from "./visitors-page.tsx";

const count = (overrides = {}) => ({
  total: 3,
  new: 2,
  days: [
    { date: "2026-11-27", count: 2 },
    { date: "2026-11-20", count: 1 },
  ],
  browsing_privately: false,
  ...overrides,
});

/** The page's calls, answered; `asked` records them in order. */
function answer(reply: ReturnType<typeof count>) {
  const asked: string[] = [];
  server.use(
    http.get("/api/v1/visitors/count", () => {
      asked.push("count");
      return HttpResponse.json(reply);
    }),
    http.post("/api/v1/visitors/seen", () => {
      asked.push("seen");
      return HttpResponse.json({ ok: true });
    }),
    http.get("/api/v1/visitors", () => {
      asked.push("list");
      return HttpResponse.json({
        data: [
          { profile: profileCardFixture({ id: "p-1", name: "Parth" }), at: "2026-11-27T05:00:00Z" },
          { profile: profileCardFixture({ id: "p-2", name: "Harsh" }), at: "2026-11-20T15:00:00Z" },
        ],
        total: 2,
        next: null,
      });
    }),
  );
  return asked;
}

describe("/visitors", () => {
  it("shows a Belief member who viewed them, each card opening the profile, with the date", async () => {
    sessionStore.save(sessionFixture({ myplan: "Belief" }));
    const asked = answer(count());
    renderWithProviders(<VisitorsPage />, { route: "/visitors" });
    const parth = await screen.findByRole("article", { name: /Parth/ });
    expect(within(parth).getByText("Viewed on 27 Nov 2026")).toBeInTheDocument();
    expect(within(parth).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/profile\//),
    );
    expect(screen.getByText("3 members viewed your profile")).toBeInTheDocument();
    expect(screen.getByText("2 new since you last looked")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "See plans" })).not.toBeInTheDocument();
    // Marked seen once the count was read, so the "new" above is what was new before.
    await screen.findByRole("article", { name: /Harsh/ });
    expect(asked.indexOf("seen")).toBeGreaterThan(asked.indexOf("count"));
  });

  it("shows a Free member how many and when, with the plans, and never asks who", async () => {
    sessionStore.save(sessionFixture({ myplan: "Free" }));
    const asked = answer(count());
    renderWithProviders(<VisitorsPage />, { route: "/visitors" });
    expect(await screen.findByText("3 members viewed your profile")).toBeInTheDocument();
    const when = screen.getByRole("region", { name: "When" });
    expect(within(when).getByText("27 Nov 2026")).toBeInTheDocument();
    expect(within(when).getByText("2 members")).toBeInTheDocument();
    expect(within(when).getByText("1 member")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(asked).not.toContain("list");
  });

  it("says so in words when nobody has visited yet, in Gujarati too", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    const asked = answer(count({ total: 0, new: 0, days: [] }));
    renderWithProviders(<VisitorsPage />, { route: "/visitors" });
    expect(
      await screen.findByText("હજી કોઈએ તમારી પ્રોફાઇલ જોઈ નથી. ફોટાવાળી પ્રોફાઇલ વધુ ખોલાય છે."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "તમારી પ્રોફાઇલ કોણે જોઈ" })).toBeInTheDocument();
    expect(asked).not.toContain("list");
    await changeLanguage("en");
  });

  it("tells a member who browses privately why there is no list, and where to change it", async () => {
    sessionStore.save(sessionFixture({ myplan: "Trust" }));
    const asked = answer(count({ browsing_privately: true }));
    renderWithProviders(<VisitorsPage />, { route: "/visitors" });
    expect(await screen.findByText(/You browse privately/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy settings" })).toHaveAttribute(
      "href",
      "/settings/privacy",
    );
    expect(screen.getByRole("region", { name: "When" })).toBeInTheDocument();
    expect(asked).not.toContain("list");
  });
});
