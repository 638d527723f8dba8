import { resetPasswordBodySchema } from "@sagpan/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const token = "t".repeat(32);

describe("forgot password", () => {
  it.each([
    ["a known email", () => HttpResponse.json({ ok: true, message: "sent" })],
    ["a failure", () => errorReply("request.rate_limited")],
  ])("shows the same neutral confirmation after %s", async (_, reply) => {
    let body: unknown;
    server.use(
      http.post("/api/v1/resetpassword", async ({ request }) => {
        body = resetPasswordBodySchema.parse(await request.json());
        return reply();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: "/forgot-password" });
    await user.type(screen.getByLabelText("Email"), "asha@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account exists for this email",
    );
    expect(body).toEqual({ email: "asha@example.org", lang: "en" });
  });
});

describe("reset password", () => {
  it("checks the confirmation before calling the server", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret21");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("New passwords do not match.")).toBeInTheDocument();
  });

  it("sets the password with the link's token and goes to sign in", async () => {
    let body: unknown;
    server.use(
      http.post("/api/v1/resetpassword", async ({ request }) => {
        body = resetPasswordBodySchema.parse(await request.json());
        return HttpResponse.json({ ok: true, message: "done" });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("/login")).toBeInTheDocument();
    expect(body).toEqual({ token, password: "secret12" });
  });

  it("says 'Expired or invalid link' for a used or expired link", async () => {
    server.use(http.post("/api/v1/resetpassword", () => errorReply("auth.reset_token_invalid")));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Expired or invalid link")).toBeInTheDocument();
  });

  it("says 'Expired or invalid link' when the link has no token", async () => {
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password" });
    expect(await screen.findByText("Expired or invalid link")).toBeInTheDocument();
  });
});
