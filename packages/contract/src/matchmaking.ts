import { z } from "zod";
import { idSchema } from "./common.ts";
import { matchSchema, preferenceNames } from "./match-shapes.ts";
import {
  diets,
  educationLevels,
  habitFrequencies,
  maritalStatuses,
  profileCardSchema,
  workTypes,
} from "./profiles.ts";
import { str } from "./text.ts";

export const preferenceLimits = {
  age: { min: 18, max: 80 },
  height: { min: 120, max: 230 },
  /** Entries of one list (cities, native places, ...). */
  listItems: 20,
} as const;

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(preferenceLimits.listItems).nullable().optional();
const place = () => str().trim().min(1).max(80);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * Partner preferences as a member writes them (api-contract.md "Matchmaking"): every field
 * optional, null or empty means any. A missing field keeps what was saved.
 */
export const preferencesInputSchema = z.object({
  age_min: whole(preferenceLimits.age.min, preferenceLimits.age.max).nullable().optional(),
  age_max: whole(preferenceLimits.age.min, preferenceLimits.age.max).nullable().optional(),
  height_min: whole(preferenceLimits.height.min, preferenceLimits.height.max).nullable().optional(),
  height_max: whole(preferenceLimits.height.min, preferenceLimits.height.max).nullable().optional(),
  maritial_status: list(z.enum(maritalStatuses)),
  dietary_preferences: list(z.enum(diets)),
  city: list(place()),
  education_level: list(z.enum(educationLevels)),
  work: list(z.enum(workTypes)),
  sub_community: list(place()),
  native_place: list(place()),
  income_min: whole(0, 1_000_000_000).nullable().optional(),
  smoking: list(z.enum(habitFrequencies)),
  drinking: list(z.enum(habitFrequencies)),
  mangal_dosh: z.enum(["any", "yes", "no"]).nullable().optional(),
  exclude_same_gotra: z.boolean().nullable().optional(),
  min_gun: z.number().min(0).max(36).nullable().optional(),
  must: z.array(z.enum(preferenceNames)).max(preferenceNames.length).nullable().optional(),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const preferencesBodySchema = z.object({ preferences: preferencesInputSchema });

/** Saved preferences as the API returns them: lists are lists, "any" is null or empty. */
export const preferencesSchema = z.object({
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  height_min: z.number().int().nullable(),
  height_max: z.number().int().nullable(),
  maritial_status: z.array(z.enum(maritalStatuses)),
  dietary_preferences: z.array(z.enum(diets)),
  city: z.array(str()),
  education_level: z.array(z.enum(educationLevels)),
  work: z.array(z.enum(workTypes)),
  sub_community: z.array(str()),
  native_place: z.array(str()),
  income_min: z.number().int().nullable(),
  smoking: z.array(z.enum(habitFrequencies)),
  drinking: z.array(z.enum(habitFrequencies)),
  mangal_dosh: z.enum(["any", "yes", "no"]),
  exclude_same_gotra: z.boolean(),
  min_gun: z.number().nullable(),
  must: z.array(z.enum(preferenceNames)),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** No preference set: what a member without saved preferences has (the API and the web's tests). */
export const emptyPreferences: Preferences = Object.freeze({
  age_min: null,
  age_max: null,
  height_min: null,
  height_max: null,
  maritial_status: [],
  dietary_preferences: [],
  city: [],
  education_level: [],
  work: [],
  sub_community: [],
  native_place: [],
  income_min: null,
  smoking: [],
  drinking: [],
  mangal_dosh: "any",
  exclude_same_gotra: false,
  min_gun: null,
  must: [],
});

export const matchTypes = ["mutual", "mine", "theirs"] as const;
export type MatchType = (typeof matchTypes)[number];

export const matchesQuerySchema = z.object({
  type: z.enum(matchTypes).default("mutual"),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

export const matchCardSchema = profileCardSchema.extend({ match: matchSchema });
export type MatchCard = z.infer<typeof matchCardSchema>;

/** Daily recommendations (business-rules.md "Matchmaking"). */
export const recommendationRules = {
  perDay: 10,
  /** A skipped profile is not recommended again for this many days. */
  skipDays: 30,
  /** Nobody recommended on one of this many days before comes again while others remain. */
  noRepeatDays: 7,
} as const;

/** `GET /recommendations`: the day's list (India date), the same all day. */
export const recommendationsSchema = z.object({
  data: z.array(matchCardSchema),
  date: z.iso.date(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const recommendationParamsSchema = z.object({ pid: idSchema });
