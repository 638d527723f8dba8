import { Alert, Button, Text, Title } from "@mantine/core";
import { emailSchema, type Order } from "@sagpan/contract";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api, isApiError } from "../../lib/api.ts";
import { INVALID_LINK_MS, notify } from "../../lib/notify.ts";
import classes from "../media/media.module.css";
import { type CheckoutCalls, CheckoutPlans } from "./use-checkout.tsx";

/** Spec section 5: 'Invalid link' / 'Expired or invalid link' for 5 s. */
function useInvalidLinkNotice() {
  const { t } = useTranslation();
  return useCallback(
    () =>
      void notify(t("member.invalidBody"), {
        tone: "warning",
        title: t("member.invalidTitle"),
        autoClose: INVALID_LINK_MS,
        id: "member-link",
      }),
    [t],
  );
}

/**
 * `/member?email=&token=`: buy a plan for a member without signing in (the v2 payment calls).
 * The mailed link carries a signed token. A link without a valid email or a token, or one the
 * server refuses when a plan is bought, leaves the page showing 'Expired or invalid link' and
 * the way home, never an empty page or plans that cannot be bought; it never tells whether the
 * email has an account.
 */
export function MemberPage() {
  const [params] = useSearchParams();
  const parsed = emailSchema.safeParse(params.get("email") ?? "");
  const email = parsed.success ? parsed.data : null;
  const token = params.get("token") ?? "";
  const linkOk = email !== null && token.length > 0;
  const [refused, setRefused] = useState(false);
  const invalidLink = useInvalidLinkNotice();

  useEffect(() => {
    if (!linkOk) invalidLink();
  }, [linkOk, invalidLink]);

  const onRefused = useCallback(() => {
    invalidLink();
    setRefused(true);
  }, [invalidLink]);

  if (!linkOk || refused) return <InvalidLink />;
  return <MemberPlans email={email} token={token} onInvalidLink={onRefused} />;
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <section className={classes.page} aria-labelledby="member-title">
      <Title order={1} size="h2" id="member-title" className={classes.title}>
        {t("member.title")}
      </Title>
      <Alert color="yellow" title={t("member.invalidTitle")} role="alert">
        {t("member.invalidBody")}
      </Alert>
      <Button component={Link} to="/" variant="default" w="fit-content">
        {t("member.home")}
      </Button>
    </section>
  );
}

function MemberPlans({
  email,
  token,
  onInvalidLink,
}: {
  email: string;
  token: string;
  onInvalidLink: () => void;
}) {
  const { t } = useTranslation();
  // The server answers payment.invalid_link for a forged, expired or unknown link.
  const calls = useMemo<CheckoutCalls>(
    () => ({
      order: (amount) => api.get<Order>("/api/v2/order", { amount, email, token }),
      confirm: (payment) =>
        api.post("/api/v2/payments/", { payment: { ...payment, email, token } }),
      onError: (error) => {
        if (!isApiError(error) || error.code !== "payment.invalid_link") return false;
        onInvalidLink();
        return true;
      },
    }),
    [email, token, onInvalidLink],
  );
  return (
    <section className={classes.page} aria-labelledby="member-title">
      <Title order={1} size="h2" id="member-title" className={classes.title}>
        {t("member.title")}
      </Title>
      <Text>{t("member.intro", { email })}</Text>
      <CheckoutPlans calls={calls} />
    </section>
  );
}
