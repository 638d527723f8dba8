import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { PasswordField } from "../../components/password-field.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { notify } from "../../lib/notify.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useSession } from "../../lib/use-session.ts";
import { useUpdatePassword } from "./api.ts";
import { confirmError, passwordError } from "./validation.ts";

interface Errors {
  old?: string;
  password?: string;
  confirm?: string;
}

/** Codes shown in the form; any other failure is silently ignored (spec section 8). */
const fieldForCode: Record<string, keyof Errors> = {
  "auth.old_password_wrong": "old",
  "auth.old_password_required": "old",
  "auth.password_too_short": "password",
};

/** Set or change the password; the current one is asked for only when one exists. */
export function SetPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const hasPassword = session?.hasPassword ?? false;
  const update = useUpdatePassword();
  const [values, setValues] = useState({ old: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setValues({ old: "", password: "", confirm: "" });
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tooShort = passwordError(values.password);
    const mismatch = confirmError(values.password, values.confirm);
    const next: Errors = {
      old: hasPassword && !values.old ? t("validation.required") : undefined,
      password: tooShort ? t(tooShort) : undefined,
      confirm: mismatch ? t(mismatch) : undefined,
    };
    setErrors(next);
    if (next.old || next.password || next.confirm) return;
    update.mutate(
      { user: { password: values.password, ...(hasPassword ? { old_password: values.old } : {}) } },
      {
        onSuccess: () => {
          notify(t("notify.passwordSaved"), { tone: "success" });
          close();
        },
        onError: (error) => {
          const field = isApiError(error) ? fieldForCode[error.code] : undefined;
          if (field) setErrors({ [field]: translateError(t, error) });
        },
      },
    );
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={hasPassword ? t("password.titleChange") : t("password.titleSet")}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {!hasPassword && <Text size="sm">{t("password.intro")}</Text>}
          {hasPassword && (
            <PasswordField
              label={t("password.old")}
              autoComplete="current-password"
              {...field("old")}
            />
          )}
          <PasswordField
            label={t("password.new")}
            autoComplete="new-password"
            {...field("password")}
          />
          <PasswordField
            label={t("password.confirm")}
            autoComplete="new-password"
            {...field("confirm")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("password.cancel")}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t("password.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
