import { NativeSelect, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { enumerations, useDisplay } from "../../lib/profile-display.ts";
import type { FieldSpec } from "./wizard-steps.ts";

interface FieldInputProps {
  spec: FieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The input for one profile field, chosen by the field's kind. */
export function FieldInput({ spec, value, error, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const common = {
    label: t(`fields.${spec.name}`),
    error,
    required: spec.required,
    name: spec.name,
    // Hints under the input keep the inputs of a row level with each other.
    inputWrapperOrder: ["label", "input", "description", "error"] as (
      | "label"
      | "input"
      | "description"
      | "error"
    )[],
  };
  const numeric = value === "" ? "" : Number(value);
  const fromNumber = (next: string | number) => onChange(next === "" ? "" : String(next));

  switch (spec.input) {
    case "textarea":
      return (
        <Textarea
          {...common}
          value={value}
          maxLength={spec.max}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "choice": {
      const group = spec.group ?? "maritalStatus";
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[
            { value: "", label: t("wizard.choose") },
            ...enumerations[group].map((option) => ({
              value: option,
              label: display.option(group, option),
            })),
          ]}
        />
      );
    }
    case "yesno":
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[
            { value: "", label: t("wizard.choose") },
            { value: "yes", label: display.yesNo(true) },
            { value: "no", label: display.yesNo(false) },
          ]}
        />
      );
    case "height":
      return (
        <NumberInput
          {...common}
          value={numeric}
          onChange={fromNumber}
          min={120}
          max={230}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          suffix=" cm"
          description={
            typeof numeric === "number" && numeric >= 120 && numeric <= 230
              ? display.height(numeric)
              : t("wizard.heightHint")
          }
        />
      );
    case "income":
      return (
        <NumberInput
          {...common}
          value={numeric}
          onChange={fromNumber}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          prefix="₹"
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          description={
            typeof numeric === "number" ? display.income(numeric) : t("wizard.incomeHint")
          }
        />
      );
    case "count":
      return (
        <NumberInput
          {...common}
          value={numeric}
          onChange={fromNumber}
          min={0}
          max={20}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
        />
      );
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "time":
      return (
        <TextInput
          {...common}
          type="time"
          value={value}
          description={t("wizard.birthTimeHint")}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          maxLength={spec.max}
          description={spec.name === "birth_name" ? t("wizard.birthNameHint") : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
