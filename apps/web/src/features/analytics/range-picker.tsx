import { Group, Input, SegmentedControl } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "dayjs/locale/gu";
import { ANALYTICS_MAX_DAYS } from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { type DayRange, indiaToday, lastDays, type RangePreset } from "./report-api.ts";

type Choice = RangePreset | "custom";
type Picked = [string | null, string | null];

/** Last 7, 30 or 90 days, or any range up to a year picked on a calendar (dd/mm/yyyy). */
export function RangePicker({ onChange }: { onChange: (range: DayRange) => void }) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<Choice>("30");
  const [picked, setPicked] = useState<Picked>([null, null]);
  const today = indiaToday();
  const maxSpan = new Date(
    picked[0] ? Date.parse(picked[0]) + (ANALYTICS_MAX_DAYS - 1) * 86_400_000 : Date.parse(today),
  )
    .toISOString()
    .slice(0, 10);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Input.Wrapper label={t("adminAnalytics.range")} id="analytics-range">
        <SegmentedControl
          display="flex"
          aria-labelledby="analytics-range-label"
          size="sm"
          maw="100%"
          value={choice}
          onChange={(value) => {
            const next = value as Choice;
            setChoice(next);
            if (next !== "custom") onChange(lastDays(Number(next)));
          }}
          data={[
            { value: "7", label: t("adminAnalytics.days", { count: 7 }) },
            { value: "30", label: t("adminAnalytics.days", { count: 30 }) },
            { value: "90", label: t("adminAnalytics.days", { count: 90 }) },
            { value: "custom", label: t("adminAnalytics.custom") },
          ]}
        />
      </Input.Wrapper>
      {choice === "custom" && (
        <DatesProvider settings={{ locale: i18n.language === "gu" ? "gu" : "en" }}>
          <DatePickerInput
            type="range"
            label={t("adminAnalytics.dates")}
            placeholder={t("adminAnalytics.pickDates")}
            valueFormat="DD/MM/YYYY"
            value={picked}
            maxDate={maxSpan < today ? maxSpan : today}
            onChange={(value) => {
              const next = value as Picked;
              setPicked(next);
              if (next[0] && next[1]) onChange({ from: next[0], to: next[1] });
            }}
            miw={220}
          />
        </DatesProvider>
      )}
    </Group>
  );
}
