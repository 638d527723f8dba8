import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { errorReply, server } from "../../test/server.ts";
import { MemberPage } from "./member-page.tsx";

let ordered: URLSearchParams | null = null;
let confirmed: unknown = null;

const order = (amount: number) => ({
  id: "order_9",
  order_id: "order_9",
  amount,
  currency: "INR",
  key: null,
  plan: "Belief",
  period: "monthly",
  provider: "test",
});

beforeEach(() => {
  ordered = null;
  confirmed = null;
  server.use(
    http.get("/api/v1/keys", () =>
      HttpResponse.json({ data: { razorpay_key_id: null, payment_provider: "test" } }),
    ),
    http.get("/api/v2/order", ({ request }) => {
      ordered = new URL(request.url).searchParams;
      return HttpResponse.json(order(Number(ordered.get("amount"))));
    }),
    http.post("/api/v1/testpay/:id", () => HttpResponse.json({ data: { payment_id: "pay_9" } })),
    http.post("/api/v2/payments/", async ({ request }) => {
      confirmed = await request.json();
      return HttpResponse.json({
        data: {
          payment_id: "pay_9",
          amount: 49900,
          plan: "Belief",
          period: "monthly",
          starts_at: "2026-11-22T00:00:00.000Z",
          ends_at: "2026-12-22T00:00:00.000Z",
          myplan: "Belief",
          plan_ends_at: "2026-12-22T00:00:00.000Z",
        },
      });
    }),
  );
});

describe("member page (no login)", () => {
  it("says the link is invalid when the email is missing", async () => {
    renderWithProviders(<MemberPage />, { route: "/member" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid link");
    // The 'Invalid link' / 'Expired or invalid link' notification of spec section 5.
    expect(await screen.findAllByText("Expired or invalid link")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
  });

  it("says the link is invalid without its signed token, asking the server nothing", async () => {
    renderWithProviders(<MemberPage />, { route: "/member?email=kinjal@example.in" });
    expect(
      await screen.findByText("Expired or invalid link", { selector: "[role=alert] *" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
    expect(ordered).toBeNull();
  });

  it("says the link is invalid when the email is not an email", async () => {
    renderWithProviders(<MemberPage />, { route: "/member?email=not-an-email" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Expired or invalid link");
    expect(screen.queryByRole("article", { name: "Trust" })).toBeNull();
  });

  it("buys a plan for the email through the v2 calls and sends them to sign in", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MemberPage />, {
      route: "/member?email=Kinjal%40Example.in&token=signed.token.sig",
    });
    expect(screen.getByText(/Choose a plan for kinjal@example.in/)).toBeInTheDocument();
    const belief = screen.getByRole("article", { name: "Belief" });
    expect(within(belief).getByText("₹499 / month")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Buy Belief monthly" }));
    const dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    // The order's paise, shown as rupees.
    expect(within(dialog).getByText("Amount: ₹499")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Payment was successful")).toBeInTheDocument();
    expect(ordered?.get("email")).toBe("kinjal@example.in");
    expect(ordered?.get("amount")).toBe("49900");
    expect(confirmed).toEqual({
      payment: {
        payment_id: "pay_9",
        amount: 49900,
        order_id: "order_9",
        email: "kinjal@example.in",
        token: "signed.token.sig",
      },
    });
    expect(ordered?.get("token")).toBe("signed.token.sig");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/logout?msg=signin"),
    );
  });

  it("warns when the checkout is cancelled and fails politely", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MemberPage />, { route: "/member?email=kinjal@example.in&token=t.t.t" });
    await user.click(screen.getByRole("button", { name: "Buy Trust yearly" }));
    let dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Payment process was cancelled")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Buy Trust yearly" }));
    dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    await user.click(within(dialog).getByRole("button", { name: "Fail" }));
    expect(
      await screen.findByText("Something went wrong. Please try again later"),
    ).toBeInTheDocument();
    expect(confirmed).toBeNull();
  });

  it("treats an email no member has as an invalid link", async () => {
    server.use(http.get("/api/v2/order", () => errorReply("payment.invalid_link")));
    const user = userEvent.setup();
    renderWithProviders(<MemberPage />, { route: "/member?email=nobody@example.in&token=x.y.z" });
    await user.click(screen.getByRole("button", { name: "Buy Belief yearly" }));
    // The page itself says so (not only the 5 s notice) and offers no plan any more.
    const home = await screen.findByRole("link", { name: "Go to the home page" });
    expect(home.closest("section")).toHaveTextContent("Expired or invalid link");
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
    expect(screen.queryByText("Something went wrong. Please try again later")).toBeNull();
  });
});
