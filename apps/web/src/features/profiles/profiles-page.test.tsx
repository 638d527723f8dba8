import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { profileCardFixture, sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { ProfilesPage } from "./profiles-page.tsx";

const profile = (n: number) =>
  profileCardFixture({
    id: `p-${n}`,
    name: `Name${n}`,
    lastName: "Desai",
    height: null,
    current_city: null,
    education: null,
    occupation: "Engineer",
    primary_profile_pic:
      n === 1 ? { small: "/f/1-s.webp", medium: "/f/1-m.webp", blurhash: "LEHV6nWB2yk8" } : null,
    avatar_url: `/f/avatar-${n}.svg`,
  });

describe("profiles page", () => {
  it("pages through the list with offset and limit", async () => {
    sessionStore.save(sessionFixture());
    const offsets: string[] = [];
    server.use(
      http.get("/api/v1/profiles", ({ request }) => {
        const params = new URL(request.url).searchParams;
        offsets.push(`${params.get("offset")}/${params.get("limit")}`);
        return params.get("offset") === "0"
          ? HttpResponse.json({ data: [profile(1), profile(2)], next: 20 })
          : HttpResponse.json({ data: [profile(3)], next: null });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilesPage />, { route: "/profiles" });
    expect(await screen.findByRole("article", { name: "Name1 Desai" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo of Name1" })).toHaveAttribute(
      "src",
      "/f/1-m.webp",
    );
    expect(screen.getByRole("img", { name: "Photo of Name2" })).toHaveAttribute(
      "src",
      "/f/avatar-2.svg",
    );
    expect(screen.getAllByText("N/A").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Load more profiles" }));
    expect(await screen.findByRole("article", { name: "Name3 Desai" })).toBeInTheDocument();
    expect(offsets).toEqual(["0/20", "20/20"]);
    expect(screen.getByText("You have seen all profiles.")).toBeInTheDocument();
  });

  it("asks for saved profiles only in saved mode", async () => {
    sessionStore.save(sessionFixture());
    let saved: string | null = null;
    server.use(
      http.get("/api/v1/profiles", ({ request }) => {
        saved = new URL(request.url).searchParams.get("saved");
        return HttpResponse.json({ data: [], next: null });
      }),
    );
    renderWithProviders(<ProfilesPage saved />, { route: "/saved/profiles" });
    expect(await screen.findByText("You have not saved any profiles yet.")).toBeInTheDocument();
    expect(saved).toBe("true");
  });
});
