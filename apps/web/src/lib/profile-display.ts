import type { Profile, ProfileFields } from "@sagpan/contract";
import { toPaise } from "@sagpan/contract/money";
import { currentLanguage, type Language } from "../i18n/i18n.ts";
import type { TFunction } from "../i18n/translator.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { calendarDate, timeOfDay } from "./dates.ts";
import { amountOf, feetAndInches } from "./indian-units.ts";
import { money } from "./money.ts";

/**
 * The display rules of profile values (spec section 3): missing values show N/A, true/false
 * show Yes/No, male/female are capitalised, enumerations get translated labels, height shows
 * centimetres with feet and inches, income shows lakhs per annum. Pages never format profile
 * values themselves; they call these.
 */

type Values<K extends keyof ProfileFields> = NonNullable<ProfileFields[K]>;

/**
 * The values of each enumeration, in display order. Spelled out here because importing the
 * contract's runtime constants would pull zod into the page; the Record types fail to compile
 * when the contract gains or loses a value.
 */
const choices = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[];

export const enumerations = {
  maritalStatus: choices<Values<"maritial_status">>({
    never_married: true,
    divorced: true,
    widowed: true,
    separated: true,
    awaiting_divorce: true,
  }),
  diet: choices<Values<"dietary_preferences">>({
    vegetarian: true,
    jain: true,
    eggetarian: true,
    non_vegetarian: true,
    vegan: true,
  }),
  habit: choices<Values<"drinking_habits"> | Values<"smoking_habits">>({
    never: true,
    occasionally: true,
    regularly: true,
  }),
  familyType: choices<Values<"family_type">>({ joint: true, nuclear: true }),
  familyValues: choices<Values<"family_values">>({
    traditional: true,
    moderate: true,
    liberal: true,
  }),
  financialStatus: choices<Values<"family_financial_status">>({
    middle_class: true,
    upper_middle_class: true,
    affluent: true,
    rich: true,
  }),
  ceremony: choices<Values<"type_of_marriage_ceremony">>({
    traditional: true,
    simple: true,
    court: true,
    destination: true,
  }),
  work: choices<Values<"work">>({
    private_job: true,
    government_job: true,
    business: true,
    self_employed: true,
    professional: true,
    not_working: true,
    studying: true,
  }),
  rashi: choices<Values<"rashi">>({
    Mesh: true,
    Vrushabh: true,
    Mithun: true,
    Kark: true,
    Sinh: true,
    Kanya: true,
    Tula: true,
    Vrushchik: true,
    Dhanu: true,
    Makar: true,
    Kumbh: true,
    Meen: true,
  }),
  educationLevel: choices<Values<"education_level">>({
    school: true,
    diploma: true,
    bachelors: true,
    masters: true,
    doctorate: true,
    professional: true,
  }),
  bloodGroup: choices<Values<"bloodgroup">>({
    "A+": true,
    "A-": true,
    "B+": true,
    "B-": true,
    "AB+": true,
    "AB-": true,
    "O+": true,
    "O-": true,
  }),
};
export type EnumName = keyof typeof enumerations;

type Kind =
  | "text"
  | "number"
  | "bool"
  | "gender"
  | "height"
  | "income"
  | "date"
  | "time"
  | "nakshatra"
  | "moonRashi"
  | "list"
  | { enum: EnumName };

/** Fields shown on the profile view; anything else here is plain text. */
export type DisplayField = Exclude<
  keyof Profile,
  "pics" | "primary_profile_pic" | "avatar_url" | "contact" | "badges" | "video_intro"
>;

const fieldKinds: Partial<Record<DisplayField, Kind>> = {
  maritial_status: { enum: "maritalStatus" },
  gender: "gender",
  height: "height",
  birthdate: "date",
  birth_time: "time",
  work: { enum: "work" },
  education_level: { enum: "educationLevel" },
  languages: "list",
  annual_income: "income",
  number_of_siblings: "number",
  age: "number",
  family_financial_status: { enum: "financialStatus" },
  family_type: { enum: "familyType" },
  family_values: { enum: "familyValues" },
  dietary_preferences: { enum: "diet" },
  drinking_habits: { enum: "habit" },
  smoking_habits: { enum: "habit" },
  type_of_marriage_ceremony: { enum: "ceremony" },
  interest_in_continuing_education: "bool",
  rashi: { enum: "rashi" },
  mangal_dosh: "bool",
  nakshatra: "nakshatra",
  moon_rashi: "moonRashi",
  pada: "number",
  score: "number",
};

const RUPEES_PER_LAKH = 100_000;

export { feetAndInches };

/** Rupees per year → lakhs, one decimal at most: 1250000 → "12.5", 1200000 → "12". */
export function lakhs(rupees: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 }).format(
    rupees / RUPEES_PER_LAKH,
  );
}

const locales: Record<Language, string> = { en: "en-IN", gu: "gu-IN" };

const isMissing = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

export function createDisplay(t: TFunction, lang: Language) {
  const na = t("display.na");
  const locale = locales[lang];

  const display = {
    na,
    text: (value: string | null | undefined) => (isMissing(value) ? na : String(value).trim()),
    number: (value: number | null | undefined) =>
      isMissing(value) ? na : new Intl.NumberFormat(locale).format(value as number),
    yesNo: (value: boolean | null | undefined) =>
      isMissing(value) ? na : value ? t("display.yes") : t("display.no"),
    gender: (value: string | null | undefined) =>
      value === "male" || value === "female" ? t(`display.${value}`) : na,
    option: (group: EnumName, value: string | null | undefined) => {
      if (isMissing(value)) return na;
      // Blood groups read the same in every language.
      if (group === "bloodGroup") return String(value);
      return t(`enums.${group}.${value}`, { defaultValue: String(value).replaceAll("_", " ") });
    },
    height: (cm: number | null | undefined) =>
      isMissing(cm) ? na : t("display.height", { cm, ...feetAndInches(cm as number) }),
    heightShort: (cm: number | null | undefined) =>
      isMissing(cm) ? na : t("profiles.height", feetAndInches(cm as number)),
    income: (rupees: number | null | undefined) =>
      isMissing(rupees) ? na : t("display.income", { lakhs: lakhs(rupees as number) }),
    /** The way a family says it: ₹12,00,000 (12 lakh), ₹1,50,00,000 (1.5 crore). */
    incomeInWords: (rupeesAYear: number | null | undefined) => {
      if (isMissing(rupeesAYear)) return na;
      const { amount, unit } = amountOf(rupeesAYear as number);
      return t("display.incomeInWords", {
        rupees: money(toPaise(rupeesAYear as number), lang),
        amount: new Intl.NumberFormat(locale, { numberingSystem: "latn" }).format(Number(amount)),
        unit: t(`display.units.${unit}`),
      });
    },
    date: (iso: string | null | undefined) => calendarDate(iso, lang) ?? na,
    time: (hhmm: string | null | undefined) => timeOfDay(hhmm, lang) ?? na,
    nakshatra: (n: number | null | undefined) =>
      isMissing(n) ? na : t(`nakshatra.${n}`, { defaultValue: String(n) }),
    moonRashi: (n: number | null | undefined) =>
      typeof n === "number" && enumerations.rashi[n - 1]
        ? display.option("rashi", enumerations.rashi[n - 1])
        : na,

    /** The display text of one profile field, by the field's kind. */
    field(name: DisplayField, value: unknown): string {
      const kind = fieldKinds[name] ?? "text";
      if (typeof kind === "object") return display.option(kind.enum, value as string | null);
      switch (kind) {
        case "number":
          return display.number(value as number | null);
        case "bool":
          return display.yesNo(value as boolean | null);
        case "gender":
          return display.gender(value as string | null);
        case "height":
          return display.height(value as number | null);
        case "income":
          return display.income(value as number | null);
        case "date":
          return display.date(value as string | null);
        case "time":
          return display.time(value as string | null);
        case "nakshatra":
          return display.nakshatra(value as number | null);
        case "moonRashi":
          return display.moonRashi(value as number | null);
        case "list":
          return Array.isArray(value) && value.length > 0 ? value.join(", ") : na;
        default:
          return typeof value === "number" ? String(value) : display.text(value as string | null);
      }
    },
  };
  return display;
}
export type Display = ReturnType<typeof createDisplay>;

/** The display rules in the current language; re-renders on a language switch. */
export function useDisplay(): Display {
  const { t, i18n } = useTranslation();
  return createDisplay(t, currentLanguage(i18n));
}
