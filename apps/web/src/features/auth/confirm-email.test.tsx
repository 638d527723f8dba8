import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { ConfirmEmailBanner } from "./confirm-email-banner.tsx";
import { ConfirmEmailPage } from "./confirm-email-page.tsx";

const me = (emailConfirmed: boolean) =>
  http.get("/api/v1/me", () =>
    HttpResponse.json({
      data: {
        id: "u-1",
        email: "asha@example.org",
        name: "Asha",
        lastName: "Patel",
        myplan: "Free",
        planEndsAt: null,
        isAdmin: false,
        hasPassword: true,
        emailConfirmed,
        score: 10,
      },
    }),
  );

afterEach(async () => {
  sessionStore.clear();
  await changeLanguage("en");
});

describe("the confirmation banner", () => {
  it("stays until the email is confirmed, and sends the link again", async () => {
    sessionStore.save(sessionFixture());
    let resent = 0;
    server.use(
      me(false),
      http.post("/api/v1/email/confirmation", () => {
        resent += 1;
        return HttpResponse.json({ data: { confirmed: false } }, { status: 202 });
      }),
    );
    renderWithProviders(<ConfirmEmailBanner />);
    expect(await screen.findByText(/We mailed a link to asha@example.org/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Send the link again" }));
    expect(
      await screen.findByText(/Sent. Look in the inbox of asha@example.org/),
    ).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it("says in Gujarati when the link was sent too often (the server's 429)", async () => {
    await changeLanguage("gu");
    sessionStore.save(sessionFixture());
    server.use(
      me(false),
      http.post("/api/v1/email/confirmation", () => errorReply("auth.confirmation_limited")),
    );
    renderWithProviders(<ConfirmEmailBanner />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "લિંક ફરી મોકલો" }));
    expect(
      await screen.findByText("લિંક અમે થોડી વાર મોકલી દીધી છે. કૃપા કરીને એક કલાક પછી ફરી પ્રયાસ કરો"),
    ).toBeInTheDocument();
  });

  it("is not shown to a confirmed member", async () => {
    sessionStore.save(sessionFixture());
    let asked = false;
    server.use(
      http.get("/api/v1/me", () => {
        asked = true;
        return HttpResponse.json({ data: { id: "u-1", email: "a@b.in", emailConfirmed: true } });
      }),
    );
    renderWithProviders(<ConfirmEmailBanner />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByText(/We mailed a link/)).not.toBeInTheDocument();
  });
});

describe("the mailed link's page", () => {
  it("confirms on opening and says so", async () => {
    let body: unknown = null;
    server.use(
      http.put("/api/v1/email/confirmation", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { confirmed: true } });
      }),
    );
    renderWithProviders(<ConfirmEmailPage />, { route: "/confirm-email?token=abc.def.ghijkl" });
    expect(await screen.findByText("Email confirmed")).toBeInTheDocument();
    expect(body).toEqual({ token: "abc.def.ghijkl" });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("a refused link says it is expired or invalid", async () => {
    server.use(
      http.put("/api/v1/email/confirmation", () => errorReply("auth.confirmation_invalid")),
    );
    renderWithProviders(<ConfirmEmailPage />, { route: "/confirm-email?token=abc.def.forged" });
    expect(await screen.findByText(/Expired or invalid link. Sign in/)).toBeInTheDocument();
  });
});
