import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/routes.tsx";
import { changeLanguage } from "../../i18n/i18n.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";

const post = (lang: "en" | "gu", title: string) => ({
  id: "b-1",
  lang,
  title,
  image: null,
  summary: "s",
  content: "c",
  published_at: "2026-10-01T00:00:00.000Z",
});

describe("a blog post", () => {
  it.each([
    ["en", "Share on WhatsApp", "Preparing a biodata", ""],
    ["gu", "વોટ્સએપ પર મોકલો", "બાયોડેટા તૈયાર કરવો", "?lang=gu"],
  ] as const)(
    "offers Share on WhatsApp with its title and address (%s)",
    async (lang, label, title, query) => {
      await changeLanguage(lang);
      server.use(
        http.get("/api/v1/blog/b-1", ({ request }) => {
          expect(new URL(request.url).searchParams.get("lang")).toBe(lang);
          return HttpResponse.json({ data: post(lang, title) });
        }),
      );
      renderWithProviders(<AppRoutes />, { route: "/blog/b-1" });
      const share = await screen.findByRole("link", { name: label });
      const url = `${window.location.origin}/blog/b-1${query}`;
      expect(share).toHaveAttribute(
        "href",
        `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`,
      );
      // The other networks stay beside it.
      expect(screen.getByRole("link", { name: "Facebook" })).toHaveAttribute(
        "href",
        expect.stringContaining(encodeURIComponent("/blog/b-1")),
      );
    },
  );
});
