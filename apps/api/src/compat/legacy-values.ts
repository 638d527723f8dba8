import {
  bloodGroups,
  ceremonyTypes,
  diets,
  familyFinancialStatuses,
  familyTypes,
  familyValues,
  habitFrequencies,
  maritalStatuses,
  rashis,
  workTypes,
} from "@sagpan/contract";
import { RASHI_GUJARATI, rashiFromName } from "@sagpan/gun-milan";

/**
 * The original system's values for the fields its forms send, read into Sagpan's and written
 * back as its forms show them. Each reader takes Sagpan's own value unchanged, so a field the
 * legacy client leaves as it read it round-trips.
 */

/** The original's rashi options were Hindi (Devanagari); older rows Gujarati. */
export const RASHI_HINDI = [
  "मेष",
  "वृषभ",
  "मिथुन",
  "कर्क",
  "सिंह",
  "कन्या",
  "तुला",
  "वृश्चिक",
  "धनु",
  "मकर",
  "कुंभ",
  "मीन",
] as const;

/** "मेष", "મેષ", "Mesh", "aries" → "Mesh"; anything else is left for validation to refuse. */
export function rashiIn(value: unknown): unknown {
  if (typeof value !== "string" || value.trim() === "") return value === "" ? null : value;
  const key = value.trim();
  const hindi = RASHI_HINDI.indexOf(key as (typeof RASHI_HINDI)[number]);
  if (hindi >= 0) return rashis[hindi];
  // Devanagari spellings a form may also carry (धन for धनु, कुम्भ for कुंभ).
  if (key === "धन") return "Dhanu";
  if (key === "कुम्भ") return "Kumbh";
  const number = rashiFromName(key);
  return number ? rashis[number - 1] : value;
}

export const rashiOut = (value: unknown) =>
  typeof value === "string" && (rashis as readonly string[]).includes(value)
    ? RASHI_HINDI[(rashis as readonly string[]).indexOf(value)]
    : value;

export { RASHI_GUJARATI };

type MaritalStatus = (typeof maritalStatuses)[number];

const MARITAL_OUT: Record<MaritalStatus, string> = {
  never_married: "Unmarried",
  divorced: "Divorced",
  widowed: "Widowed",
  separated: "Separated",
  awaiting_divorce: "Awaiting Divorce",
};

const MARITAL_IN: Record<string, MaritalStatus> = {
  unmarried: "never_married",
  "never married": "never_married",
  single: "never_married",
  divorced: "divorced",
  widow: "widowed",
  widower: "widowed",
  widowed: "widowed",
  separated: "separated",
  "awaiting divorce": "awaiting_divorce",
};

export function maritalIn(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  if ((maritalStatuses as readonly string[]).includes(value)) return value;
  return MARITAL_IN[value.trim().toLowerCase().replaceAll("_", " ")] ?? value;
}

export const maritalOut = (value: unknown) =>
  typeof value === "string" && value in MARITAL_OUT ? MARITAL_OUT[value as MaritalStatus] : value;

/** "yes"/"no" (any case), "true"/"false", 1/0 → boolean; "" → not given. */
export function yesNoIn(value: unknown): unknown {
  if (typeof value === "boolean" || value === null) return value;
  const key = String(value).trim().toLowerCase();
  if (key === "") return null;
  if (["yes", "y", "true", "1", "હા", "हाँ", "हां"].includes(key)) return true;
  if (["no", "n", "false", "0", "ના", "नहीं"].includes(key)) return false;
  return value;
}

export const yesNoOut = (value: unknown) =>
  typeof value === "boolean" ? (value ? "yes" : "no") : value;

const CM_PER_INCH = 2.54;

/**
 * Heights as the original wrote them: feet and inches with a dot ("5.4" is 5 ft 4 in, "5.10"
 * 5 ft 10 in), also "5'4"; a number above 100 is already centimetres.
 */
export function heightIn(value: unknown): unknown {
  if (value === null || value === "") return null;
  const text = String(value).trim();
  if (/^\d{3}(\.\d+)?$/.test(text)) return Math.round(Number(text));
  const parts = /^(\d)\s*(?:(?:\.|'|ft|feet|\s)\s*(\d{1,2}))?\s*(?:"|in|inch|inches)?$/i.exec(text);
  if (!parts) return value;
  const inches = Number(parts[1]) * 12 + Number(parts[2] ?? 0);
  if (Number(parts[2] ?? 0) > 11) return value;
  return Math.round(inches * CM_PER_INCH);
}

/** 163 cm → "5.4" (to the nearest inch). */
export function heightOut(cm: unknown): unknown {
  if (typeof cm !== "number") return cm;
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}.${inches % 12}`;
}

/** "5,00,000", "500000", "₹ 5,00,000" → 500000; the original sent income as text. */
export function incomeIn(value: unknown): unknown {
  if (typeof value === "number" || value === null) return value;
  const text = String(value).replace(/[₹,\s]|rs\.?|inr/gi, "");
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : value;
}

export const incomeOut = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** "" or a number as text for the small counts its forms send as strings. */
export function countIn(value: unknown): unknown {
  if (value === "") return null;
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
}

/** "Vegetarian", "Non Vegetarian", "non-vegetarian" → Sagpan's code for a closed list. */
const oneOf = (options: readonly string[]) => (value: unknown) => {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return options.find((option) => option.toLowerCase() === key) ?? value;
};

/** "10:30 AM", "22:05:00" → "22:05" (Sagpan keeps 24-hour HH:MM). */
export function timeIn(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  const parts = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?$/i.exec(value.trim());
  if (!parts) return value;
  let hour = Number(parts[1]);
  const half = parts[3]?.toLowerCase();
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  return `${String(hour).padStart(2, "0")}:${parts[2]}`;
}

const same = (value: unknown) => value;

/** "Male", "FEMALE" → "male"; its forms capitalised the gender as its pages show it. */
export const genderIn = (value: unknown) =>
  typeof value === "string" ? value.trim().toLowerCase() : value;

/** "12-04-1997", "12/04/1997" (day first, as Indian forms write it), or ISO with a time. */
export function dateIn(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dayFirst) {
    const [, d, m, y] = dayFirst;
    return `${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
  }
  const iso = /^(\d{4}-\d{2}-\d{2})T/.exec(text);
  return iso ? iso[1] : value;
}

/** Field by field: how each is read from the original's form and written back to it. */
export const PROFILE_VALUES: Record<
  string,
  { in: (v: unknown) => unknown; out: (v: unknown) => unknown }
> = {
  height: { in: heightIn, out: heightOut },
  maritial_status: { in: maritalIn, out: maritalOut },
  rashi: { in: rashiIn, out: rashiOut },
  mangal_dosh: { in: yesNoIn, out: yesNoOut },
  interest_in_continuing_education: { in: yesNoIn, out: yesNoOut },
  annual_income: { in: incomeIn, out: incomeOut },
  number_of_siblings: { in: countIn, out: same },
  birth_time: { in: timeIn, out: same },
  gender: { in: genderIn, out: same },
  birthdate: { in: dateIn, out: same },
  bloodgroup: { in: oneOf(bloodGroups), out: same },
  work: { in: oneOf(workTypes), out: same },
  dietary_preferences: { in: oneOf(diets), out: same },
  drinking_habits: { in: oneOf(habitFrequencies), out: same },
  smoking_habits: { in: oneOf(habitFrequencies), out: same },
  family_type: { in: oneOf(familyTypes), out: same },
  family_values: { in: oneOf(familyValues), out: same },
  family_financial_status: { in: oneOf(familyFinancialStatuses), out: same },
  type_of_marriage_ceremony: { in: oneOf(ceremonyTypes), out: same },
};

/** The original's names for Sagpan's fields (it wrote them without underscores). */
export const FIELD_ALIASES: Record<string, string> = {
  birthname: "birth_name",
  birthtime: "birth_time",
  birthplace: "birth_place",
  last_name: "lastName",
  first_name: "name",
  dob: "birthdate",
  date_of_birth: "birthdate",
  marital_status: "maritial_status",
};
