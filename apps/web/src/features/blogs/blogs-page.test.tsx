import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { BlogsPage } from "./blogs-page.tsx";

const post = {
  id: "b-1",
  lang: "en" as const,
  title: "Preparing a biodata",
  image: null,
  summary: "What families look for first.",
  published_at: "2026-10-01T00:00:00.000Z",
};

describe("blogs page", () => {
  it("lists articles with links to each one", async () => {
    server.use(http.get("/api/v1/blogs", () => HttpResponse.json({ data: [post], next: null })));
    renderWithProviders(<BlogsPage />, { route: "/blogs" });
    const link = await screen.findByRole("link", { name: /Preparing a biodata/ });
    expect(link).toHaveAttribute("href", "/blog/b-1");
  });

  it("says 'No blogs available' when there are none", async () => {
    server.use(http.get("/api/v1/blogs", () => HttpResponse.json({ data: [], next: null })));
    renderWithProviders(<BlogsPage />, { route: "/blogs" });
    expect(await screen.findByText("No blogs available")).toBeInTheDocument();
  });

  it("shows the error text when the list cannot load", async () => {
    server.use(
      http.get("/api/v1/blogs", () =>
        HttpResponse.json(
          {
            error: {
              code: "server.error",
              message: "Something went wrong. Please try again later",
            },
          },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<BlogsPage />, { route: "/blogs" });
    expect(await screen.findByRole("alert")).toHaveTextContent(/./);
  });
});
