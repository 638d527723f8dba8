import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { planPrices as contractPrices, Order, PaymentReply } from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import classes from "../media/media.module.css";

type Plan = "Belief" | "Trust";
type Period = "monthly" | "yearly";
type Checkout = { payment_id: string } | "cancelled";

/** Prices in rupees (spec section 9); amounts travel in paise. Checked against the contract. */
export const planPrices = {
  Belief: { monthly: 499, yearly: 4999, yearlySavingPercent: 15 },
  Trust: { monthly: 699, yearly: 5499, yearlySavingPercent: 12 },
} as const satisfies typeof contractPrices;
// And the other way round, so a contract change fails the type check here.
const contractMatches: typeof planPrices = {} as typeof contractPrices;
void contractMatches;

interface Keys {
  data: { razorpay_key_id: string | null; payment_provider: "test" | "razorpay" };
}

interface RazorpayResponse {
  razorpay_payment_id: string;
}
interface RazorpayInstance {
  open: () => void;
  on: (event: string, handler: () => void) => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadRazorpay() {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://checkout.razorpay.com/v1/checkout.js";
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("Checkout did not load"));
    };
    script.onerror = () => reject(new Error("Checkout did not load"));
    document.body.appendChild(script);
  });
}

/** Razorpay Checkout, settled the same way as the in-app test checkout. */
async function razorpayCheckout(order: Order, key: string | null): Promise<Checkout> {
  const Razorpay = await loadRazorpay();
  return new Promise<Checkout>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.key ?? key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order_id,
      name: "Sagpan",
      handler: (response: RazorpayResponse) =>
        resolve({ payment_id: response.razorpay_payment_id }),
      modal: { ondismiss: () => resolve("cancelled") },
    });
    checkout.on("payment.failed", () => reject(new Error("Payment failed")));
    checkout.open();
  });
}

interface Pending {
  order: Order;
  resolve: (result: Checkout) => void;
  reject: (error: unknown) => void;
}

/** `/subscription`: Belief and Trust plans, monthly or yearly. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [paying, setPaying] = useState(false);

  const testCheckout = (order: Order) =>
    new Promise<Checkout>((resolve, reject) => setPending({ order, resolve, reject }));

  const finishTest = async (outcome: "success" | "failure" | "cancel") => {
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
      const amount = planPrices[plan][period] * 100;
      const { data: order } = await api.get<{ data: Order }>("/api/v1/order", { amount });
      const result =
        keys.data.payment_provider === "test"
          ? await testCheckout(order)
          : await razorpayCheckout(order, keys.data.razorpay_key_id);
      if (result === "cancelled") {
        void notify(t("plans.cancelled"), { tone: "warning" });
        return;
      }
      await api.post<PaymentReply>("/api/v1/payments/", {
        payment: { payment_id: result.payment_id, amount, order_id: order.order_id },
      });
      void notify(t("plans.success"), { tone: "success" });
      navigate("/logout?msg=signin");
    } catch {
      void notify(t("plans.failed"), { tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.page} aria-labelledby="plans-title">
      <Title order={1} size="h2" id="plans-title" className={classes.title}>
        {t("plans.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(["Belief", "Trust"] as const).map((plan) => (
          <Card
            key={plan}
            withBorder
            padding="lg"
            component="article"
            aria-label={t(`plans.${plan}`)}
          >
            <Title order={2} size="h3">
              {t(`plans.${plan}`)}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t(`plans.${plan}Info`)}
            </Text>
            <Stack gap="md">
              {(["monthly", "yearly"] as const).map((period) => (
                <Group key={period} justify="space-between">
                  <div>
                    <Text fw={700}>
                      {t(`plans.${period}Price`, { price: planPrices[plan][period] })}
                    </Text>
                    {period === "yearly" && (
                      <Badge color="teal">
                        {t("plans.save", { percent: planPrices[plan].yearlySavingPercent })}
                      </Badge>
                    )}
                  </div>
                  <Button
                    disabled={busy}
                    onClick={() => void buy(plan, period)}
                    aria-label={t("plans.buyLabel", {
                      plan: t(`plans.${plan}`),
                      period: t(`plans.${period}`),
                    })}
                  >
                    {t("plans.buy")}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={pending !== null}
        onClose={() => void finishTest("cancel")}
        title={t("plans.testCheckout")}
      >
        {pending && (
          <Text mb="md">{t("plans.testAmount", { amount: pending.order.amount / 100 })}</Text>
        )}
        <Group>
          <Button loading={paying} onClick={() => void finishTest("success")}>
            {t("plans.pay")}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={paying}
            onClick={() => void finishTest("failure")}
          >
            {t("plans.fail")}
          </Button>
          <Button variant="default" disabled={paying} onClick={() => void finishTest("cancel")}>
            {t("plans.cancel")}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
