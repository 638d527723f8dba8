import { googlePeopleBodySchema } from "@sagpan/contract";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { LoginPage } from "./login-page.tsx";
import { SignupPage } from "./signup-page.tsx";

let sent: unknown[];
let initialized: { client_id: string; callback: (r: { credential: string }) => void }[];

/** Google Identity Services as the page sees it: the button calls back with a credential. */
function stubGsi() {
  initialized = [];
  window.google = {
    accounts: {
      id: {
        initialize: (options) => initialized.push(options),
        renderButton: (parent) => {
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "Continue with Google";
          button.onclick = () =>
            initialized.at(-1)?.callback({ credential: "header.payload.sig-0123456789" });
          parent.replaceChildren(button);
        },
      },
    },
  };
}

const googleState = {
  credential: "header.payload.sig-0123456789",
  email: "asha.google@example.in",
  name: "Asha",
  lastName: "Desai",
};

beforeEach(() => {
  sent = [];
  stubGsi();
  server.use(
    http.get("/api/v1/google/config", () =>
      HttpResponse.json({ client_id: "site.apps.googleusercontent.com" }),
    ),
  );
});
afterEach(() => {
  window.google = undefined;
});

describe("sign-in with Google", () => {
  it("signs a known member in from /login", async () => {
    // One session: a second fixture made a second later carries another expiry, so another token.
    const session = sessionFixture();
    server.use(
      http.post("/api/v1/google/people", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: "signed_in", session });
      }),
    );
    renderWithProviders(<LoginPage />, { route: "/login" });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Continue with Google" }));
    await screen.findByText("/profiles");
    expect(initialized[0]?.client_id).toBe("site.apps.googleusercontent.com");
    expect(sent).toEqual([{ credential: "header.payload.sig-0123456789" }]);
    expect(sessionStore.get()?.token).toBe(session.token);
  });

  it("sends a new email to the sign-up form", async () => {
    server.use(
      http.post("/api/v1/google/people", () =>
        HttpResponse.json({
          status: "sign_up_required",
          email: googleState.email,
          name: "Asha",
          lastName: "Desai",
        }),
      ),
    );
    renderWithProviders(<LoginPage />, { route: "/login" });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Continue with Google" }));
    await screen.findByText("/signup");
  });

  it("shows no Google button and loads no Google script when the site has no client id", async () => {
    server.use(http.get("/api/v1/google/config", () => HttpResponse.json({ client_id: null })));
    window.google = undefined;
    renderWithProviders(<LoginPage />, { route: "/login" });
    await screen.findByRole("button", { name: "Sign in" });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText("or")).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("finishes a Google sign-up with the details, the declaration and the consent, without a password", async () => {
    server.use(
      http.post("/api/v1/google/people", async ({ request }) => {
        const body = googlePeopleBodySchema.parse(await request.json());
        sent.push(body);
        return HttpResponse.json({ status: "signed_in", session: sessionFixture() });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, {
      route: { pathname: "/signup", state: { google: googleState } },
    });
    expect(await screen.findByText("Finish creating your profile")).toBeInTheDocument();
    expect(screen.getByLabelText("Google email")).toHaveValue(googleState.email);
    expect(screen.queryByLabelText(/Password/, { selector: "input" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue("Asha");
    await user.click(screen.getByLabelText("Bride"));
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: "1998-02-14" } });
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await screen.findByText("Please confirm the declaration")).toBeInTheDocument();
    expect(screen.getByText("Please accept the privacy notice")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: /for marriage only, not dating/ }));
    await user.click(screen.getByRole("checkbox", { name: /I have read and agree/ }));
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    await screen.findByText("/profiles");
    expect(sent[0]).toMatchObject({
      credential: googleState.credential,
      sign_up: {
        name: "Asha",
        lastName: "Desai",
        gender: "female",
        declaration: true,
        consent: true,
      },
    });
  });

  it("shows a refused Google token as translated text", async () => {
    server.use(http.post("/api/v1/google/people", () => errorReply("google.token_invalid")));
    renderWithProviders(<LoginPage />, { route: "/login" });
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Google sign-in could not be verified",
    );
  });
});
