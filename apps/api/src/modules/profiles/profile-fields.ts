import type { ProfileFields } from "@sagpan/contract";
import type { profiles } from "./profiles.table.ts";

type Row = typeof profiles.$inferSelect;
type Column = keyof Row;

/** Wire name (spec spelling, `maritial_status` included) → table column. */
export const fieldColumns = {
  name: "name",
  lastName: "lastName",
  maritial_status: "maritalStatus",
  gender: "gender",
  height: "height",
  birthdate: "birthdate",
  current_city: "currentCity",
  bloodgroup: "bloodgroup",
  work: "work",
  occupation: "occupation",
  annual_income: "annualIncome",
  education: "education",
  degree: "degree",
  career_goals: "careerGoals",
  property_details: "propertyDetails",
  number_of_siblings: "numberOfSiblings",
  siblings_details: "siblingsDetails",
  father_occupation: "fatherOccupation",
  mother_occupation: "motherOccupation",
  mamkul: "mamkul",
  family_financial_status: "familyFinancialStatus",
  family_type: "familyType",
  family_values: "familyValues",
  hobbies_and_interests: "hobbiesAndInterests",
  aboutme: "aboutme",
  dietary_preferences: "dietaryPreferences",
  drinking_habits: "drinkingHabits",
  smoking_habits: "smokingHabits",
  expectation: "expectation",
  type_of_marriage_ceremony: "typeOfMarriageCeremony",
  interest_in_continuing_education: "interestInContinuingEducation",
  rashi: "rashi",
  gotra: "gotra",
  mangal_dosh: "mangalDosh",
  birth_time: "birthTime",
  birth_place: "birthPlace",
  birth_timezone: "birthTimezone",
  birth_name: "birthName",
  education_level: "educationLevel",
  native_place: "nativePlace",
  sub_community: "subCommunity",
  languages: "languages",
} as const satisfies Record<keyof ProfileFields, Column>;

export type FieldName = keyof typeof fieldColumns;

export function fieldsFromRow(row: Row): ProfileFields {
  const out: Record<string, unknown> = {};
  for (const [wire, column] of Object.entries(fieldColumns)) out[wire] = row[column as Column];
  return out as ProfileFields;
}

export function columnsFromFields(fields: Partial<ProfileFields>): Partial<Row> {
  const out: Record<string, unknown> = {};
  for (const [wire, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const column = fieldColumns[wire as FieldName];
    if (column) out[column] = value;
  }
  return out as Partial<Row>;
}

/** The edit wizard's steps; completion and score count filled fields per step. */
export const sections = {
  personal: [
    "maritial_status",
    "height",
    "current_city",
    "bloodgroup",
    "dietary_preferences",
    "drinking_habits",
    "smoking_habits",
    "hobbies_and_interests",
    "aboutme",
  ],
  work: ["work", "occupation", "annual_income", "education", "degree", "career_goals"],
  family: [
    "father_occupation",
    "mother_occupation",
    "number_of_siblings",
    "siblings_details",
    "family_type",
    "family_values",
    "family_financial_status",
    "mamkul",
    "property_details",
  ],
  preferences: ["expectation", "type_of_marriage_ceremony", "interest_in_continuing_education"],
  astrology: ["rashi", "gotra", "mangal_dosh", "birth_time", "birth_place", "birth_name"],
} as const satisfies Record<string, readonly FieldName[]>;

export type Section = keyof typeof sections;
