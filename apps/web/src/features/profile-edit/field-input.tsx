import { NativeSelect, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "../../i18n/use-translation.ts";
import { enumerations, useDisplay } from "../../lib/profile-display.ts";
import { HeightInput, IncomeInput } from "./unit-inputs.tsx";
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
  // Heights, incomes and counts are whole, non-negative numbers typed as text.
  const wholeNumber = {
    ...common,
    value: numeric,
    onChange: (next: string | number) => onChange(next === "" ? "" : String(next)),
    allowDecimal: false,
    allowNegative: false,
  };
  const text = {
    ...common,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };

  switch (spec.input) {
    case "textarea":
      return <Textarea {...text} maxLength={spec.max} autosize minRows={3} maxRows={8} />;
    case "choice": {
      const group = spec.group ?? "maritalStatus";
      return (
        <NativeSelect
          {...text}
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
          {...text}
          data={[
            { value: "", label: t("wizard.choose") },
            { value: "yes", label: display.yesNo(true) },
            { value: "no", label: display.yesNo(false) },
          ]}
        />
      );
    case "height":
      return <HeightInput {...common} value={value} onChange={onChange} />;
    case "income":
      return <IncomeInput {...common} value={value} onChange={onChange} />;
    case "list":
      return <TextInput {...text} maxLength={spec.max} description={t("wizard.languagesHint")} />;
    case "count":
      return <NumberInput {...wholeNumber} min={0} max={20} clampBehavior="none" />;
    case "date":
      return <TextInput {...text} type="date" />;
    case "time":
      return <TextInput {...text} type="time" description={t("wizard.birthTimeHint")} />;
    default:
      return (
        <TextInput
          {...text}
          maxLength={spec.max}
          description={spec.name === "birth_name" ? t("wizard.birthNameHint") : undefined}
        />
      );
  }
}
