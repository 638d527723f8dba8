import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PasswordField } from "../../components/password-field.tsx";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api-error.ts";
import { notifyError } from "../../lib/notify.ts";
import { translateError, translateFields } from "../../lib/translate-error.ts";
import { loadGoogleEntry, savePhotoChoice, useGoogleClientId, useSignUp } from "./api.ts";
import classes from "./auth.module.css";
import { AuthCard } from "./auth-card.tsx";
import { useGooglePeople } from "./google-api.ts";
import type { GoogleSignUpState } from "./google-entry.tsx";
import {
  fieldForCode,
  managedByOptions,
  photoOptions,
  recommendedPhotos,
  today,
  useSignupForm,
} from "./use-signup-form.ts";

const GoogleEntry = lazy(loadGoogleEntry);

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // After "Continue with Google" with a new email: the same form, without email and password.
  const google = (useLocation().state as { google?: GoogleSignUpState } | null)?.google;
  const signUp = useSignUp();
  const googleClientId = useGoogleClientId();
  const googleSignUp = useGooglePeople();
  const sending = google ? googleSignUp : signUp;
  const form = useSignupForm(google);

  const onSubmit = form.onSubmit((values) => {
    if (!values.gender) return;
    const details = {
      name: values.name.trim(),
      lastName: values.lastName.trim(),
      gender: values.gender,
      birthdate: values.birthdate,
      managed_by: values.managed_by,
      declaration: true as const,
      consent: true as const,
      lang: currentLanguage(),
    };
    const handlers = {
      // The photo answer goes to the privacy settings (the account exists now); then the
      // profiles, with a welcome that points to the next step: completing the profile.
      onSuccess: async () => {
        try {
          await savePhotoChoice(values.photos);
        } catch (error) {
          notifyError(t, error);
        }
        navigate("/profiles", { replace: true, state: { welcome: true } });
      },
      onError: (error: Error) => {
        const fields = translateFields(t, error);
        const field = isApiError(error) ? fieldForCode[error.code] : undefined;
        if (field) fields[field] = translateError(t, error);
        // The server names Google's fields `sign_up.name`; the form knows them as `name`.
        for (const key of Object.keys(fields)) {
          if (key.startsWith("sign_up.")) fields[key.slice(8)] = fields[key] as string;
        }
        form.setErrors(fields);
      },
    };
    if (google) {
      googleSignUp.mutate({ credential: google.credential, sign_up: details }, handlers);
    } else {
      signUp.mutate(
        { ...details, email: values.email.trim(), password: values.password },
        handlers,
      );
    }
  });

  const showGeneralError =
    sending.isError &&
    !(isApiError(sending.error) && (sending.error.fields || fieldForCode[sending.error.code]));

  return (
    <AuthCard
      title={t(google ? "googleSignIn.title" : "signup.title")}
      subtitle={google ? t("googleSignIn.subtitle", { email: google.email }) : t("signup.subtitle")}
      wide
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {!google && googleClientId && (
            <Suspense fallback={null}>
              <GoogleEntry clientId={googleClientId} context="signup" />
            </Suspense>
          )}
          <Text size="sm" fw={600} c="var(--sg-heading)">
            {t("landing.matrimonyOnly")}
          </Text>
          <div className={classes.pair}>
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
          </div>
          <Radio.Group label={t("signup.gender")} withAsterisk {...form.getInputProps("gender")}>
            <Group mt={6}>
              <Radio value="female" label={t("signup.female")} />
              <Radio value="male" label={t("signup.male")} />
            </Group>
          </Radio.Group>
          <div className={classes.pair}>
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
          </div>
          {google ? (
            <TextInput label={t("googleSignIn.email")} value={google.email} readOnly />
          ) : (
            <>
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
            </>
          )}
          <Radio.Group
            label={t("signup.photos.title")}
            description={t("signup.photos.why")}
            {...form.getInputProps("photos")}
          >
            <Stack gap="xs" mt="xs">
              {photoOptions.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={
                    <>
                      {t(`privacy.photos.${value}`)}
                      {value === recommendedPhotos && (
                        // White on the darkest teal: the light variants stay under 4.5:1 (axe).
                        <Badge ml="xs" size="sm" variant="filled" color="teal.9">
                          {t("signup.photos.recommended")}
                        </Badge>
                      )}
                    </>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox label={t("signup.declaration")} {...form.getCheckboxProps("declaration")} />
          <Checkbox
            label={
              <>
                {t("signup.consentBefore")}{" "}
                <Anchor
                  component={Link}
                  to="/terms-and-conditions"
                  target="_blank"
                  inherit
                  underline="always"
                >
                  {t("signup.consentLink")}
                </Anchor>
              </>
            }
            {...form.getCheckboxProps("consent")}
          />
          {showGeneralError && (
            <Text c="red.8" size="sm" role="alert">
              {translateError(t, sending.error)}
            </Text>
          )}
          <Button type="submit" fullWidth loading={sending.isPending}>
            {t(google ? "googleSignIn.submit" : "signup.submit")}
          </Button>
          <Text size="sm" ta="center" className={classes.links}>
            {t("signup.haveAccount")}{" "}
            {/* Underlined: in a line of text a link must not differ by colour alone. */}
            <Anchor component={Link} to="/login" size="sm" underline="always">
              {t("signup.signIn")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
