import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "../i18n/use-translation.ts";

/** Mantine's PasswordInput with a translated label on its show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput visibilityToggleButtonProps={{ "aria-label": t("password.show") }} {...props} />
  );
}
