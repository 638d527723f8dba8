import { Group, NativeSelect, NumberInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  amountOf,
  centimetres,
  feetAndInches,
  type IncomeUnit,
  RUPEES,
  rupeesOf,
} from "../../lib/indian-units.ts";
import { useDisplay } from "../../lib/profile-display.ts";
import classes from "./profile-edit.module.css";

interface UnitInputProps {
  name: string;
  label: string;
  /** Rupees a year or centimetres, as text ("" when empty): what the form keeps. */
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/**
 * A yearly income typed in lakh or crore ("12" lakh), kept in rupees; said back in full and in
 * words under it: ₹12,00,000 (12 lakh).
 */
export function IncomeInput({ name, label, value, error, onChange }: UnitInputProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const saved = value === "" ? null : amountOf(Number(value));
  const [unit, setUnit] = useState<IncomeUnit>(saved?.unit ?? "lakh");
  // The typed text, so that "12." stays while the member is still typing.
  const [amount, setAmount] = useState(saved?.amount ?? "");
  const apply = (text: string, nextUnit: IncomeUnit) => {
    setAmount(text);
    setUnit(nextUnit);
    if (text.trim() === "") return onChange("");
    const rupees = rupeesOf(text, nextUnit);
    onChange(rupees === null ? text : String(rupees));
  };
  const rupees = value === "" ? null : Number(value);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" className={classes.unitRow}>
      <NumberInput
        className={classes.unitMain}
        name={name}
        label={label}
        value={amount}
        error={error}
        onChange={(next) => apply(String(next), unit)}
        allowNegative={false}
        decimalScale={2}
        min={0}
        inputMode="decimal"
        description={
          rupees !== null && Number.isFinite(rupees)
            ? display.incomeInWords(rupees)
            : t("wizard.incomeHint")
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      <NativeSelect
        label={t("wizard.incomeUnit")}
        value={unit}
        onChange={(event) => apply(amount, event.currentTarget.value as IncomeUnit)}
        data={(Object.keys(RUPEES) as IncomeUnit[]).map((u) => ({
          value: u,
          label: t(`display.units.${u}`),
        }))}
      />
    </Group>
  );
}

const FEET = [4, 5, 6, 7];
const INCHES = Array.from({ length: 12 }, (_, i) => i);

/** Height in centimetres, or picked in feet and inches beside it (families think in both). */
export function HeightInput({ name, label, value, error, required, onChange }: UnitInputProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const cm = value === "" ? null : Number(value);
  const inRange = cm !== null && cm >= 120 && cm <= 230;
  const shown = inRange ? feetAndInches(cm) : null;
  const pick = (feet: number, inches: number) => onChange(String(centimetres(feet, inches)));
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" className={classes.unitRow}>
      <NumberInput
        className={classes.unitMain}
        name={name}
        label={label}
        required={required}
        value={cm ?? ""}
        error={error}
        onChange={(next) => onChange(next === "" ? "" : String(next))}
        allowDecimal={false}
        allowNegative={false}
        min={120}
        max={230}
        clampBehavior="none"
        suffix=" cm"
        description={inRange ? display.height(cm) : t("wizard.heightHint")}
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      <NativeSelect
        label={t("wizard.feet")}
        value={shown ? String(shown.feet) : ""}
        onChange={(event) => pick(Number(event.currentTarget.value), shown?.inches ?? 0)}
        data={[
          { value: "", label: "–" },
          ...FEET.map((f) => ({ value: String(f), label: `${f}′` })),
        ]}
      />
      <NativeSelect
        label={t("wizard.inches")}
        value={shown ? String(shown.inches) : ""}
        onChange={(event) => pick(shown?.feet ?? 5, Number(event.currentTarget.value))}
        data={[
          { value: "", label: "–" },
          ...INCHES.map((i) => ({ value: String(i), label: `${i}″` })),
        ]}
      />
    </Group>
  );
}
