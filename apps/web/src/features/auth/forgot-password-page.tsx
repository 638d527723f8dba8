import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useResetPassword } from "./api.ts";
import { AuthCard } from "./auth-card.tsx";
import { emailError } from "./validation.ts";

/**
 * Asks for a reset link. Whatever the server answers, the page shows the same neutral
 * confirmation, so it never tells whether an account exists for the email.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid ? t(invalid) : null);
    if (invalid) return;
    reset.mutate(
      { email: email.trim(), lang: currentLanguage() },
      { onSettled: () => setSent(true) },
    );
  };

  return (
    <AuthCard title={t("forgot.title")} subtitle={sent ? undefined : t("forgot.intro")}>
      <Stack>
        {sent ? (
          <Alert color="teal" role="status">
            {t("forgot.sent")}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label={t("forgot.email")}
                type="email"
                autoComplete="email"
                value={email}
                error={error}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button type="submit" fullWidth loading={reset.isPending}>
                {t("forgot.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" size="sm">
            {t("forgot.back")}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
