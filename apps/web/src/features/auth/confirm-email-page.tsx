import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import { useConfirmEmail } from "./api.ts";
import { AuthCard } from "./auth-card.tsx";

/**
 * /confirm-email?token=…: the page the confirmation mail links to. It confirms once, on
 * opening (signed in or not: the token names the account), and says what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  // A link's token is three base64url parts: anything else is refused without a call.
  const wellFormed = /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

  useEffect(() => {
    if (sent.current || !wellFormed) return;
    sent.current = true;
    // The banner reads /me: it goes as soon as the account is confirmed.
    confirm.mutate(token, { onSuccess: () => void queryClient.invalidateQueries() });
  }, [token, wellFormed, confirm, queryClient]);

  const invalid = !wellFormed || confirm.isError;
  return (
    <AuthCard title={t("confirmEmail.title")}>
      <Stack>
        {confirm.isSuccess ? (
          <>
            <Alert color="green" role="status" title={t("confirmEmail.doneTitle")}>
              {t("confirmEmail.done")}
            </Alert>
            <Button component={Link} to={session ? "/profiles" : "/login"} w="fit-content">
              {session ? t("confirmEmail.toProfiles") : t("confirmEmail.toSignIn")}
            </Button>
          </>
        ) : invalid ? (
          <>
            <Alert color="yellow" role="alert" title={t("member.invalidTitle")}>
              {t("confirmEmail.invalid")}
            </Alert>
            <Button
              component={Link}
              to={session ? "/profiles" : "/login"}
              variant="default"
              w="fit-content"
            >
              {session ? t("confirmEmail.toProfiles") : t("confirmEmail.toSignIn")}
            </Button>
          </>
        ) : (
          <Stack align="center">
            <Loader aria-hidden />
            <Text role="status">{t("confirmEmail.working")}</Text>
          </Stack>
        )}
      </Stack>
    </AuthCard>
  );
}
