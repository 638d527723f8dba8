import { z } from "zod";
import { connectionProfileSchema } from "./connections.ts";
import { str } from "./text.ts";

/** Who sees my photos: every member, members connected with me, or those I said yes to. */
export const photoVisibilities = ["members", "connected", "on_request"] as const;
/** Who sees my contacts: as the viewer's plan allows, or on top of that only connected members. */
export const contactVisibilities = ["plan", "connected"] as const;
/** Hidden: only connected members open it; paused: nobody but admins, no new requests. */
export const profileVisibilities = ["visible", "hidden", "paused"] as const;
/** Who may send me interests, chat requests and photo requests. */
export const contactRules = ["everyone", "verified", "preferences"] as const;

export type PhotoVisibility = (typeof photoVisibilities)[number];
export type ContactVisibility = (typeof contactVisibilities)[number];
export type ProfileVisibility = (typeof profileVisibilities)[number];
export type ContactRule = (typeof contactRules)[number];

/** A member's privacy settings (api-contract.md "Privacy and family control"). */
export const privacySchema = z.object({
  photos: z.enum(photoVisibilities),
  contacts: z.enum(contactVisibilities),
  profile: z.enum(profileVisibilities),
  contact_from: z.enum(contactRules),
  browse_privately: z.boolean(),
});
export type Privacy = z.infer<typeof privacySchema>;

/** What a member has until they choose otherwise. */
export const defaultPrivacy: Privacy = {
  photos: "members",
  contacts: "plan",
  profile: "visible",
  contact_from: "everyone",
  browse_privately: false,
};

/** `PUT /api/v1/privacy`: any subset of the settings. */
export const privacyUpdateBodySchema = z.object({
  privacy: privacySchema.partial().strict(),
});
export type PrivacyUpdate = z.infer<typeof privacyUpdateBodySchema>["privacy"];

export const photoRequestStatuses = ["pending", "accepted", "declined"] as const;
export type PhotoRequestStatus = (typeof photoRequestStatuses)[number];

/** `POST /api/v1/photo_requests`. */
export const photoRequestCreateBodySchema = z.object({
  photo_request: z.object({ to: str().min(1).max(64) }),
});

/** `PUT /api/v1/photo_requests/{id}`: the owner of the photos answers. */
export const photoRequestAnswerBodySchema = z.object({
  photo_request: z.object({ status: z.enum(["accepted", "declined"]) }),
});

export const photoRequestListQuerySchema = z.object({
  type: z.enum(["received", "sent"]).default("received"),
});

export type PhotoRequestEventType = "sent" | "received" | "accepted" | "declined" | "cancelled";

/** A photo request, with the other member's card as the caller may see it. */
export const photoRequestSchema = z.object({
  id: str(),
  from: str(),
  to: str(),
  status: z.enum(photoRequestStatuses),
  created_at: str(),
  answered_at: str().nullable(),
  profile: connectionProfileSchema,
});
export type PhotoRequest = z.infer<typeof photoRequestSchema>;
