import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import en from "../i18n/en.json";
import { i18n } from "../i18n/i18n.ts";
import { sessionStore } from "../lib/session.ts";
import { makeToken, profileCardFixture, sessionFixture } from "../test/fixtures.ts";
import { renderWithProviders } from "../test/render.tsx";
import { server } from "../test/server.ts";
import { AppRoutes } from "./routes.tsx";

const app = (route: string) => renderWithProviders(<AppRoutes />, { route });

describe("routes and session", () => {
  it("sends a visitor from a member page to /login", async () => {
    app("/profiles");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/login");
  });

  it.each(["/login", "/signup"])("sends a signed-in member from %s to /profiles", async (route) => {
    sessionStore.save(sessionFixture());
    server.use(http.get("/api/v1/profiles", () => HttpResponse.json({ data: [], next: null })));
    app(route);
    await vi.waitFor(
      () => expect(screen.getByTestId("location")).toHaveTextContent(/^\/profiles$/),
      { timeout: 5000 },
    );
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("drops an expired token on navigation and treats the user as logged out", async () => {
    localStorage.setItem("token", makeToken(Math.floor(Date.now() / 1000) - 5));
    localStorage.setItem("userId", "u-1");
    localStorage.setItem("name", "Asha");
    app("/profiles");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userId")).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("shows a member the profile list with the avatar menu", async () => {
    sessionStore.save(sessionFixture());
    server.use(
      http.get("/api/v1/profiles", () =>
        HttpResponse.json({
          data: [
            profileCardFixture({
              gun: 24,
              badges: { id: true, job: false, income: false, property: false },
            }),
          ],
          next: null,
        }),
      ),
    );
    const user = userEvent.setup();
    app("/profiles");
    const card = await screen.findByRole("article", { name: "Kavya Shah" });
    expect(within(card).getByText("27 years · 5′ 3″ · Surat")).toBeInTheDocument();
    expect(within(card).getByText("Gun Milan 24/36")).toBeInTheDocument();
    expect(within(card).getByText("ID verified")).toBeInTheDocument();
    // The menu's code replaces the placeholder once the page is idle (avatar-menu.test.tsx covers
    // a tap before that); the entries are what this test is about.
    await vi.waitFor(
      () =>
        expect(screen.getByRole("button", { name: "Account menu" })).toHaveAttribute(
          "aria-expanded",
        ),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Terms & Conditions" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Set Password(Optional)" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Profile" }));
    expect(await screen.findByRole("menuitem", { name: "Delete my account" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Edit My Profile" })).toHaveAttribute(
      "href",
      "/info",
    );
    expect(screen.getByRole("menuitem", { name: "Add/Remove Photos" })).toHaveAttribute(
      "href",
      "/upload/pics",
    );
    expect(screen.getByRole("menuitem", { name: "Video Introduction" })).toHaveAttribute(
      "href",
      "/upload/intro",
    );
  });

  it("logs out: clears the session and goes to /login", async () => {
    sessionStore.save(sessionFixture());
    app("/logout?msg=signin");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(await screen.findByText("Please sign in to continue")).toBeInTheDocument();
    for (const key of ["token", "userId", "name", "userPic", "isAdmin"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("shows the 404 illustration for an unknown path", async () => {
    app("/no/such/page");
    expect(await screen.findByRole("img", { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("welcomes a visitor on the home page", async () => {
    app("/");
    expect(
      await screen.findByText("For marriage only — this is not a dating site."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/signup");
  });

  it("switches language, remembers it and sets <html lang>", async () => {
    const user = userEvent.setup();
    app("/login");
    await screen.findByRole("button", { name: "Sign in" });
    await user.click(screen.getByRole("button", { name: "ગુજરાતી ગુ" }));
    expect(await screen.findByRole("button", { name: "સાઇન ઇન" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("gu");
    expect(localStorage.getItem("lang")).toBe("gu");
    expect(screen.getByRole("button", { name: "ગુજરાતી ગુ" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("applies A/B text overrides by i18n key", async () => {
    server.use(
      http.get("/api/v2/ab", ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get("lang") === "en"
              ? { "nav.blogs": "Stories" }
              : {},
        }),
      ),
    );
    app("/login");
    try {
      expect(await screen.findByRole("link", { name: "Stories" })).toHaveAttribute(
        "href",
        "/blogs",
      );
    } finally {
      i18n.addResource("en", "translation", "nav.blogs", en.nav.blogs);
    }
  });
});
