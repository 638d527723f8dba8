import { Anchor, Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "../../components/password-field.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { INVALID_LINK_MS, notify } from "../../lib/notify.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useResetPassword } from "./api.ts";
import { AuthCard } from "./auth-card.tsx";
import { confirmError, passwordError } from "./validation.ts";

const MIN_TOKEN_LENGTH = 20;

function invalidLink(t: (key: string) => string) {
  notify(t("notify.invalidLink"), { tone: "warning", autoClose: INVALID_LINK_MS, id: "link" });
}

/** /reset-password?token=… sets a new password with the one-time link from the email. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const tokenMissing = token.length < MIN_TOKEN_LENGTH;
  useEffect(() => {
    if (tokenMissing) invalidLink(t);
  }, [tokenMissing, t]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tooShort = passwordError(password);
    const mismatch = confirmError(password, confirm);
    setErrors({
      password: tooShort ? t(tooShort) : undefined,
      confirm: mismatch ? t(mismatch) : undefined,
    });
    if (tooShort || mismatch) return;
    if (tokenMissing) {
      invalidLink(t);
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify(t("notify.passwordChanged"), { tone: "success" });
          navigate("/login", { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === "auth.reset_token_invalid") invalidLink(t);
        },
      },
    );
  };

  const otherError =
    reset.isError && !(isApiError(reset.error) && reset.error.code === "auth.reset_token_invalid");

  return (
    <AuthCard title={t("reset.title")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordField
            label={t("reset.newPassword")}
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordField
            label={t("reset.confirm")}
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          {otherError && (
            <Text c="red.8" size="sm" role="alert">
              {translateError(t, reset.error)}
            </Text>
          )}
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t("reset.submit")}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t("reset.requestNew")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
