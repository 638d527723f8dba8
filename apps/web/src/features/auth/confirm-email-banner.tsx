import { Alert, Button, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useMe } from "../layout/api.ts";
import { useResendConfirmation } from "./api.ts";

/**
 * Until the member opens the mailed link: why interests and messages wait, and a way to have
 * the link sent again (a few times an hour; the server's 429 is shown translated).
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const resend = useResendConfirmation();
  if (!me) return null;
  if (me.emailConfirmed !== false) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => notify(t("confirmEmail.resent", { email: me.email }), { tone: "success" }),
      onError: (error) => notifyError(t, error),
    });
  return (
    <Alert
      color="yellow"
      title={t("confirmEmail.bannerTitle")}
      mb="md"
      data-testid="confirm-banner"
    >
      <Text size="sm" mb="xs">
        {t("confirmEmail.banner", { email: me.email })}
      </Text>
      <Button size="xs" variant="default" onClick={send} loading={resend.isPending}>
        {t("confirmEmail.resend")}
      </Button>
    </Alert>
  );
}
