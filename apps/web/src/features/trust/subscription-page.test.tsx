import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { sessionStore } from "../../lib/session.ts";
import { sessionFixture } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { server } from "../../test/server.ts";
import { SubscriptionPage } from "./subscription-page.tsx";

let confirmed: unknown = null;
let testPaid: unknown = null;

beforeEach(() => {
  confirmed = null;
  testPaid = null;
  sessionStore.save(sessionFixture());
  server.use(
    http.get("/api/v1/keys", () =>
      HttpResponse.json({ data: { razorpay_key_id: null, payment_provider: "test" } }),
    ),
    http.get("/api/v1/order", ({ request }) => {
      const amount = Number(new URL(request.url).searchParams.get("amount"));
      return HttpResponse.json({
        id: "order_1",
        order_id: "order_1",
        amount,
        currency: "INR",
        key: null,
        plan: "Trust",
        period: "yearly",
        provider: "test",
      });
    }),
    http.post("/api/v1/testpay/:id", async ({ request }) => {
      testPaid = await request.json();
      return HttpResponse.json({ data: { payment_id: "pay_1" } });
    }),
    http.post("/api/v1/payments/", async ({ request }) => {
      confirmed = await request.json();
      return HttpResponse.json({
        data: {
          payment_id: "pay_1",
          amount: 549900,
          plan: "Trust",
          period: "yearly",
          starts_at: "2026-11-22T00:00:00.000Z",
          ends_at: "2027-11-22T00:00:00.000Z",
          myplan: "Trust",
          plan_ends_at: "2027-11-22T00:00:00.000Z",
        },
      });
    }),
  );
});

describe("subscription page", () => {
  it("shows both plans with monthly and yearly prices and savings", () => {
    renderWithProviders(<SubscriptionPage />);
    const belief = screen.getByRole("article", { name: "Belief" });
    expect(within(belief).getByText("₹499 / month")).toBeInTheDocument();
    expect(within(belief).getByText("₹4,999 / year")).toBeInTheDocument();
    expect(within(belief).getByText("Save 15%")).toBeInTheDocument();
    const trust = screen.getByRole("article", { name: "Trust" });
    expect(within(trust).getByText("₹699 / month")).toBeInTheDocument();
    expect(within(trust).getByText("₹5,499 / year")).toBeInTheDocument();
    expect(within(trust).getByText("Save 12%")).toBeInTheDocument();
  });

  it("says that contacts also need the member's own ID verified, in both languages", async () => {
    renderWithProviders(<SubscriptionPage />, { route: "/subscription" });
    expect(
      screen.getByText(
        "On both plans, contact details also need your own ID to be verified (menu → Complete ID Verification).",
      ),
    ).toBeInTheDocument();
    cleanup();
    await changeLanguage("gu");
    renderWithProviders(<SubscriptionPage />, { route: "/subscription" });
    expect(
      screen.getByText(
        "બંને પ્લાનમાં સંપર્ક વિગતો જોવા માટે તમારી પોતાની ઓળખ પણ ચકાસાયેલી હોવી જોઈએ (મેનૂ → ઓળખ ચકાસણી પૂર્ણ કરો).",
      ),
    ).toBeInTheDocument();
  });

  it("pays with the test checkout, confirms and sends the member to sign in again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPage />, { route: "/subscription" });
    await user.click(screen.getByRole("button", { name: "Buy Trust yearly" }));
    const dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    expect(within(dialog).getByText("Amount: ₹5,499")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Payment was successful")).toBeInTheDocument();
    expect(testPaid).toEqual({ outcome: "success" });
    expect(confirmed).toEqual({
      payment: { payment_id: "pay_1", amount: 549900, order_id: "order_1" },
    });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/logout?msg=signin"),
    );
  });

  it("warns when the checkout is cancelled", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPage />);
    await user.click(screen.getByRole("button", { name: "Buy Belief monthly" }));
    const dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Payment process was cancelled")).toBeInTheDocument();
    expect(testPaid).toBeNull();
    expect(confirmed).toBeNull();
  });

  it("says something went wrong when the payment fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPage />);
    await user.click(screen.getByRole("button", { name: "Buy Belief yearly" }));
    const dialog = await screen.findByRole("dialog", { name: "Test checkout" });
    await user.click(within(dialog).getByRole("button", { name: "Fail" }));
    expect(
      await screen.findByText("Something went wrong. Please try again later"),
    ).toBeInTheDocument();
    expect(testPaid).toEqual({ outcome: "failure" });
    expect(confirmed).toBeNull();
  });
});
