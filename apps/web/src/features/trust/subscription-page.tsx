import { Title } from "@mantine/core";
import type { Order } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import classes from "../media/media.module.css";
import { type CheckoutCalls, CheckoutPlans } from "./use-checkout.tsx";

/** The signed-in member's calls: the bearer token says who is buying. */
const memberCalls: CheckoutCalls = {
  order: (amount) => api.get<Order>("/api/v1/order", { amount }),
  confirm: (payment) => api.post("/api/v1/payments/", { payment }),
};

/** `/subscription`: Belief and Trust plans, monthly or yearly. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <section className={classes.page} aria-labelledby="plans-title">
      <Title order={1} size="h2" id="plans-title" className={classes.title}>
        {t("plans.title")}
      </Title>
      <CheckoutPlans calls={memberCalls} />
    </section>
  );
}
