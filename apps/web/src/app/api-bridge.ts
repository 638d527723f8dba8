import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { configureApi } from "../lib/api.ts";
import { notify } from "../lib/notify.ts";

/** Connects the API client's 402, 401 and 429 reactions to notifications and navigation. */
export function useApiBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    configureApi({
      // HTTP 402 on any call (spec section 8); the call itself still fails.
      onPlanRequired: () =>
        notify(t("notify.buyPlan"), {
          tone: "warning",
          title: t("notify.buyPlanTitle"),
          id: "buy-plan",
        }),
      onAuthRequired: () => {
        queryClient.clear();
        navigate("/login", { replace: true });
      },
      // One toast however many reads were refused at once; the page stays as shown.
      onRateLimited: () =>
        notify(t("limits.wait"), {
          tone: "warning",
          title: t("limits.waitTitle"),
          id: "rate-limited",
        }),
    });
  }, [navigate, queryClient, t]);
}
