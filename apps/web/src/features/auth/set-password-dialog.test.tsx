import { updateUserBodySchema } from "@sagpan/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { SetPasswordDialog } from "./set-password-dialog.tsx";

function open({ hasPassword }: { hasPassword: boolean }) {
  sessionStore.save(sessionFixture({ hasPassword }));
  const onClose = vi.fn();
  renderWithProviders(<SetPasswordDialog opened onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe("set / change password dialog", () => {
  it("asks for the current password only when one exists", () => {
    open({ hasPassword: false });
    expect(screen.getByRole("dialog", { name: "Set a password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm new password")).toBeInTheDocument();
  });

  it("shows the current-password field when the session has a password", () => {
    open({ hasPassword: true });
    expect(screen.getByRole("dialog", { name: "Change your password" })).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toBeInTheDocument();
  });

  it("says 'New passwords do not match.' when the confirmation differs", async () => {
    const { user } = open({ hasPassword: false });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret13");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("New passwords do not match.")).toBeInTheDocument();
  });

  it("says 'Password must be at least 6 characters.' for a short password", async () => {
    const { user } = open({ hasPassword: false });
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.type(screen.getByLabelText("Confirm new password"), "abc");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Password must be at least 6 characters.")).toBeInTheDocument();
  });

  it("sends the contract body and replaces the stored session with the reply", async () => {
    let body: unknown;
    const fresh = sessionFixture({ hasPassword: true, name: "Asha" });
    server.use(
      http.put("/api/v1/user", async ({ request }) => {
        body = updateUserBodySchema.parse(await request.json());
        return HttpResponse.json(fresh);
      }),
    );
    const { user, onClose } = open({ hasPassword: false });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ user: { password: "secret12" } });
    expect(localStorage.getItem("token")).toBe(fresh.token);
    expect(localStorage.getItem("hasPassword")).toBe("true");
  });

  it("shows 'Current password is incorrect' from auth.old_password_wrong", async () => {
    let body: unknown;
    server.use(
      http.put("/api/v1/user", async ({ request }) => {
        body = await request.json();
        return errorReply("auth.old_password_wrong");
      }),
    );
    const { user } = open({ hasPassword: true });
    await user.type(screen.getByLabelText("Current password"), "wrong-one");
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    expect(body).toEqual({ user: { password: "secret12", old_password: "wrong-one" } });
  });

  it("silently ignores other failures", async () => {
    server.use(http.put("/api/v1/user", () => errorReply("server.error")));
    const { user } = open({ hasPassword: false });
    await user.type(screen.getByLabelText("New password"), "secret12");
    await user.type(screen.getByLabelText("Confirm new password"), "secret12");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong/)).not.toBeInTheDocument();
  });
});
