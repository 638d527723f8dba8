import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PasswordField } from "../../components/password-field.tsx";
import { currentLanguage } from "../../i18n/i18n.ts";
import { isApiError } from "../../lib/api-error.ts";
import { translateError, translateFields } from "../../lib/translate-error.ts";
import { useSignUp } from "./api.ts";
import classes from "./auth.module.css";
import { AuthCard } from "./auth-card.tsx";
import { fieldForCode, managedByOptions, today, useSignupForm } from "./use-signup-form.ts";

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useSignupForm();

  const onSubmit = form.onSubmit((values) => {
    if (!values.gender) return;
    signUp.mutate(
      {
        ...values,
        email: values.email.trim(),
        name: values.name.trim(),
        lastName: values.lastName.trim(),
        gender: values.gender,
        declaration: true,
        consent: true,
        lang: currentLanguage(),
      },
      {
        // The profiles, with a welcome that points to the next step: completing the profile.
        onSuccess: () => navigate("/profiles", { replace: true, state: { welcome: true } }),
        onError: (error) => {
          const fields = translateFields(t, error);
          const field = isApiError(error) ? fieldForCode[error.code] : undefined;
          if (field) fields[field] = translateError(t, error);
          form.setErrors(fields);
        },
      },
    );
  });

  const showGeneralError =
    signUp.isError &&
    !(isApiError(signUp.error) && (signUp.error.fields || fieldForCode[signUp.error.code]));

  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")} wide>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" fw={600} c="var(--sg-heading)">
            {t("landing.matrimonyOnly")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("signup.name")}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("signup.lastName")}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps("lastName")}
            />
          </SimpleGrid>
          <Radio.Group label={t("signup.gender")} withAsterisk {...form.getInputProps("gender")}>
            <Group mt={6}>
              <Radio value="female" label={t("signup.female")} />
              <Radio value="male" label={t("signup.male")} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("signup.birthdate")}
              type="date"
              max={today()}
              withAsterisk
              {...form.getInputProps("birthdate")}
            />
            <NativeSelect
              label={t("signup.managedBy")}
              data={managedByOptions.map((value) => ({
                value,
                label: t(`signup.managed.${value}`),
              }))}
              {...form.getInputProps("managed_by")}
            />
          </SimpleGrid>
          <TextInput
            label={t("signup.email")}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("email")}
          />
          <PasswordField
            label={t("signup.password")}
            description={t("signup.passwordHint")}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <Checkbox
            label={t("signup.declaration")}
            {...form.getInputProps("declaration", { type: "checkbox" })}
          />
          <Checkbox
            label={
              <>
                {t("signup.consentBefore")}{" "}
                <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit>
                  {t("signup.consentLink")}
                </Anchor>
              </>
            }
            {...form.getInputProps("consent", { type: "checkbox" })}
          />
          {showGeneralError && (
            <Text c="red.8" size="sm" role="alert">
              {translateError(t, signUp.error)}
            </Text>
          )}
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {t("signup.submit")}
          </Button>
          <Text size="sm" ta="center" className={classes.links}>
            {t("signup.haveAccount")}{" "}
            <Anchor component={Link} to="/login" size="sm">
              {t("signup.signIn")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
