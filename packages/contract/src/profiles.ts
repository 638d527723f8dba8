import { z } from "zod";
import { genderSchema, isoDateSchema } from "./accounts.ts";

export const maritalStatuses = [
  "never_married",
  "divorced",
  "widowed",
  "separated",
  "awaiting_divorce",
] as const;
export const rashis = [
  "Mesh",
  "Vrushabh",
  "Mithun",
  "Kark",
  "Sinh",
  "Kanya",
  "Tula",
  "Vrushchik",
  "Dhanu",
  "Makar",
  "Kumbh",
  "Meen",
] as const;
export const diets = ["vegetarian", "jain", "eggetarian", "non_vegetarian", "vegan"] as const;
export const habitFrequencies = ["never", "occasionally", "regularly"] as const;
export const familyTypes = ["joint", "nuclear"] as const;
export const familyValues = ["traditional", "moderate", "liberal"] as const;
export const familyFinancialStatuses = [
  "middle_class",
  "upper_middle_class",
  "affluent",
  "rich",
] as const;
export const bloodGroups = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export const ceremonyTypes = ["traditional", "simple", "court", "destination"] as const;
export const workTypes = [
  "private_job",
  "government_job",
  "business",
  "self_employed",
  "professional",
  "not_working",
  "studying",
] as const;

const text = (max = 500) => z.string().trim().max(max);

/** Every field a member can edit (spec section 3 plus the birth fields Gun Milan needs). */
export const profileFieldsSchema = z.object({
  name: text(60).min(1),
  lastName: text(60).min(1),
  maritial_status: z.enum(maritalStatuses).nullable(),
  gender: genderSchema,
  height: z.number().int().min(120).max(230).nullable(),
  birthdate: isoDateSchema,
  current_city: text(80).nullable(),
  bloodgroup: z.enum(bloodGroups).nullable(),
  work: z.enum(workTypes).nullable(),
  occupation: text(120).nullable(),
  annual_income: z.number().int().min(0).max(1_000_000_000).nullable(),
  education: text(120).nullable(),
  degree: text(120).nullable(),
  career_goals: text(1000).nullable(),
  property_details: text(1000).nullable(),
  number_of_siblings: z.number().int().min(0).max(20).nullable(),
  siblings_details: text(1000).nullable(),
  father_occupation: text(120).nullable(),
  mother_occupation: text(120).nullable(),
  mamkul: text(80).nullable(),
  family_financial_status: z.enum(familyFinancialStatuses).nullable(),
  family_type: z.enum(familyTypes).nullable(),
  family_values: z.enum(familyValues).nullable(),
  hobbies_and_interests: text(1000).nullable(),
  aboutme: text(2000).nullable(),
  dietary_preferences: z.enum(diets).nullable(),
  drinking_habits: z.enum(habitFrequencies).nullable(),
  smoking_habits: z.enum(habitFrequencies).nullable(),
  expectation: text(2000).nullable(),
  type_of_marriage_ceremony: z.enum(ceremonyTypes).nullable(),
  interest_in_continuing_education: z.boolean().nullable(),
  rashi: z.enum(rashis).nullable(),
  gotra: text(80).nullable(),
  mangal_dosh: z.boolean().nullable(),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  birth_place: text(120).nullable(),
  birth_timezone: text(64).nullable(),
  birth_name: text(60).nullable(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

export const badgesSchema = z.object({
  id: z.boolean(),
  job: z.boolean(),
  income: z.boolean(),
  property: z.boolean(),
});
export type Badges = z.infer<typeof badgesSchema>;

export const picSchema = z.object({
  small: z.string(),
  medium: z.string(),
  blurhash: z.string().nullable(),
});

/** One card in the profile lists. */
export const profileCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  age: z.number().int(),
  height: z.number().int().nullable(),
  current_city: z.string().nullable(),
  education: z.string().nullable(),
  occupation: z.string().nullable(),
  primary_profile_pic: picSchema.nullable(),
  avatar_url: z.string().nullable(),
  badges: badgesSchema,
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  gender: genderSchema.optional(),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;
