import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
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
  afterEach(() => changeLanguage("en"));

  it("lists articles with links to each one", async () => {
    server.use(http.get("/api/v1/blogs", () => HttpResponse.json({ data: [post], next: null })));
    renderWithProviders(<BlogsPage />, { route: "/blogs" });
    const link = await screen.findByRole("link", { name: /Preparing a biodata/ });
    expect(link).toHaveAttribute("href", "/blog/b-1");
  });

  it("lists the reader's language first and filters by language (issue 23, item 7)", async () => {
    const gu = { ...post, id: "b-2", lang: "gu" as const, title: "બાયોડેટા કેવી રીતે બનાવવો" };
    const en2 = { ...post, id: "b-3", title: "Meeting the family" };
    // The server's order: newest first, languages mixed.
    server.use(
      http.get("/api/v1/blogs", () => HttpResponse.json({ data: [post, gu, en2], next: null })),
    );
    await changeLanguage("gu");
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { route: "/blogs" });
    await screen.findByRole("link", { name: /બાયોડેટા/ });
    const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual([
      "બાયોડેટા કેવી રીતે બનાવવો",
      "Preparing a biodata",
      "Meeting the family",
    ]);

    const filter = screen.getByRole("group", { name: "લેખોની ભાષા" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["બધી ભાષાઓ", "ગુજરાતી", "English"]);
    await user.click(within(filter).getByRole("button", { name: "English" }));
    expect(titles()).toEqual(["Preparing a biodata", "Meeting the family"]);
    expect(within(filter).getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/blogs?in=en");
    await user.click(within(filter).getByRole("button", { name: "બધી ભાષાઓ" }));
    expect(titles()).toHaveLength(3);
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
