import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PasswordField } from "../../components/password-field.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { loadGoogleEntry, useGoogleClientId, useSignIn } from "./api.ts";
import classes from "./auth.module.css";
import { AuthCard } from "./auth-card.tsx";

const GoogleEntry = lazy(loadGoogleEntry);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const googleClientId = useGoogleClientId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate(from ?? "/profiles", { replace: true }) },
    );
  };

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <form onSubmit={onSubmit}>
        <Stack>
          {googleClientId && (
            <Suspense fallback={null}>
              <GoogleEntry clientId={googleClientId} context="signin" />
            </Suspense>
          )}
          <TextInput
            label={t("login.email")}
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordField
            label={t("login.password")}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {signIn.isError && (
            <Text c="red.8" size="sm" role="alert">
              {translateError(t, signIn.error)}
            </Text>
          )}
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t("login.submit")}
          </Button>
          <Group justify="space-between" className={classes.links}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t("login.forgot")}
            </Anchor>
            <Text size="sm">
              {t("login.noAccount")}{" "}
              <Anchor component={Link} to="/signup" size="sm">
                {t("login.createAccount")}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
