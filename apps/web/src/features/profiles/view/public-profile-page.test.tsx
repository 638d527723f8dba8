import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../../app/routes.tsx";
import { changeLanguage } from "../../../i18n/i18n.ts";
import { encodePid } from "../../../lib/pid.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { server } from "../../../test/server.ts";

const id = "01a1fb00-28ba-7e75-8c15-7eb7820612d5";

describe("profile view for visitors", () => {
  it("shows the limited public view and every member action says 'Join now'", async () => {
    const asked: string[] = [];
    const views: unknown[] = [];
    server.use(
      http.get("/api/v1/view/profile", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("id") ?? "");
        return HttpResponse.json({
          data: {
            id,
            name: "Rinkal",
            gender: "female",
            age: 32,
            current_city: "Pune",
            education: "M.Pharm",
            occupation: null,
            primary_profile_pic: {
              small: "/f/blur.webp",
              medium: "/f/blur.webp",
              blurhash: null,
            },
            avatar_url: null,
          },
        });
      }),
      http.post("/api/v1/score/up", async ({ request }) => {
        views.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: `/profile/${encodePid(id)}` });

    expect(await screen.findByRole("heading", { name: "Rinkal", level: 1 })).toBeVisible();
    expect(asked).toEqual([id]);
    expect(screen.getByText("32 years · Pune")).toBeInTheDocument();
    expect(screen.getByText("M.Pharm")).toBeInTheDocument();
    expect(screen.getByText("N/A")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Photo of Rinkal" })).toHaveAttribute(
      "src",
      "/f/blur.webp",
    );
    expect(screen.queryByRole("tab")).toBeNull();
    expect(views).toEqual([{ to: id, context: "profile_page" }]);

    for (const name of ["Send interest", "Chat request", "Download biodata", "Block"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    // Block answers like the others: 'Join now', then the sign-up page.
    await user.click(screen.getByRole("button", { name: "Block" }));
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Join now");
    expect(notice).toHaveTextContent("Create a free account to use this feature");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/signup"));
  });

  it.each([
    ["en", "Share on WhatsApp", "Meera, 27 years, on Sagpan", ""],
    ["gu", "વોટ્સએપ પર મોકલો", "Meera, 27 વર્ષ, સગપણ પર", "?lang=gu"],
  ] as const)(
    "offers Share on WhatsApp with the name, age and address (%s)",
    async (lang, label, text, query) => {
      await changeLanguage(lang);
      server.use(
        http.get("/api/v1/view/profile", () =>
          HttpResponse.json({
            data: {
              id,
              name: "Meera",
              gender: "female",
              age: 27,
              current_city: "Surat",
              education: null,
              occupation: null,
              primary_profile_pic: null,
              avatar_url: null,
            },
          }),
        ),
        http.post("/api/v1/score/up", () => HttpResponse.json({ ok: true })),
      );
      const pid = encodePid(id);
      renderWithProviders(<AppRoutes />, { route: `/profile/${pid}?from=list` });
      const share = await screen.findByRole("link", { name: label });
      const url = `${window.location.origin}/profile/${pid}${query}`;
      expect(share).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`,
      );
      expect(share).toHaveAttribute("target", "_blank");
    },
  );

  it("shows the 404 page for a pid that does not decode", async () => {
    renderWithProviders(<AppRoutes />, { route: "/profile/bm90LWFuLWlk!" });
    expect(await screen.findByRole("img", { name: /404/ })).toBeInTheDocument();
  });
});
