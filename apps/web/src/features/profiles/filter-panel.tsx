import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { type EnumName, enumerations, useDisplay } from "../../lib/profile-display.ts";
import type { ProfileFilters, SortOrder } from "./filters.ts";
import { sortOrders } from "./filters.ts";
import classes from "./profiles.module.css";

const INCH_CM = 2.54;
/** 4′6″ to 7′0″, an inch at a time, in whole centimetres as the API takes them. */
const heightChoices = Array.from({ length: 31 }, (_, i) => Math.round((54 + i) * INCH_CM));
const incomeLakhs = [1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 75, 100];
const gunChoices = [12, 18, 21, 24, 28, 32];
const LAKH = 100_000;

type TextKey = "city" | "education" | "occupation";
type FlagKey = "verified" | "with_photo" | "exclude_same_gotra";

interface FilterPanelProps {
  initial: ProfileFilters;
  onApply: (filters: ProfileFilters) => void;
  onReset: () => void;
}

const numberOrUndefined = (value: string | number) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The filter form; nothing reaches the URL until Apply. */
export function FilterPanel({ initial, onApply, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const display = useDisplay();
  const [draft, setDraft] = useState<ProfileFilters>(initial);

  const set = <K extends keyof ProfileFilters>(key: K, value: ProfileFilters[K] | undefined) =>
    setDraft((old) => {
      const next = { ...old };
      if (value === undefined || value === "") delete next[key];
      else next[key] = value;
      return next;
    });

  const any = t("filters.any");
  const enumSelect = (key: keyof ProfileFilters, group: EnumName, label: string) => (
    <NativeSelect
      label={label}
      value={String(draft[key] ?? "")}
      onChange={(event) => set(key, (event.currentTarget.value || undefined) as never)}
      data={[
        { value: "", label: any },
        ...enumerations[group].map((value) => ({ value, label: display.option(group, value) })),
      ]}
    />
  );
  const numberSelect = (
    key: "height_min" | "height_max" | "income_min" | "min_gun",
    label: string,
    choices: { value: number; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={draft[key] === undefined ? "" : String(draft[key])}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        set(key, raw ? Number(raw) : undefined);
      }}
      data={[{ value: "", label: any }, ...choices.map((c) => ({ ...c, value: String(c.value) }))]}
    />
  );
  const textInput = (key: TextKey, label: string) => (
    <TextInput
      label={label}
      value={draft[key] ?? ""}
      maxLength={key === "city" ? 80 : 120}
      onChange={(event) => set(key, event.currentTarget.value || undefined)}
    />
  );
  const flag = (key: FlagKey, label: string) => (
    <Checkbox
      label={label}
      checked={draft[key] === true}
      onChange={(event) => set(key, event.currentTarget.checked || undefined)}
    />
  );

  const heights = heightChoices.map((cm) => ({ value: cm, label: display.height(cm) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...draft };
    // A range typed the wrong way round still means the same range.
    for (const [low, high] of [
      ["age_min", "age_max"],
      ["height_min", "height_max"],
    ] as const) {
      const a = next[low];
      const b = next[high];
      if (a !== undefined && b !== undefined && a > b) {
        next[low] = b;
        next[high] = a;
      }
    }
    for (const key of ["city", "education", "occupation"] as const) {
      const value = next[key]?.trim();
      if (value) next[key] = value;
      else delete next[key];
    }
    onApply(next);
  };

  return (
    <form className={classes.filters} onSubmit={submit} aria-label={t("filters.title")}>
      <Stack gap="md">
        <div className={classes.filterGrid}>
          <NumberInput
            label={t("filters.ageMin")}
            min={18}
            max={100}
            allowDecimal={false}
            value={draft.age_min ?? ""}
            onChange={(value) => set("age_min", numberOrUndefined(value))}
          />
          <NumberInput
            label={t("filters.ageMax")}
            min={18}
            max={100}
            allowDecimal={false}
            value={draft.age_max ?? ""}
            onChange={(value) => set("age_max", numberOrUndefined(value))}
          />
          {numberSelect("height_min", t("filters.heightMin"), heights)}
          {numberSelect("height_max", t("filters.heightMax"), heights)}
          {textInput("city", t("fields.current_city"))}
          {enumSelect("maritial_status", "maritalStatus", t("fields.maritial_status"))}
          {textInput("education", t("fields.education"))}
          {textInput("occupation", t("fields.occupation"))}
          {numberSelect(
            "income_min",
            t("filters.incomeMin"),
            incomeLakhs.map((n) => ({ value: n * LAKH, label: display.income(n * LAKH) })),
          )}
          {enumSelect("dietary_preferences", "diet", t("fields.dietary_preferences"))}
          {enumSelect("rashi", "rashi", t("fields.rashi"))}
          <NativeSelect
            label={t("fields.mangal_dosh")}
            value={draft.mangal_dosh === undefined ? "" : String(draft.mangal_dosh)}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              set("mangal_dosh", raw === "" ? undefined : raw === "true");
            }}
            data={[
              { value: "", label: any },
              { value: "true", label: display.yesNo(true) },
              { value: "false", label: display.yesNo(false) },
            ]}
          />
          {numberSelect(
            "min_gun",
            t("filters.minGun"),
            gunChoices.map((gun) => ({ value: gun, label: t("filters.gunAtLeast", { gun }) })),
          )}
        </div>
        <div className={classes.checks}>
          {flag("verified", t("filters.verified"))}
          {flag("with_photo", t("filters.withPhoto"))}
          {flag("exclude_same_gotra", t("filters.excludeSameGotra"))}
        </div>
        <div>
          <Text size="sm" fw={500} mb={4} id="sort-label">
            {t("filters.sort")}
          </Text>
          <SegmentedControl
            aria-labelledby="sort-label"
            value={draft.sort ?? "recent"}
            onChange={(value) => set("sort", value as SortOrder)}
            data={sortOrders.map((value) => ({ value, label: t(`filters.sortBy.${value}`) }))}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onReset}>
            {t("filters.reset")}
          </Button>
          <Button type="submit">{t("filters.apply")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
