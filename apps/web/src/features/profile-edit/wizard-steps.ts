import type { Profile, ProfileFields, ProfileUpdate } from "@sagpan/contract";
import type { EnumName } from "../../lib/profile-display.ts";

export type EditableField = Exclude<keyof ProfileFields, "gender" | "birth_timezone">;

export type InputKind =
  | "text"
  | "textarea"
  | "choice"
  | "height"
  | "income"
  | "count"
  | "date"
  | "time"
  | "yesno"
  | "list";

export interface FieldSpec {
  name: EditableField;
  input: InputKind;
  /** For `choice`: which enumeration the options come from. */
  group?: EnumName;
  required?: boolean;
  /** Longest text the contract accepts. */
  max?: number;
}

/**
 * The wizard's five steps (spec: /info) and their fields, with the contract's limits. Step 4
 * is the astrology step that `?go=4` opens for a missing birth name.
 */
export const wizardSteps = [
  {
    key: "personal",
    fields: [
      { name: "name", input: "text", required: true, max: 60 },
      { name: "lastName", input: "text", required: true, max: 60 },
      { name: "maritial_status", input: "choice", group: "maritalStatus" },
      { name: "height", input: "height" },
      { name: "current_city", input: "text", max: 80 },
      { name: "languages", input: "list", max: 200 },
      { name: "bloodgroup", input: "choice", group: "bloodGroup" },
      { name: "dietary_preferences", input: "choice", group: "diet" },
      { name: "drinking_habits", input: "choice", group: "habit" },
      { name: "smoking_habits", input: "choice", group: "habit" },
      { name: "hobbies_and_interests", input: "textarea", max: 1000 },
      { name: "aboutme", input: "textarea", max: 2000 },
    ],
  },
  {
    key: "work",
    fields: [
      { name: "work", input: "choice", group: "work" },
      { name: "occupation", input: "text", max: 120 },
      { name: "annual_income", input: "income" },
      { name: "education_level", input: "choice", group: "educationLevel" },
      { name: "education", input: "text", max: 120 },
      { name: "degree", input: "text", max: 120 },
      { name: "career_goals", input: "textarea", max: 1000 },
    ],
  },
  {
    key: "family",
    fields: [
      { name: "father_occupation", input: "text", max: 120 },
      { name: "mother_occupation", input: "text", max: 120 },
      { name: "number_of_siblings", input: "count" },
      { name: "siblings_details", input: "textarea", max: 1000 },
      { name: "family_type", input: "choice", group: "familyType" },
      { name: "family_values", input: "choice", group: "familyValues" },
      { name: "family_financial_status", input: "choice", group: "financialStatus" },
      { name: "sub_community", input: "text", max: 80 },
      { name: "native_place", input: "text", max: 80 },
      { name: "property_details", input: "textarea", max: 1000 },
    ],
  },
  {
    key: "preferences",
    fields: [
      { name: "expectation", input: "textarea", max: 2000 },
      { name: "type_of_marriage_ceremony", input: "choice", group: "ceremony" },
      { name: "interest_in_continuing_education", input: "yesno" },
    ],
  },
  {
    key: "astrology",
    fields: [
      { name: "birth_name", input: "text", max: 60 },
      { name: "birthdate", input: "date", required: true },
      { name: "birth_time", input: "time" },
      { name: "birth_place", input: "text", max: 120 },
      { name: "rashi", input: "choice", group: "rashi" },
      { name: "gotra", input: "text", max: 80 },
      { name: "mamkul", input: "text", max: 80 },
      { name: "mangal_dosh", input: "yesno" },
    ],
  },
] as const satisfies readonly { key: string; fields: readonly FieldSpec[] }[];

export type StepKey = (typeof wizardSteps)[number]["key"];
export const ASTROLOGY_STEP = 4;

/** Every form value is a string, as inputs hold them; "" means not filled in. */
export type FormValues = Record<EditableField, string>;

const allFields = wizardSteps.flatMap((step): readonly FieldSpec[] => step.fields);

function toText(value: unknown, input: InputKind): string {
  if (value === null || value === undefined) return "";
  if (input === "yesno") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** The value the API takes for a field's form text. */
export function fromText(text: string, spec: FieldSpec): ProfileUpdate[EditableField] {
  const value = text.trim();
  switch (spec.input) {
    case "height":
    case "income":
    case "count":
      return value === "" ? null : Number(value);
    case "yesno":
      return value === "" ? null : value === "yes";
    case "list": {
      const items = value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean);
      return items.length === 0 ? null : items;
    }
    default:
      return value === "" && !spec.required ? null : value;
  }
}

export function formValuesOf(profile: Profile): FormValues {
  const values = {} as FormValues;
  for (const spec of allFields) values[spec.name] = toText(profile[spec.name], spec.input);
  return values;
}

/** The fields of one step whose value differs from the saved profile. */
export function changedFields(
  fields: readonly FieldSpec[],
  values: FormValues,
  profile: Profile,
): ProfileUpdate {
  const changes: Record<string, unknown> = {};
  for (const spec of fields) {
    const next = fromText(values[spec.name], spec);
    // Lists compare by content: a new array of the same languages is no change.
    if (JSON.stringify(next) !== JSON.stringify(profile[spec.name] ?? null))
      changes[spec.name] = next;
  }
  return changes as ProfileUpdate;
}

/** The i18n key that says what a field of this kind must hold. */
export function fieldHint(spec: FieldSpec): string {
  switch (spec.input) {
    case "height":
    case "count":
    case "income":
    case "time":
    case "date":
      return `wizard.errors.${spec.input}`;
    default:
      return spec.required ? "validation.required" : "wizard.errors.invalid";
  }
}

/** The i18n key of a client-side check that fails, or null. Limits as in the contract. */
export function checkField(spec: FieldSpec, text: string): string | null {
  const value = text.trim();
  if (value === "") return spec.required ? "validation.required" : null;
  const n = Number(value);
  const ok = (() => {
    switch (spec.input) {
      case "height":
        return Number.isInteger(n) && n >= 120 && n <= 230;
      case "count":
        return Number.isInteger(n) && n >= 0 && n <= 20;
      case "income":
        return Number.isInteger(n) && n >= 0 && n <= 1_000_000_000;
      case "time":
        return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
      case "date":
        return /^\d{4}-\d{2}-\d{2}$/.test(value);
      case "list": {
        const items = value.split(/[,\n]/).filter((item) => item.trim() !== "");
        return items.length <= 10 && items.every((item) => item.trim().length <= 40);
      }
      default:
        return true;
    }
  })();
  return ok ? null : fieldHint(spec);
}
