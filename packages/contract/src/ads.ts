import { z } from "zod";
import { str } from "./text.ts";

/**
 * Ads (spec sections 3 and 4, Ad; issue 14 item 2). A `delayed` ad cannot be closed for
 * `adCloseDelaySeconds`; a `normal` one closes at once.
 */
export const adStatuses = ["delayed", "normal"] as const;
export const adStatusSchema = z.enum(adStatuses);
export type AdStatus = z.infer<typeof adStatusSchema>;

/** Who an ad is shown to: everyone who sees ads, Free members only, or visitors only. */
export const adTargets = ["all", "free", "visitors"] as const;
export const adTargetSchema = z.enum(adTargets);
export type AdTarget = z.infer<typeof adTargetSchema>;

/** Spec section 9: "Ad close countdown 10 s". */
export const adCloseDelaySeconds = 10;

export const adLimits = {
  title: 80,
  description: 400,
  price: 40,
  advertiserName: 80,
  advertiserContact: 120,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

export const adImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/** The ad a viewer is shown, with the spec's field names; `id` is what the counters name. */
export const adSchema = z.object({
  id: str(),
  title: str(),
  description: str(),
  image_url: str().nullable(),
  price: str().nullable(),
  advertiser_name: str(),
  advertiser_contact: str(),
  status: adStatusSchema,
});
export type Ad = z.infer<typeof adSchema>;

/**
 * `GET /api/v1/ad/test` and the socket's `ad` event: an ad or null, and how many ads the web
 * app may show in one browser session (ADS_PER_SESSION).
 */
export const adReplySchema = z.object({ data: adSchema.nullable(), per_session: z.number().int() });
export type AdReply = z.infer<typeof adReplySchema>;
export type AdEvent = { ad: Ad; per_session: number };

export const adCountReplySchema = z.object({ counted: z.boolean() });

const optionalText = (max: number) =>
  str()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** What an admin writes; the schedule's end must come after its start (ad.invalid_schedule). */
export const adWriteSchema = z.object({
  title: str().trim().min(1).max(adLimits.title),
  description: str().trim().min(1).max(adLimits.description),
  price: optionalText(adLimits.price),
  advertiser_name: str().trim().min(1).max(adLimits.advertiserName),
  advertiser_contact: str().trim().min(1).max(adLimits.advertiserContact),
  status: adStatusSchema,
  target: adTargetSchema,
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
});
export type AdWrite = z.infer<typeof adWriteSchema>;
export const adWriteBodySchema = z.object({ ad: adWriteSchema });

/** Where an ad stands now: waiting for its start, showing, past its end, or stopped. */
export const adStates = ["scheduled", "running", "ended", "stopped"] as const;
export type AdState = (typeof adStates)[number];

export const adminAdSchema = adSchema.extend({
  target: adTargetSchema,
  starts_at: str(),
  ends_at: str(),
  stopped_at: str().nullable(),
  created_at: str(),
  state: z.enum(adStates),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type AdminAd = z.infer<typeof adminAdSchema>;
export const adminAdReplySchema = z.object({ data: adminAdSchema });
export const adminAdListSchema = z.object({ data: z.array(adminAdSchema), next: z.null() });
