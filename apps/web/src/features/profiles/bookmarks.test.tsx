import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, profileReplyFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { ProfilesPage } from "./profiles-page.tsx";
import { ProfileViewPage } from "./view/profile-view-page.tsx";

/** A tiny bookmark store behind msw, as the API keeps it. */
function serveBookmarks() {
  const saved = new Set<string>();
  const calls: string[] = [];
  const card = profileCardFixture({ id: "p-1" });
  const bookmark = (to: string) => ({
    id: `b-${to}`,
    to,
    created_at: "2026-11-01T00:00:00.000Z",
    profile: card,
  });
  server.use(
    http.get("/api/v1/profiles", ({ request }) => {
      const onlySaved = new URL(request.url).searchParams.get("saved") === "true";
      calls.push(onlySaved ? "GET saved list" : "GET list");
      const cards = onlySaved && !saved.has("p-1") ? [] : [card];
      return HttpResponse.json({ data: cards, next: null });
    }),
    http.get("/api/v1/bookmarks", () =>
      HttpResponse.json({ data: [...saved].map(bookmark), next: null }),
    ),
    http.post("/api/v1/bookmarks", async ({ request }) => {
      const body = (await request.json()) as { bookmark: { to: string } };
      calls.push(`POST ${body.bookmark.to}`);
      saved.add(body.bookmark.to);
      return HttpResponse.json({ data: bookmark(body.bookmark.to) }, { status: 201 });
    }),
    http.delete("/api/v1/bookmarks/:id", ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      saved.delete(String(params.id));
      return HttpResponse.json({ ok: true });
    }),
    http.get("/api/v1/profiles/p-1", () =>
      HttpResponse.json(
        profileReplyFixture({
          flags: { ...profileReplyFixture().flags, is_bookmarked: saved.has("p-1") },
        }),
      ),
    ),
  );
  return { saved, calls };
}

describe("saving profiles", () => {
  it("keeps the card, the profile view and the Saved list in step without a reload", async () => {
    sessionStore.save(sessionFixture());
    const store = serveBookmarks();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProfilesPage />
        <ProfilesPage saved />
        <ProfileViewPage id="p-1" />
      </>,
    );

    const lists = await screen.findAllByRole("region");
    const [all, savedList] = lists as [HTMLElement, HTMLElement];
    const card = await within(all).findByRole("article", { name: "Kavya Shah" });
    expect(
      await within(savedList).findByText("You have not saved any profiles yet."),
    ).toBeVisible();
    const view = (await screen.findByRole("heading", { name: "Kavya Shah", level: 1 })).closest(
      "article",
    )!;

    // Save on the card: the view shows Saved and the Saved list gains the card.
    const toggle = within(card).getByRole("button", { name: "Save Kavya's profile" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(
      await within(card).findByRole("button", { name: "Remove Kavya's profile from saved" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(await within(view as HTMLElement).findByText("Saved")).toBeInTheDocument();
    expect(within(view as HTMLElement).queryByRole("button", { name: "Save" })).toBeNull();
    expect(await within(savedList).findByRole("article", { name: "Kavya Shah" })).toBeVisible();

    // Unsave on the view: the card and the Saved list follow.
    await user.click(within(view as HTMLElement).getByRole("button", { name: "Unsave" }));
    expect(
      await within(card).findByRole("button", { name: "Save Kavya's profile" }),
    ).toHaveAttribute("aria-pressed", "false");
    expect(
      await within(view as HTMLElement).findByRole("button", { name: "Save" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(savedList).queryByRole("article", { name: "Kavya Shah" })).toBeNull(),
    );
    expect(store.calls.filter((c) => !c.startsWith("GET"))).toEqual(["POST p-1", "DELETE p-1"]);
  });

  it("puts the toggle back and says why when saving fails", async () => {
    sessionStore.save(sessionFixture());
    serveBookmarks();
    server.use(
      http.post("/api/v1/bookmarks", () =>
        HttpResponse.json(
          { error: { code: "bookmark.self", message: "You cannot save your own profile" } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilesPage />);
    const card = await screen.findByRole("article", { name: "Kavya Shah" });
    await user.click(within(card).getByRole("button", { name: "Save Kavya's profile" }));
    expect(await screen.findByText("You cannot save your own profile")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Save Kavya's profile" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});
