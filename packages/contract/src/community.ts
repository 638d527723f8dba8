import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { listOf } from "./common.ts";
import { isPhoneNumber, LEAD_LIMITS } from "./rules.ts";
import { str } from "./text.ts";
import { PHONE_MESSAGE } from "./trust.ts";

/**
 * Community content (issue 14): the /featured showcase, the advertisers' lead form, the mobile
 * apps and the community groups a profile belongs to.
 */

/** Icons the showcase may draw; the web app maps each name to a drawing it already ships. */
export const featureIcons = [
  "verified",
  "gun",
  "privacy",
  "family",
  "plans",
  "assistant",
  "chat",
  "biodata",
] as const;
export const featureIconSchema = z.enum(featureIcons);
export type FeatureIcon = z.infer<typeof featureIconSchema>;

/** One card of the showcase, both languages at once (one cached reply for every visitor). */
export const featureSchema = z.object({
  id: str(),
  icon: featureIconSchema,
  title_en: str(),
  title_gu: str(),
  body_en: str(),
  body_gu: str(),
});
export type Feature = z.infer<typeof featureSchema>;
export const featureListSchema = z.object({ data: z.array(featureSchema) });

/** The admin's view adds the order and whether the card is hidden. */
export const adminFeatureSchema = featureSchema.extend({
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

/** Create or edit a card. Lengths keep a card readable on a 390 px phone. */
export const featureInputSchema = z.object({
  icon: featureIconSchema,
  title_en: str().trim().min(1).max(80),
  title_gu: str().trim().min(1).max(80),
  body_en: str().trim().min(1).max(400),
  body_gu: str().trim().min(1).max(400),
  hidden: z.boolean().default(false),
});
export type FeatureInput = z.infer<typeof featureInputSchema>;

export const featureOrderSchema = z.object({ ids: z.array(str().max(64)).min(1).max(100) });

/** `POST /api/v1/leads {lead}`: an advertiser asks to publish an ad. */
export const leadInputSchema = z.object({
  name: str().trim().min(1, "Required").max(LEAD_LIMITS.name),
  business: str().trim().min(1, "Required").max(LEAD_LIMITS.business),
  phone: str()
    .trim()
    .min(1, "Required")
    .max(LEAD_LIMITS.phone)
    .refine(isPhoneNumber, { message: PHONE_MESSAGE }),
  email: emailSchema,
  message: str()
    .trim()
    .min(LEAD_LIMITS.messageMin, "Tell us a little more (at least 10 characters)")
    .max(LEAD_LIMITS.message),
  consent: z.literal(true, { message: "Please agree to be contacted" }),
});
export type LeadInput = z.infer<typeof leadInputSchema>;
export const leadBodySchema = z.object({ lead: leadInputSchema });

export const leadStatuses = ["new", "contacted", "closed"] as const;
export const leadStatusSchema = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const leadSchema = z.object({
  id: str(),
  name: str(),
  business: str(),
  phone: str(),
  email: str(),
  message: str(),
  status: leadStatusSchema,
  created_at: str(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadListSchema = listOf(leadSchema);
export const leadQuerySchema = z.object({
  status: leadStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const leadStatusBodySchema = z.object({ status: leadStatusSchema });

/** `GET /api/v1/apps`: a store is present only when its link is configured. */
const storeAppSchema = z.object({ url: str(), min_version: str().nullable() });
export const appsSchema = z.object({
  android: storeAppSchema.nullable(),
  ios: storeAppSchema.nullable(),
});
export type Apps = z.infer<typeof appsSchema>;

/** A community group (a samaj, a region) profiles belong to; the code is what lists filter by. */
export const groupCodeSchema = str()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: "Use 1–40 letters, digits or dashes" });
export const groupSchema = z.object({
  code: str(),
  name_en: str(),
  name_gu: str(),
  members: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;
export const groupInputSchema = z.object({
  code: groupCodeSchema,
  name_en: str().trim().min(1).max(80),
  name_gu: str().trim().min(1).max(80),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** `GET /api/v1/migrate?pid=&usergroup=`: an empty usergroup takes the profile out of any group. */
export const migrateQuerySchema = z.object({
  pid: str().trim().min(1).max(64),
  usergroup: z.union([z.literal(""), groupCodeSchema]),
});
