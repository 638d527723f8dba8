import type { Order } from "@sagpan/contract";
import { type Paise, toPaise } from "@sagpan/contract/money";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { type CheckoutResult, razorpayCheckout } from "./checkout.ts";
import { type Period, type Plan, PlanCards, planPrices } from "./plan-cards.tsx";
import type { TestOutcome } from "./test-checkout-dialog.tsx";

const loadDialog = () => import("./test-checkout-dialog.tsx");
const TestCheckoutDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.TestCheckoutDialog })),
);

interface Keys {
  data: { razorpay_key_id: string | null; payment_provider: "test" | "razorpay" };
}

/** The two calls that differ between /subscription (v1, signed in) and /member (v2, by email). */
export interface CheckoutCalls {
  order: (amount: Paise) => Promise<Order>;
  confirm: (payment: { payment_id: string; amount: Paise; order_id: string }) => Promise<unknown>;
  /** Handles an error itself (true), or leaves it to the generic failure message. */
  onError?: (error: unknown) => boolean;
}

interface Pending {
  order: Order;
  resolve: (result: CheckoutResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Buying a plan (spec section 4, Payment): create an order, run the checkout (Razorpay, or the
 * built-in test checkout), have the server confirm the payment, then send the member to sign in
 * again so the new plan is in the session. Returns `buy`, whether a purchase is running, and
 * the test checkout's dialog to render.
 */
export function useCheckout(calls: CheckoutCalls): {
  buy: (plan: Plan, period: Period) => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [paying, setPaying] = useState(false);
  // Drawn from the first purchase on, so the dialog can also animate closed.
  const [dialogWanted, setDialogWanted] = useState(false);

  const testCheckout = (order: Order) =>
    new Promise<CheckoutResult>((resolve, reject) => setPending({ order, resolve, reject }));

  const finishTest = async (outcome: TestOutcome) => {
    if (!pending) return;
    const { order, resolve, reject } = pending;
    if (outcome === "cancel") {
      setPending(null);
      return resolve("cancelled");
    }
    setPaying(true);
    try {
      const reply = await api.post<{ data: { payment_id: string } }>(
        `/api/v1/testpay/${encodeURIComponent(order.order_id)}`,
        { outcome },
      );
      if (outcome === "success") resolve({ payment_id: reply.data.payment_id });
      else reject(new Error("Payment failed"));
    } catch (error) {
      reject(error);
    } finally {
      setPaying(false);
      setPending(null);
    }
  };

  const buy = async (plan: Plan, period: Period) => {
    setBusy(true);
    try {
      const keys = await api.get<Keys>("/api/v1/keys");
      if (keys.data.payment_provider === "test") {
        // Its code loads while the order is made.
        void loadDialog();
        setDialogWanted(true);
      }
      const amount = toPaise(planPrices[plan][period]);
      const order = await calls.order(amount);
      const result =
        keys.data.payment_provider === "test"
          ? await testCheckout(order)
          : await razorpayCheckout(order, keys.data.razorpay_key_id);
      if (result === "cancelled") {
        void notify(t("plans.cancelled"), { tone: "warning" });
        return;
      }
      await calls.confirm({ payment_id: result.payment_id, amount, order_id: order.order_id });
      void notify(t("plans.success"), { tone: "success" });
      navigate("/logout?msg=signin");
    } catch (error) {
      if (!calls.onError?.(error)) void notifyError(t, error, t("plans.failed"));
    } finally {
      setBusy(false);
    }
  };

  const dialog = dialogWanted && (
    <Suspense fallback={null}>
      <TestCheckoutDialog
        order={pending?.order ?? null}
        paying={paying}
        onFinish={(outcome) => void finishTest(outcome)}
      />
    </Suspense>
  );

  return { buy, busy, dialog };
}

/** The plan cards wired to a checkout: a Buy button opens it, and its dialog renders here. */
export function CheckoutPlans({ calls }: { calls: CheckoutCalls }) {
  const checkout = useCheckout(calls);
  return (
    <>
      <PlanCards
        disabled={checkout.busy}
        onBuy={(plan, period) => void checkout.buy(plan, period)}
      />
      {checkout.dialog}
    </>
  );
}
