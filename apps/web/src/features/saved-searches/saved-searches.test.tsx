import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { FilteredProfilesPage } from "../profiles/filtered-profiles-page.tsx";

const saved = (id: string, name: string, query: Record<string, string>) => ({
  id,
  name,
  query,
  created_at: "2026-11-27T10:00:00Z",
});

describe("saved searches on /filtered/profiles", () => {
  it("saves the filters in use under a name, runs one with a tap and deletes one", async () => {
    sessionStore.save(sessionFixture());
    let searches = [saved("s-1", "Surat", { city: "Surat" })];
    const posted: unknown[] = [];
    server.use(
      http.get("/api/v1/profiles", () => HttpResponse.json({ data: [], next: null })),
      http.get("/api/v1/saved_searches", () => HttpResponse.json({ data: searches })),
      http.post("/api/v1/saved_searches", async ({ request }) => {
        const body = (await request.json()) as {
          saved_search: { name: string; query: Record<string, string> };
        };
        posted.push(body);
        const made = saved("s-2", body.saved_search.name, body.saved_search.query);
        searches = [made, ...searches];
        return HttpResponse.json({ data: made }, { status: 201 });
      }),
      http.delete("/api/v1/saved_searches/:id", ({ params }) => {
        searches = searches.filter((s) => s.id !== params.id);
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilteredProfilesPage />, {
      route: "/filtered/profiles?age_max=32&dietary_preferences=vegetarian",
    });
    const box = await screen.findByRole("region", { name: "Saved searches" });
    expect(await within(box).findByRole("link", { name: "Surat" })).toHaveAttribute(
      "href",
      "/filtered/profiles?city=Surat",
    );
    await user.click(within(box).getByRole("button", { name: "Save this search" }));
    await user.type(within(box).getByRole("textbox", { name: /Name this search/ }), "Up to 32");
    await user.click(within(box).getByRole("button", { name: "Save" }));
    expect(await within(box).findByRole("link", { name: "Up to 32" })).toBeInTheDocument();
    expect(posted).toEqual([
      {
        saved_search: {
          name: "Up to 32",
          query: { age_max: "32", dietary_preferences: "vegetarian" },
        },
      },
    ]);
    await user.click(within(box).getByRole("button", { name: "Delete saved search Surat" }));
    await expect.poll(() => within(box).queryByRole("link", { name: "Surat" })).toBeNull();
  });

  it("says how to use them when there are none, in Gujarati too", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/profiles", () => HttpResponse.json({ data: [], next: null })),
      http.get("/api/v1/saved_searches", () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<FilteredProfilesPage />, { route: "/filtered/profiles" });
    expect(
      await screen.findByText("ફિલ્ટર પસંદ કરીને સાચવો, પછી એક ટૅપમાં એ જ શોધ ફરી ચલાવી શકશો."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "આ શોધ સાચવો" })).not.toBeInTheDocument();
    await changeLanguage("en");
  });
});
