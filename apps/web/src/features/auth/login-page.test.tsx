import { signInBodySchema } from "@sagpan/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { LoginPage } from "./login-page.tsx";

describe("login page", () => {
  it("signs in and opens the profiles", async () => {
    let body: unknown;
    const session = sessionFixture();
    server.use(
      http.post("/api/v1/sign_in", async ({ request }) => {
        body = signInBodySchema.parse(await request.json());
        return HttpResponse.json(session);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login" });
    await user.type(screen.getByLabelText(/Email/), "asha@example.org");
    await user.type(screen.getByLabelText(/Password/, { selector: "input" }), "secret12");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("/profiles")).toBeInTheDocument();
    expect(body).toEqual({ email: "asha@example.org", password: "secret12" });
    expect(localStorage.getItem("userId")).toBe(session.userId);
  });

  it("shows the translated error for wrong credentials", async () => {
    server.use(http.post("/api/v1/sign_in", () => errorReply("auth.invalid_credentials")));
    await changeLanguage("gu");
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login" });
    await user.type(screen.getByLabelText(/ઇમેઇલ/), "asha@example.org");
    await user.type(screen.getByLabelText(/પાસવર્ડ/, { selector: "input" }), "nope-nope");
    await user.click(screen.getByRole("button", { name: "સાઇન ઇન" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("ઇમેઇલ અથવા પાસવર્ડ ખોટો છે");
  });

  it("links to sign-up and password reset", () => {
    renderWithProviders(<LoginPage />, { route: "/login" });
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
