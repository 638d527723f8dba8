import { Alert, Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { PASSWORD_MIN } from "@sagpan/contract";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "../../components/password-field.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useSession } from "../../lib/use-session.ts";
import { AuthCard } from "../auth/auth-card.tsx";
import { useAcceptManagerInvite, useManagerInvite } from "./api.ts";

/**
 * /manager-invite?token=…: the page the invitation mail links to. The holder of the link (the
 * mailbox's owner) sets a name and password for a new sign-in, or gives the password of the
 * sign-in the email already has; either way the link works once, and the answer signs them
 * in on the profile they now manage.
 */
export function ManagerInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wellFormed = /^[\w-]{20,200}$/.test(token);
  const invitation = useManagerInvite(token, wellFormed);
  const accept = useAcceptManagerInvite();
  const session = useSession();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");

  if (!wellFormed || invitation.isError) {
    return (
      <AuthCard title={t("managerInvite.title")}>
        <Stack>
          <Alert color="yellow" role="alert" title={t("member.invalidTitle")}>
            {t("managerInvite.invalid")}
          </Alert>
          <Button component={Link} to="/" variant="default" w="fit-content">
            {t("managerInvite.home")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const data = invitation.data;
  if (!data) {
    return (
      <AuthCard title={t("managerInvite.title")}>
        <Stack align="center">
          <Loader aria-label={t("app.loading")} />
        </Stack>
      </AuthCard>
    );
  }
  // Inside a sentence: "as brother or sister" (Gujarati has no capitals to lower).
  const relation = t(`managers.relations.${data.relation}`).toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { token, password, ...(data.has_account ? {} : { name: name.trim() }) },
      { onSuccess: () => navigate("/profiles", { replace: true }) },
    );
  };
  return (
    <AuthCard
      title={t("managerInvite.title")}
      subtitle={t("managerInvite.subtitle", { name: data.member_name, relation })}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t("managerInvite.what")}</Text>
          {session && (
            <Alert color="blue" role="status">
              {t("managerInvite.signedIn")}
            </Alert>
          )}
          <TextInput label={t("managerInvite.email")} value={data.email} readOnly />
          {data.has_account ? (
            <Text size="sm">{t("managerInvite.existing")}</Text>
          ) : (
            <TextInput
              label={t("managerInvite.name")}
              autoComplete="name"
              required
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          )}
          <PasswordField
            label={data.has_account ? t("managerInvite.password") : t("managerInvite.newPassword")}
            description={
              data.has_account ? undefined : t("managerInvite.passwordHelp", { min: PASSWORD_MIN })
            }
            autoComplete={data.has_account ? "current-password" : "new-password"}
            required
            minLength={PASSWORD_MIN}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {accept.isError && (
            <Text c="red.8" size="sm" role="alert">
              {translateError(t, accept.error)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("managerInvite.terms")}{" "}
            <Link to="/terms-and-conditions">{t("managerInvite.termsLink")}</Link>
          </Text>
          <Button type="submit" fullWidth loading={accept.isPending}>
            {t("managerInvite.accept")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
