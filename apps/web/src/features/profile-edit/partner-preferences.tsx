import { Checkbox, Chip, Group, NativeSelect, NumberInput, Text, TextInput } from "@mantine/core";
import type { PreferenceName, Preferences } from "@sagpan/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { heightSteps } from "../../lib/indian-units.ts";
import { type EnumName, enumerations, useDisplay } from "../../lib/profile-display.ts";
import classes from "./profile-edit.module.css";
import { IncomeInput } from "./unit-inputs.tsx";

export type PreferenceErrors = Partial<Record<"age" | "height", string>>;

interface Props {
  value: Preferences;
  errors: PreferenceErrors;
  onChange: (next: Preferences) => void;
}

/** The lowest above the highest, said under the range (the API refuses it too). */
export function checkPreferences(p: Preferences): PreferenceErrors {
  const out: PreferenceErrors = {};
  if (p.age_min !== null && p.age_max !== null && p.age_min > p.age_max)
    out.age = "preferences.rangeError";
  if (p.height_min !== null && p.height_max !== null && p.height_min > p.height_max)
    out.height = "preferences.rangeError";
  return out;
}

/** The API's range refusal (`fields.age_min`, `fields.height_min`) under the ranges it names. */
export function rangeErrors(fields: Record<string, string> | undefined): PreferenceErrors {
  const out: PreferenceErrors = {};
  if (fields?.age_min || fields?.age_max) out.age = "preferences.rangeError";
  if (fields?.height_min || fields?.height_max) out.height = "preferences.rangeError";
  return out;
}

const splitList = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Places typed as one line, "Surat, Vadodara": the typed text stays as typed. */
function PlacesInput(props: {
  label: string;
  hint: string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState(() => props.value.join(", "));
  return (
    <TextInput
      aria-label={props.label}
      description={props.hint}
      inputWrapperOrder={["label", "input", "description", "error"]}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        props.onChange(splitList(event.currentTarget.value));
      }}
      maxLength={800}
    />
  );
}

/**
 * Partner preferences in the wizard's Preferences step (issue 20): each one a small box with
 * its own "Must" tick (a deal-breaker); empty means any. Phone first: one column, chips that
 * wrap.
 */
export function PartnerPreferences({ value: p, errors, onChange }: Props) {
  const { t } = useTranslation();
  const display = useDisplay();
  const set = <K extends keyof Preferences>(key: K, next: Preferences[K]) =>
    onChange({ ...p, [key]: next });
  const toggleMust = (name: PreferenceName, on: boolean) =>
    set("must", on ? [...p.must, name] : p.must.filter((m) => m !== name));

  const box = (name: PreferenceName, children: ReactNode, error?: string) => (
    <fieldset className={classes.preference} key={name}>
      <legend className={classes.preferenceTitle}>{t(`preferences.names.${name}`)}</legend>
      {children}
      {error && (
        <Text size="sm" c="red" role="alert">
          {t(error)}
        </Text>
      )}
      <Checkbox
        size="sm"
        className={classes.must}
        label={t("preferences.must")}
        checked={p.must.includes(name)}
        onChange={(event) => toggleMust(name, event.currentTarget.checked)}
      />
    </fieldset>
  );

  const chips = <K extends keyof Preferences>(key: K, group: EnumName) => (
    <Chip.Group
      multiple
      value={p[key] as string[]}
      onChange={(next) => set(key, next as Preferences[K])}
    >
      <Group gap={6}>
        {enumerations[group].map((option) => (
          <Chip key={option} value={option} size="sm">
            {display.option(group, option)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );

  const places = (key: "city" | "sub_community" | "native_place") => (
    <PlacesInput
      label={t(`preferences.names.${key}`)}
      hint={t("preferences.listHint")}
      value={p[key]}
      onChange={(next) => set(key, next)}
    />
  );

  const number = (n: number | null) => (n === null ? "" : n);
  const whole = (next: string | number) => (next === "" ? null : Number(next));
  const heightOptions = [
    { value: "", label: t("preferences.any") },
    ...heightSteps.map((h) => ({
      value: String(h.cm),
      label: `${h.feet}′ ${h.inches}″ (${h.cm} cm)`,
    })),
  ];
  // A saved height between two whole inches still shows as the nearest step.
  const nearest = (cm: number | null) =>
    cm === null
      ? ""
      : String(
          heightSteps.reduce((a, b) => (Math.abs(b.cm - cm) < Math.abs(a.cm - cm) ? b : a)).cm,
        );

  return (
    <section className={classes.preferences} aria-labelledby="partner-title">
      <h3 className={classes.preferencesTitle} id="partner-title">
        {t("preferences.title")}
      </h3>
      <Text size="sm" c="dimmed">
        {t("preferences.intro")}
      </Text>
      <div className={classes.preferenceGrid}>
        {box(
          "age",
          <Group gap="xs" grow>
            <NumberInput
              label={t("preferences.ageFrom")}
              value={number(p.age_min)}
              onChange={(next) => set("age_min", whole(next))}
              min={18}
              max={80}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="blur"
            />
            <NumberInput
              label={t("preferences.ageTo")}
              value={number(p.age_max)}
              onChange={(next) => set("age_max", whole(next))}
              min={18}
              max={80}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="blur"
            />
          </Group>,
          errors.age,
        )}
        {box(
          "height",
          <Group gap="xs" grow>
            <NativeSelect
              label={t("preferences.heightFrom")}
              value={nearest(p.height_min)}
              onChange={(event) => set("height_min", whole(event.currentTarget.value))}
              data={heightOptions}
            />
            <NativeSelect
              label={t("preferences.heightTo")}
              value={nearest(p.height_max)}
              onChange={(event) => set("height_max", whole(event.currentTarget.value))}
              data={heightOptions}
            />
          </Group>,
          errors.height,
        )}
        {box("maritial_status", chips("maritial_status", "maritalStatus"))}
        {box("dietary_preferences", chips("dietary_preferences", "diet"))}
        {box("city", places("city"))}
        {box("education_level", chips("education_level", "educationLevel"))}
        {box("work", chips("work", "work"))}
        {box("sub_community", places("sub_community"))}
        {box("native_place", places("native_place"))}
        {box(
          "income",
          <IncomeInput
            name="income_min"
            label={t("preferences.incomeAtLeast")}
            value={p.income_min === null ? "" : String(p.income_min)}
            onChange={(next) => set("income_min", next === "" ? null : Number(next) || null)}
          />,
        )}
        {box("smoking", chips("smoking", "habit"))}
        {box("drinking", chips("drinking", "habit"))}
        {box(
          "mangal_dosh",
          <NativeSelect
            aria-label={t("preferences.names.mangal_dosh")}
            value={p.mangal_dosh}
            onChange={(event) =>
              set("mangal_dosh", event.currentTarget.value as Preferences["mangal_dosh"])
            }
            data={(["any", "yes", "no"] as const).map((v) => ({
              value: v,
              label: t(`preferences.mangal.${v}`),
            }))}
          />,
        )}
        {box(
          "gotra",
          <Checkbox
            label={t("preferences.excludeSameGotra")}
            checked={p.exclude_same_gotra}
            onChange={(event) => set("exclude_same_gotra", event.currentTarget.checked)}
          />,
        )}
        {box(
          "gun",
          <NumberInput
            label={t("preferences.minGun")}
            value={number(p.min_gun)}
            onChange={(next) => set("min_gun", whole(next))}
            min={0}
            max={36}
            allowNegative={false}
            clampBehavior="blur"
          />,
        )}
      </div>
    </section>
  );
}
