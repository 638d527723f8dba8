import { RASHI_NAMES } from "@sagpan/gun-milan/rashis";
import { z } from "zod";
import { genderSchema, isoDateSchema, managerRelations } from "./accounts.ts";
import { matchSchema } from "./match-shapes.ts";
import { str } from "./text.ts";

export const maritalStatuses = [
  "never_married",
  "divorced",
  "widowed",
  "separated",
  "awaiting_divorce",
] as const;
/** The rashis a profile may name: Gun Milan's one list (packages/gun-milan/src/rashis.ts). */
export const rashis = RASHI_NAMES;
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
/** The level of the highest education (matchmaking); `education` stays the free text. */
export const educationLevels = [
  "school",
  "diploma",
  "bachelors",
  "masters",
  "doctorate",
  "professional",
] as const;
export const workTypes = [
  "private_job",
  "government_job",
  "business",
  "self_employed",
  "professional",
  "not_working",
  "studying",
] as const;

const text = (max = 500) => str().trim().max(max);

/** Every field a member can edit (spec section 3 plus the birth fields Gun Milan needs). */
/**
 * A profile's essentials (business-rules.md "Matchmaking", who is listed): the wizard's required
 * fields. Only a profile with all of them appears in others' lists, matches and
 * recommendations; until then its owner is told which are missing.
 */
export const essentialFields = [
  "name",
  "birthdate",
  "gender",
  "maritial_status",
  "current_city",
  "education",
  "work",
] as const;
export type EssentialField = (typeof essentialFields)[number];

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
  birth_time: str()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  birth_place: text(120).nullable(),
  birth_timezone: text(64).nullable(),
  birth_name: text(60).nullable(),
  education_level: z.enum(educationLevels).nullable(),
  /** Vatan: the family's native town or village. */
  native_place: text(80).nullable(),
  sub_community: text(80).nullable(),
  languages: z.array(text(40).min(1)).max(10).nullable(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** A member number as families write it: 10234 → "SG-10234". */
export const memberNoText = (n: number) => `SG-${n}`;

/** "SG-10234", "sg 10234" or "10234" → 10234; null for anything else. */
export function memberNoOf(text: string): number | null {
  const match = /^\s*(?:sg[\s-]?)?(\d{5,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

export const badgesSchema = z.object({
  id: z.boolean(),
  job: z.boolean(),
  income: z.boolean(),
  property: z.boolean(),
});
export type Badges = z.infer<typeof badgesSchema>;

export const picSchema = z.object({
  small: str(),
  medium: str(),
  blurhash: str().nullable(),
});

/** One card in the profile lists. */
export const profileCardSchema = z.object({
  id: str(),
  name: str(),
  lastName: str(),
  gender: genderSchema,
  age: z.number().int(),
  height: z.number().int().nullable(),
  current_city: str().nullable(),
  education: str().nullable(),
  occupation: str().nullable(),
  primary_profile_pic: picSchema.nullable(),
  avatar_url: str().nullable(),
  badges: badgesSchema,
  /** Gun Milan total against the viewer, when both have a nakshatra. */
  gun: z.number().nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

const boolQuery = z.enum(["true", "false"]).transform((v) => v === "true");

/** `GET /api/v1/profiles` query (api-contract.md); every filter is optional. */
export const profileListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  gender: genderSchema.optional(),
  age_min: z.coerce.number().int().min(18).max(100).optional(),
  age_max: z.coerce.number().int().min(18).max(100).optional(),
  height_min: z.coerce.number().int().min(120).max(230).optional(),
  height_max: z.coerce.number().int().min(120).max(230).optional(),
  city: str().trim().min(1).max(80).optional(),
  maritial_status: z.enum(maritalStatuses).optional(),
  education: str().trim().min(1).max(120).optional(),
  occupation: str().trim().min(1).max(120).optional(),
  income_min: z.coerce.number().int().min(0).optional(),
  dietary_preferences: z.enum(diets).optional(),
  rashi: z.enum(rashis).optional(),
  mangal_dosh: boolQuery.optional(),
  verified: boolQuery.optional(),
  with_photo: boolQuery.optional(),
  exclude_same_gotra: boolQuery.optional(),
  min_gun: z.coerce.number().min(0).max(36).optional(),
  q: str().trim().min(1).max(80).optional(),
  sort: z.enum(["recent", "gun", "active"]).default("recent"),
  saved: boolQuery.optional(),
  /** A community group's code (admins define groups and move profiles with `migrate`). */
  usergroup: str()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

/** The five completion flags the profile reply carries (spec section 3). */
export const completionSchema = z.object({
  video_intro: z.boolean(),
  personal_verification_added: z.boolean(),
  job_verification_added: z.boolean(),
  salary_verification_added: z.boolean(),
  property_verification_added: z.boolean(),
});
export type Completion = z.infer<typeof completionSchema>;

export const contactsHiddenReasons = [
  "plan",
  "viewer_not_verified",
  "target_not_verified",
  // The member shows contacts only to members connected with them (privacy, issue 21).
  "not_connected",
] as const;
export type ContactsHiddenReason = (typeof contactsHiddenReasons)[number];

export const profileFlagsSchema = z.object({
  is_bookmarked: z.boolean(),
  is_chat_requested: z.boolean(),
  i_am_interested: z.boolean(),
  profile_interested: z.boolean(),
  is_blocked: z.boolean(),
  /**
   * Why another member's contacts are hidden, each with its own next step: `plan` (Free: buy
   * a plan), `viewer_not_verified` (verify my own ID), `target_not_verified` (Belief: this
   * member has not verified their ID yet).
   */
  contacts_hidden: z.enum(contactsHiddenReasons).nullable(),
  /**
   * Where the pair stands beyond the spec's flags, so the action bar follows the real state:
   * `can_chat` once a chat request either way is accepted; `matched` as the Match tab says;
   * the chat request between us either way and the interest they sent me, for Accept buttons.
   */
  can_chat: z.boolean(),
  matched: z.boolean(),
  chat_request: z
    .object({
      id: z.string(),
      from_me: z.boolean(),
      status: z.enum(["pending", "accepted", "declined"]),
    })
    .nullable(),
  interest_received: z
    .object({ id: z.string(), status: z.enum(["pending", "accepted", "rejected"]) })
    .nullable(),
  /**
   * Privacy (issue 21), so the buttons say beforehand what would be refused: the member has
   * photos the viewer may not see (a lock and "Request photos" stand in), the viewer's photo
   * request to them, whether the viewer may send interests and requests and if not the rule
   * that refuses, and whether the member paused their profile.
   */
  photos_locked: z.boolean().optional(),
  photo_request: z
    .object({ id: z.string(), status: z.enum(["pending", "accepted", "declined"]) })
    .nullable()
    .optional(),
  can_contact: z.boolean().optional(),
  contact_rule: z.enum(["verified", "preferences", "paused"]).nullable().optional(),
  paused: z.boolean().optional(),
});
export type ProfileFlags = z.infer<typeof profileFlagsSchema>;

export const contactSchema = z.object({
  name: str(),
  relation: str(),
  phone: str(),
  occupation: str().nullable(),
  current_city: str().nullable(),
  address: str().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const profilePicSchema = picSchema.extend({ id: str(), url: str() });

/** A whole profile as a member sees it (`GET /profiles/{id}`, `GET /myprofile`). */
export const profileSchema = profileFieldsSchema.extend({
  id: str(),
  age: z.number().int(),
  nakshatra: z.number().int().nullable(),
  pada: z.number().int().nullable(),
  moon_rashi: z.number().int().nullable(),
  video_intro: str().nullable(),
  pics: z.array(profilePicSchema),
  primary_profile_pic: picSchema.nullable(),
  avatar_url: str().nullable(),
  contact: z.array(contactSchema),
  badges: badgesSchema,
  score: z.number().int(),
  managed_by: str(),
  /** The short number families quote (`SG-10234`), shown on the profile and the biodata. */
  member_no: str(),
});
export type Profile = z.infer<typeof profileSchema>;

const kootaNumbers = {
  varna: z.number().nullable(),
  vashya: z.number().nullable(),
  tara: z.number().nullable(),
  yoni: z.number().nullable(),
  graha_maitri: z.number().nullable(),
  gana: z.number().nullable(),
  bhakoot: z.number().nullable(),
  nadi: z.number().nullable(),
  total: z.number().nullable(),
};

export const doshaSchema = z.object({
  kind: z.enum(["nadi", "bhakoot", "mangal"]),
  cancelled: z.boolean(),
  reasons: z.array(str()),
  nadi: z.enum(["aadi", "madhya", "antya"]).optional(),
  pair: z.enum(["2/12", "5/9", "6/8"]).optional(),
  manglik: z.enum(["boy", "girl", "both"]).optional(),
});

/** Gun Milan against the viewer (api-contract.md `points`), with what the table explains. */
export const pointsSchema = z.object({
  ...kootaNumbers,
  basis: z.enum(["birth_chart", "birth_name", "rashi_only"]).nullable(),
  doshas: z.array(doshaSchema),
  max: z.object(kootaNumbers),
  band: z.enum(["excellent", "good", "average", "not_recommended"]).nullable(),
  mangal: z.enum(["compatible", "mismatch", "unknown"]),
  same_gotra: z.boolean().nullable(),
  warnings: z.array(z.object({ code: str(), who: z.enum(["boy", "girl", "pair"]) })),
  /** Whose tables scored it: Sagpan's reference tables or the community's previous system's. */
  convention: z.enum(["sagpan", "original"]),
});
export type Points = z.infer<typeof pointsSchema>;

export const profileReplySchema = z.object({
  data: profileSchema,
  completion: completionSchema,
  flags: profileFlagsSchema,
  points: pointsSchema.nullable(),
  /** "How you match" (matchmaking): another member's profile only. */
  match: matchSchema.nullable().optional(),
  /** "Managed by: parent, sibling": the relations of the family members who manage it, never who. */
  manager_relations: z.array(z.enum(managerRelations)).optional(),
});

/** `PUT /profiles/{id}/`: any subset of the editable fields. */
export const profileUpdateBodySchema = z.object({
  id: str().optional(),
  profile: profileFieldsSchema.partial(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>["profile"];

/**
 * `GET /api/v1/profile_completion`: the spec's client reads `remaining_personal` at the top of
 * the body ("response includes remaining_personal", docs/api.md's reading rule).
 */
export const profileCompletionReplySchema = z.object({
  /** Share of the five /info steps' fields and a photo filled in (not the profile score). */
  percent: z.number().int(),
  /** Every field still empty, in step order, and "photo" when there is none. */
  remaining: z.array(str()),
  remaining_personal: z.array(str()),
  /** Essentials still empty: while any is, others' lists, matches and recommendations skip me. */
  missing_essentials: z.array(z.enum(essentialFields)),
});
export type ProfileCompletionReply = z.infer<typeof profileCompletionReplySchema>;

/** What a visitor may see (business rules, Visibility): no last name, contacts or birth time. */
export const publicProfileSchema = z.object({
  id: str(),
  name: str(),
  gender: genderSchema,
  age: z.number().int(),
  current_city: str().nullable(),
  education: str().nullable(),
  occupation: str().nullable(),
  primary_profile_pic: picSchema.nullable(),
  avatar_url: str().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const scoreUpBodySchema = z.object({
  to: str().min(1).max(64),
  context: z.literal("profile_page").default("profile_page"),
});

export const bookmarkSchema = z.object({
  id: str(),
  to: str(),
  created_at: str(),
  profile: profileCardSchema.nullable(),
});
export const createBookmarkBodySchema = z.object({
  bookmark: z.object({ to: str().min(1).max(64) }),
});
