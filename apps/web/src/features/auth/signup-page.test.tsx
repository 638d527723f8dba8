import { signUpBodySchema } from "@sagpan/contract";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { SignupPage } from "./signup-page.tsx";

/** A birth date `years` years ago, minus or plus one day around the birthday. */
function yearsAgo(years: number, dayShift = 0) {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + dayShift);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, gender: "Bride" | "Groom") {
  await user.type(screen.getByLabelText(/First name/), "Asha");
  await user.type(screen.getByLabelText(/Last name/), "Patel");
  await user.click(screen.getByLabelText(gender));
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: yearsAgo(25) } });
  await user.selectOptions(screen.getByLabelText("Profile created by"), "parent");
  await user.type(screen.getByLabelText(/Email/), "asha@example.org");
  await user.type(screen.getByLabelText(/Password/, { selector: "input" }), "secret12");
  await user.click(screen.getByRole("checkbox", { name: /for marriage only, not dating/ }));
  await user.click(screen.getByRole("checkbox", { name: /I have read and agree/ }));
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<SignupPage />, { route: "/signup" });
  return user;
}

describe("sign-up page", () => {
  it("validates every field before calling the server", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Password/, { selector: "input" }), "abc");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password must be at least 6 characters.")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Choose bride or groom")).toBeInTheDocument();
    expect(screen.getByText("Please confirm the declaration")).toBeInTheDocument();
    expect(screen.getByText("Please accept the privacy notice")).toBeInTheDocument();
  });

  it("needs brides to be at least 18", async () => {
    const user = renderPage();
    await user.click(screen.getByLabelText("Bride"));
    fireEvent.change(screen.getByLabelText(/Date of birth/), {
      target: { value: yearsAgo(18, 1) },
    });
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Brides must be at least 18 years old")).toBeInTheDocument();
  });

  it("needs grooms to be at least 21", async () => {
    const user = renderPage();
    await user.click(screen.getByLabelText("Groom"));
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: yearsAgo(20) } });
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Grooms must be at least 21 years old")).toBeInTheDocument();
  });

  it("links the consent to the terms page", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "privacy notice and terms" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
  });

  it("sends a body the contract accepts, stores the session and opens the profiles", async () => {
    let body: unknown;
    const session = sessionFixture({ name: "Asha" });
    server.use(
      http.post("/api/v1/sign_up", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const user = renderPage();
    await fillValid(user, "Bride");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("/profiles")).toBeInTheDocument();
    expect(signUpBodySchema.parse(body)).toMatchObject({
      email: "asha@example.org",
      name: "Asha",
      lastName: "Patel",
      gender: "female",
      managed_by: "parent",
      declaration: true,
      consent: true,
      lang: "en",
    });
    expect(localStorage.getItem("token")).toBe(session.token);
  });

  it("asks who may see the photos, recommends connected members, and saves the answer", async () => {
    const saved: unknown[] = [];
    let token: string | null = null;
    const session = sessionFixture();
    server.use(
      http.post("/api/v1/sign_up", () => HttpResponse.json(session)),
      http.put("/api/v1/privacy", async ({ request }) => {
        token = request.headers.get("authorization");
        saved.push(await request.json());
        return HttpResponse.json({
          data: {
            photos: "on_request",
            contacts: "plan",
            profile: "visible",
            contact_from: "everyone",
            browse_privately: false,
          },
        });
      }),
    );
    const user = renderPage();
    const group = screen.getByRole("radiogroup", { name: "Who may see your photos?" });
    expect(group).toHaveAccessibleDescription(/We recommend connected members/);
    expect(screen.getByRole("radio", { name: "Connected members only Recommended" })).toBeChecked();
    await fillValid(user, "Bride");
    await user.click(screen.getByRole("radio", { name: "Only those I allow" }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("/profiles")).toBeInTheDocument();
    expect(saved).toEqual([{ privacy: { photos: "on_request" } }]);
    expect(token).toBe(`Bearer ${session.token}`);
  });

  it("shows the server's field errors under the fields", async () => {
    server.use(
      http.post("/api/v1/sign_up", () =>
        errorReply("request.invalid", { lastName: "Too long", email: "auth.email_taken" }),
      ),
    );
    const user = renderPage();
    await fillValid(user, "Groom");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Too long")).toBeInTheDocument();
    expect(screen.getByText("An account with this email already exists")).toBeInTheDocument();
  });

  it("puts a taken email under the email field", async () => {
    server.use(http.post("/api/v1/sign_up", () => errorReply("auth.email_taken")));
    const user = renderPage();
    await fillValid(user, "Groom");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const message = await screen.findByText("An account with this email already exists");
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(message.textContent ?? "");
  });
});

describe("sign-up page links", () => {
  it("underlines its links within text, so they differ by more than colour", async () => {
    renderPage();
    for (const name of ["privacy notice and terms", "Sign in"]) {
      expect(await screen.findByRole("link", { name: new RegExp(name) })).toHaveAttribute(
        "data-underline",
        "always",
      );
    }
  });
});
