import { z } from "zod";
import { emailSchema, managerRelations, passwordSchema } from "./accounts.ts";
import { str } from "./text.ts";

/** Managers a member may have besides themselves (business-rules.md). */
export const MAX_MANAGERS = 3;

/** One row of `GET /api/v1/managers`: invited until the mailed link is used, then active. */
export const managerSchema = z.object({
  id: str(),
  email: str(),
  relation: z.enum(managerRelations),
  status: z.enum(["invited", "active"]),
});
export type Manager = z.infer<typeof managerSchema>;

/** `POST /api/v1/managers`: the member invites a family member by email. */
export const managerCreateBodySchema = z.object({
  manager: z.object({ email: emailSchema, relation: z.enum(managerRelations) }),
});
export type ManagerCreateBody = z.infer<typeof managerCreateBodySchema>;

/** `GET /api/v1/manager_invites?token=`: what the mailed link's page shows its holder. */
export const managerInviteQuerySchema = z.object({ token: str().min(20).max(200) });
export const managerInviteSchema = z.object({
  /** The member's first name, as the invitation mail gave it. */
  member_name: str(),
  relation: z.enum(managerRelations),
  email: str(),
  /**
   * Whether the invited email already has a sign-in: told only to the holder of the mailed
   * link (the mailbox's owner), so the page asks for that password instead of a new one.
   */
  has_account: z.boolean(),
});
export type ManagerInvite = z.infer<typeof managerInviteSchema>;

/**
 * `POST /api/v1/manager_invites/accept`: a new sign-in (name and a new password) or, when the
 * email has one, its password. Answers a session that acts on the managed profile.
 */
export const managerAcceptBodySchema = z.object({
  token: str().min(20).max(200),
  name: str().min(1).max(80).optional(),
  password: passwordSchema,
});
export type ManagerAcceptBody = z.infer<typeof managerAcceptBodySchema>;

/** `GET /api/v1/managers/actions?limit&offset`: the member's own record, newest first. */
export const managerActionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type ManagerActionsQuery = z.infer<typeof managerActionsQuerySchema>;

/** What a recorded call was about, for its words (`other` for calls not named here). */
export const profileActionAreas = [
  "profile",
  "photos",
  "video",
  "preferences",
  "interests",
  "chat_requests",
  "messages",
  "photo_requests",
  "contacts",
  "documents",
  "shortlist",
  "blocks",
  "searches",
  "settings",
  "managers",
  "payments",
  "other",
] as const;
export type ProfileActionArea = (typeof profileActionAreas)[number];

/** One line of the record: when, who (the member or a manager) and what, in words. */
export const managerActionSchema = z.object({
  id: str(),
  at: str(),
  by: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("member") }),
    /**
     * A manager, by relation and email (shown to the member only), kept after a removal; null
     * only for a line of a removed manager written before lines kept them.
     */
    z.object({
      kind: z.literal("manager"),
      relation: z.enum(managerRelations).nullable(),
      email: str().nullable(),
    }),
  ]),
  area: z.enum(profileActionAreas),
  /** From the call's method: a new thing, a change, or a removal. */
  verb: z.enum(["added", "changed", "removed"]),
});
export type ManagerAction = z.infer<typeof managerActionSchema>;
