import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { DeleteAccountPage } from "./delete-account-page.tsx";
import { TermsPage } from "./terms-page.tsx";

describe("terms page", () => {
  it("shows the sections and grievance officer in the current language", async () => {
    await changeLanguage("gu");
    renderWithProviders(<TermsPage />, { route: "/terms-and-conditions" });
    expect(await screen.findByRole("heading", { name: "ઉપયોગ" })).toBeInTheDocument();
    expect(screen.getByText("ફક્ત લગ્ન માટે.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "ફરિયાદ નિવારણ અધિકારી" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "grievance@example.org" })).toBeInTheDocument();
    expect(screen.getByText(/શ્રીમતી અધિકારી/)).toBeInTheDocument();
    expect(screen.queryByText(/Smt\. Officer/)).not.toBeInTheDocument();
  });
});

describe("delete account page", () => {
  it("explains deletion to a visitor without offering the button", () => {
    renderWithProviders(<DeleteAccountPage />, { route: "/delete/account" });
    expect(screen.getByRole("heading", { name: "What is erased at once" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What we keep, and why" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
  });

  it("deletes after confirmation, says so and logs out", async () => {
    let deleted = false;
    server.use(
      http.delete("/api/v1/delete/profile", () => {
        deleted = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    sessionStore.save(sessionFixture());
    const user = userEvent.setup();
    renderWithProviders(<DeleteAccountPage />, { route: "/delete/account" });
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete account" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to delete your profile? This cannot be undone.",
    );
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Account Deleted")).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/logout"));
  });

  it("cancels without deleting and ignores errors silently", async () => {
    let calls = 0;
    server.use(
      http.delete("/api/v1/delete/profile", () => {
        calls += 1;
        return errorReply("server.error");
      }),
    );
    sessionStore.save(sessionFixture());
    const user = userEvent.setup();
    renderWithProviders(<DeleteAccountPage />, { route: "/delete/account" });
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(calls).toBe(0);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    await expect.poll(() => calls).toBe(1);
    expect(screen.queryByText(/went wrong/)).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/delete/account");
  });
});
