import { Center, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify } from "../../lib/notify.ts";
import { sessionStore } from "../../lib/session.ts";
import { unsubscribeFromPush } from "../../lib/web-push.ts";

/**
 * /logout clears the session and every cached member query, then goes to /login.
 * /logout?msg=signin also says 'Please sign in to continue' (used after a payment).
 * This device's push subscription ends too: a family's shared phone must not go on showing
 * the member's notifications (the server drops the subscription when its push service next
 * answers that it is gone).
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const msg = params.get("msg");

  useEffect(() => {
    sessionStore.clear();
    queryClient.clear();
    void unsubscribeFromPush().catch(() => {});
    if (msg === "signin") notify(t("notify.signInToContinue"), { id: "signin" });
    navigate("/login", { replace: true });
  }, [msg, navigate, queryClient, t]);

  return (
    <Center mih={240}>
      <Stack align="center">
        <Loader size="sm" />
        <Text>{t("logout.title")}</Text>
      </Stack>
    </Center>
  );
}
