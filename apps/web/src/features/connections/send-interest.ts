import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api, isApiError } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { pushAsk } from "../../lib/push-ask.ts";
import { useSession } from "../../lib/use-session.ts";
import { invalidateConnections } from "./keys.ts";

/**
 * Send interest, wherever a member offers it (a profile's action bar, today's
 * recommendations): the toast, "already sent" as a warning, any other refusal in words (a Free
 * plan's daily limit), and every connection screen refreshed. `onSent` runs once the interest
 * stands, including one sent before.
 */
export function useSendInterest(options: { onSent?: (to: string) => void } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: (to: string) => api.post("/api/v1/interests", { interest: { to } }),
    onSuccess: (_reply, to) => {
      notify(t("connections.interestSent"), { tone: "success" });
      options.onSent?.(to);
      // A reply to it is worth hearing of at once: the moment to offer push notifications.
      pushAsk.interestSent();
    },
    onError: (error, to) => {
      if (isApiError(error) && error.status === 424) {
        notify(t("connections.interestAlreadySent"), { tone: "warning" });
        options.onSent?.(to);
      } else notifyError(t, error);
    },
    onSettled: () => invalidateConnections(queryClient, userId),
  });
}
