import { Anchor, Button, Group, Loader, Stepper, Text, Title } from "@mantine/core";
import type { Preferences, Profile } from "@sagpan/contract";
import { type FormEvent, useDeferredValue, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { TFunction } from "../../i18n/translator.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isApiError } from "../../lib/api.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useCompletion, useMyProfile, useSaveProfile } from "./api.ts";
import { CompletionMeter } from "./completion-meter.tsx";
import { FieldInput } from "./field-input.tsx";
import { ListingBanner } from "./listing-banner.tsx";
import {
  checkPreferences,
  PartnerPreferences,
  type PreferenceErrors,
  rangeErrors,
} from "./partner-preferences.tsx";
import { usePreferences, useSavePreferences } from "./preferences-api.ts";
import classes from "./profile-edit.module.css";
import {
  changedFields,
  checkField,
  type EditableField,
  type FieldSpec,
  type FormValues,
  fieldHint,
  formValuesOf,
  wizardSteps,
} from "./wizard-steps.ts";

type Errors = Partial<Record<EditableField, string>>;

const LAST_STEP = wizardSteps.length - 1;

function stepFromQuery(go: string | null): number {
  const n = Number(go);
  return Number.isInteger(n) && n >= 0 && n <= LAST_STEP ? n : 0;
}

/** Server field errors (`fields` keys like `profile.height`) as texts under the fields. */
function serverErrors(error: unknown, fields: readonly FieldSpec[], t: TFunction): Errors {
  if (!isApiError(error) || !error.fields) return {};
  const out: Errors = {};
  for (const key of Object.keys(error.fields)) {
    const spec = fields.find((f) => f.name === key.replace(/^profile\./, ""));
    if (!spec) continue;
    // Schema errors carry English text; say it in the member's language by the field's kind.
    out[spec.name] =
      error.code === "request.invalid" ? t(fieldHint(spec)) : translateError(t, error);
  }
  return out;
}

function Wizard({ profile, preferences }: { profile: Profile; preferences: Preferences }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The step lives in the address, so the completion meter's links (?go=n) open it too.
  const active = stepFromQuery(params.get("go"));
  const [values, setValues] = useState<FormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProfile();
  const savePreferences = useSavePreferences();
  const [partner, setPartner] = useState<Preferences>(preferences);
  const [partnerErrors, setPartnerErrors] = useState<PreferenceErrors>({});
  const step = wizardSteps[active]!;
  const saving = save.isPending || savePreferences.isPending;

  const goTo = (index: number) => {
    setErrors({});
    setParams({ go: String(index) }, { replace: true });
    window.scrollTo(0, 0);
  };

  const setValue = (name: EditableField, value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const spec of step.fields) {
      const key = checkField(spec, values[spec.name]);
      if (key) found[spec.name] = t(key);
    }
    setErrors(found);
    const onPreferences = step.key === "preferences";
    const partnerFound = onPreferences ? checkPreferences(partner) : {};
    setPartnerErrors(partnerFound);
    if (Object.keys(found).length > 0 || Object.keys(partnerFound).length > 0) return;

    const changes = changedFields(step.fields, values, profile);
    const partnerChanged = onPreferences && JSON.stringify(partner) !== JSON.stringify(preferences);
    const next = () => {
      if (active < LAST_STEP) goTo(active + 1);
    };
    if (Object.keys(changes).length === 0 && !partnerChanged) {
      next();
      return;
    }
    try {
      if (Object.keys(changes).length > 0) await save.mutateAsync(changes);
      if (partnerChanged) await savePreferences.mutateAsync(partner);
      // One notice, replaced on each step, not a pile of them over the page.
      notify(t("notify.profileSaved"), { tone: "success", id: "profile-saved" });
      next();
    } catch (error) {
      notifyError(t, error, t("notify.profileSaveFailed"));
      setErrors(serverErrors(error, step.fields, t));
      if (isApiError(error) && error.code === "preferences.range_invalid")
        setPartnerErrors(rangeErrors(error.fields));
    }
  };

  return (
    <>
      <Stepper
        active={active}
        onStepClick={goTo}
        size="sm"
        completedIcon={({ step }) => step + 1}
        classNames={{
          stepBody: classes.stepBody,
          steps: classes.steps,
          stepIcon: classes.stepIcon,
          separator: classes.separator,
        }}
      >
        {wizardSteps.map((s) => (
          <Stepper.Step key={s.key} label={t(`wizard.steps.${s.key}`)} />
        ))}
      </Stepper>
      <form onSubmit={submit} noValidate className={classes.form} aria-labelledby="step-title">
        <Title order={2} size="h3" id="step-title" className={classes.stepTitle}>
          {t("wizard.stepOf", { n: active + 1, total: wizardSteps.length })}{" "}
          {t(`wizard.steps.${step.key}`)}
        </Title>
        {step.key === "astrology" && (
          <Text size="sm" c="dimmed">
            {t("wizard.astrologyIntro")}
          </Text>
        )}
        <div className={classes.fields}>
          {step.fields.map((spec) => (
            <div
              key={spec.name}
              className={spec.input === "textarea" ? classes.wideField : undefined}
            >
              <FieldInput
                spec={spec}
                value={values[spec.name]}
                error={errors[spec.name]}
                onChange={(value) => setValue(spec.name, value)}
              />
            </div>
          ))}
          {step.key === "preferences" && (
            <PartnerPreferences value={partner} errors={partnerErrors} onChange={setPartner} />
          )}
        </div>
        <Group justify="space-between" className={classes.buttons}>
          <Button
            variant="default"
            onClick={() => goTo(active - 1)}
            disabled={active === 0 || saving}
          >
            {t("wizard.back")}
          </Button>
          <Button type="submit" loading={saving}>
            {active === LAST_STEP ? t("wizard.save") : t("wizard.saveAndContinue")}
          </Button>
        </Group>
      </form>
    </>
  );
}

/** `/info`: the profile edit wizard; each step saves its own changes. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const mine = useMyProfile();
  const completion = useCompletion();
  const preferences = usePreferences();
  // The meter and the wizard are one big render: done as a deferred value's render, in slices
  // the phone can paint between, not in the task that received the data.
  const pending = !useDeferredValue(
    !mine.isPending && !completion.isPending && !preferences.isPending,
  );
  return (
    <section className={classes.page} aria-labelledby="edit-title">
      <div className={classes.header}>
        <Title order={1} size="h2" id="edit-title" className={classes.title}>
          {t("wizard.title")}
        </Title>
        {mine.data && (
          <Anchor component={Link} to={profilePath(mine.data.data.id)}>
            {t("wizard.viewProfile")}
          </Anchor>
        )}
      </div>
      {/* The meter and the wizard appear together: either drawn alone would push the other. */}
      {!pending && <ListingBanner />}
      {!pending && <CompletionMeter />}
      {pending && !mine.isError && !preferences.isError && (
        <div className={classes.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {(mine.isError || preferences.isError) && (
        <div className={classes.status}>
          <Text role="alert">{translateError(t, mine.error ?? preferences.error)}</Text>
          <Button
            variant="default"
            onClick={() => {
              void mine.refetch();
              void preferences.refetch();
            }}
          >
            {t("profiles.retry")}
          </Button>
        </div>
      )}
      {!pending && mine.data && preferences.data && (
        <Wizard profile={mine.data.data} preferences={preferences.data} />
      )}
    </section>
  );
}
