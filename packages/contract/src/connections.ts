import { z } from "zod";
import { dataOf, listOf } from "./common.ts";
import { picSchema, profilePicSchema } from "./profiles.ts";
import { reportReasons } from "./rules.ts";
import { str } from "./text.ts";

/**
 * Interests, chat requests, chat, blocks, reports and trails: everything between two members
 * (spec sections 3, 4 and 7; business-rules.md, Interests and chat, Trust and safety).
 */
export const connectionLimits = {
  /** Free plan, per calendar day in India (midnight to midnight IST); paid plans: unlimited. */
  freeInterestsPerDay: 5,
  freeChatRequestsPerDay: 3,
  messageMaxLength: 2000,
  /** Messages per page of `GET /message/{id}*{n}`. */
  messagePageSize: 50,
  noteMaxLength: 1000,
  reportDetailsMaxLength: 1000,
} as const;

const memberIdSchema = str().min(1).max(64);
const boolQuery = z.enum(["true", "false"]).transform((v) => v === "true");
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
};

/** The other member as the interest and chat request cards show them. */
export const connectionProfileSchema = z.object({
  id: str(),
  name: str(),
  lastName: str(),
  age: z.number().int(),
  current_city: str().nullable(),
  /** Their work in their words (the profile's `occupation`). */
  occupation: str().nullable(),
  /** The generated avatar, drawn when no photo may be shown. */
  avatar_url: str().nullable(),
  pics: z.array(profilePicSchema),
  primary_profile_pic: picSchema.nullable(),
});
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;

// Interests ---------------------------------------------------------------------------------

export const interestStatuses = ["pending", "accepted", "rejected"] as const;
export const interestStatusSchema = z.enum(interestStatuses);
export type InterestStatus = z.infer<typeof interestStatusSchema>;

export const interestSchema = z.object({
  id: str(),
  status: interestStatusSchema,
  created_at: str(),
  answered_at: str().nullable(),
  from: str(),
  to: str(),
  /** Accepted in either direction, or sent both ways (the Match tab). */
  matched: z.boolean(),
  to_profile: connectionProfileSchema,
  from_profile: connectionProfileSchema,
});
export type Interest = z.infer<typeof interestSchema>;

/** `POST /api/v1/interests` → 201 `{ data: Interest }`. */
export const createInterestBodySchema = z.object({ interest: z.object({ to: memberIdSchema }) });

/** `PUT /api/v1/interests/{id}`: the receiver answers a pending interest. */
export const updateInterestBodySchema = z.object({
  id: str().optional(),
  interest: z.object({ status: z.enum(["accepted", "rejected"]) }),
});

/** `GET /api/v1/interests?type=`: sent and received list every state; matched one per pair. */
export const interestListQuerySchema = z.object({
  type: z.enum(["sent", "received", "matched"]),
  ...pageQuery,
});
export type InterestListQuery = z.infer<typeof interestListQuerySchema>;

export const interestReplySchema = dataOf(interestSchema);
export const interestListSchema = listOf(interestSchema);

// Chat requests -----------------------------------------------------------------------------

export const chatRequestStatuses = ["pending", "accepted", "declined"] as const;
export const chatRequestStatusSchema = z.enum(chatRequestStatuses);
export type ChatRequestStatus = z.infer<typeof chatRequestStatusSchema>;

export const chatRequestSchema = z.object({
  id: str(),
  from: str(),
  to: str(),
  status: chatRequestStatusSchema,
  /** Spec section 4: pending is (false, false), accepted (true, false), declined (false, true). */
  accepted: z.boolean(),
  declined: z.boolean(),
  created_at: str(),
  answered_at: str().nullable(),
  /** The other member. */
  profile: connectionProfileSchema,
  /** The receiver and the sender, as the spec's client reads a sent request (`to_profile`). */
  to_profile: connectionProfileSchema,
  from_profile: connectionProfileSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** `POST /api/v1/chatrequests` → 201 `{ data: ChatRequest }`. */
export const createChatRequestBodySchema = z.object({
  chat_request: z.object({ to: memberIdSchema }),
});

/** `PUT /api/v1/chatrequests/{id}/`: exactly one of accepted and declined is true. */
export const updateChatRequestBodySchema = z.object({
  id: str().optional(),
  chat_request: z
    .object({ accepted: z.boolean(), declined: z.boolean() })
    .refine((v) => v.accepted !== v.declined, {
      message: "Set exactly one of accepted and declined",
    }),
});

/**
 * `GET /api/v1/chatrequests/?accepted=false&from=0`: `accepted=false` lists pending requests,
 * `true` accepted ones; `direction=received` (default) those sent to me, `sent` mine.
 */
/**
 * `GET /api/v1/chatrequests/?accepted=false&from=0`: the spec's call lists the member's SENT
 * requests (those received are `/invites`); `direction=received` lists the other side.
 */
export const chatRequestListQuerySchema = z.object({
  accepted: boolQuery.default(false),
  direction: z.enum(["received", "sent"]).default("sent"),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: pageQuery.limit,
});
export type ChatRequestListQuery = z.infer<typeof chatRequestListQuerySchema>;

export const chatRequestReplySchema = dataOf(chatRequestSchema);
export const chatRequestListSchema = listOf(chatRequestSchema);

/** `GET /api/v1/invites`: what waits on me, newest first. */
export const inviteSchema = z.object({
  kind: z.enum(["interest", "chat_request"]),
  /** The interest's or the chat request's id (answer it through its own call). */
  id: str(),
  from: str(),
  created_at: str(),
  profile: connectionProfileSchema,
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListQuerySchema = z.object(pageQuery);
export const inviteListSchema = listOf(inviteSchema);

// Messages ----------------------------------------------------------------------------------

/** 1 to 2,000 characters after trimming; the stored text is the trimmed one. */
export const messageTextSchema = str().trim().min(1).max(connectionLimits.messageMaxLength);

export const chatMessageSchema = z.object({
  id: str(),
  thread_id: str(),
  from: str(),
  to: str(),
  message: str(),
  client_id: str().nullable(),
  created_at: str(),
  read_at: str().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * `POST /api/v1/message/` → 201 `{ data: ChatMessage }`. `client_id` makes a send safe to retry:
 * the same client_id from the same sender returns the stored message (200) and sends nothing.
 */
export const sendMessageBodySchema = z.object({
  message: z.object({
    to: memberIdSchema,
    message: messageTextSchema,
    client_id: str().min(1).max(64).optional(),
  }),
});
export const chatMessageReplySchema = dataOf(chatMessageSchema);

/**
 * A conversation; one whose chat request was accepted before any message has no thread yet
 * (`thread_id` and `last_message` null) and is listed first, so both members find it at once.
 */
export const chatThreadSchema = z.object({
  thread_id: str().nullable(),
  with: z.object({
    id: str(),
    name: str(),
    primary_profile_pic: picSchema.nullable(),
    /** The generated avatar, drawn when no photo may be shown. */
    avatar_url: str().nullable(),
    /** They paused their profile: the chat stays readable, new messages are refused. */
    paused: z.boolean(),
  }),
  last_message: z.object({ message: str(), from: str(), at: str() }).nullable(),
  unread: z.number().int(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** `GET /api/v1/chat/threads?limit&offset`: latest conversation first. */
export const chatThreadListQuerySchema = z.object(pageQuery);
export const chatThreadListSchema = listOf(chatThreadSchema);

/**
 * `GET /api/v1/message/{id}*{n}`: `{id}` is the other member (a thread_id also works), `{n}`
 * the page, 0 the newest 50. Messages are oldest first within a page; `next` is the page of
 * older messages or null. Opening page 0 marks the thread read.
 */
export const messagePagePattern = /^([^*]{1,64})\*(\d{1,6})$/;
export const messagePageParamsSchema = z.object({ arg: str().regex(messagePagePattern) });
export const messagePageSchema = z.object({
  data: z.array(chatMessageSchema),
  next: z.number().int().nullable(),
  thread_id: str().nullable(),
  /** The other member paused their profile: readable, but new messages get 403 profile.paused. */
  paused: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

// Blocks and reports ------------------------------------------------------------------------

/** `POST /api/v1/block/` → `{ is_blocked: true }`. */
export const blockBodySchema = z.object({ block_request: z.object({ profileId: memberIdSchema }) });
/** `POST /api/v1/unblock/` → `{ is_blocked: false }`. */
export const unblockBodySchema = z.object({
  unblock_request: z.object({ profileId: memberIdSchema }),
});
/** `GET /api/v1/isblock/?profileId=` → `{ is_blocked }`: true when I blocked them. */
export const isBlockQuerySchema = z.object({ profileId: memberIdSchema });
export const blockStateSchema = z.object({ is_blocked: z.boolean() });

export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const reportStatuses = ["open", "dismissed", "warned", "suspended"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

const reportText = str().trim().max(connectionLimits.reportDetailsMaxLength);

/**
 * `POST /api/v1/user/report` → 201 `{ data: UserReport }`. `reason` is the member's own words,
 * free text as the spec has it; a `category` from the list may come alongside. Our web app's
 * form sends a category name as `reason` with optional `details`: a `reason` that is exactly a
 * category name, with no `category`, is read that way (reportFiling).
 */
export const userReportBodySchema = z.object({
  user_report: z
    .object({
      user_to_id: memberIdSchema,
      reason: reportText.min(1),
      category: reportReasonSchema.optional(),
      details: reportText.optional(),
    })
    .refine((r) => reportFiling(r).category !== "other" || reportFiling(r).details !== null, {
      message: "Describe the problem",
      path: ["details"],
    }),
});
export type UserReportBody = z.infer<typeof userReportBodySchema>["user_report"];

/**
 * What a report body files: a category (the given one, the `reason` when it names one, else
 * "other") and the member's words (null when none; "other" always has some, by the schema).
 */
export function reportFiling(body: {
  reason: string;
  category?: ReportReason | undefined;
  details?: string | undefined;
}): {
  category: ReportReason;
  details: string | null;
} {
  const named = reportReasons.find((r) => r === body.reason);
  const category = body.category ?? named ?? "other";
  const words = [named && !body.category ? "" : body.reason, body.details ?? ""]
    .map((part) => part.trim())
    .filter(Boolean)
    .join("\n\n");
  return { category, details: words || null };
}

export const userReportSchema = z.object({
  id: str(),
  user_to_id: str(),
  reason: reportReasonSchema,
  details: str().nullable(),
  status: z.enum(reportStatuses),
  created_at: str(),
});
export const userReportReplySchema = dataOf(userReportSchema);

const personSchema = z.object({ id: str(), name: str(), lastName: str() });

/** One report as an admin sees it. */
/**
 * What a reporter's report weighs toward hiding a profile (the API's rules.reports): an
 * ID-verified member, an account of some standing, or a new one that cannot hide anyone alone.
 */
export const reporterStandingSchema = z.enum(["verified", "established", "new"]);
export type ReporterStanding = z.infer<typeof reporterStandingSchema>;

export const adminReportSchema = userReportSchema.extend({
  reporter: personSchema.extend({ standing: reporterStandingSchema }),
  target: personSchema.extend({
    /** Hidden from lists by open reports. */
    hidden: z.boolean(),
    suspended: z.boolean(),
    open_reports: z.number().int(),
    /** The open reports' summed weight, and the weight at which a profile is hidden. */
    hold_weight: z.number().int(),
    hold_at: z.number().int(),
  }),
  decided_at: str().nullable(),
  decided_by: str().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** `GET /api/v1/admin/reports` (admins only): open reports by default, oldest first. */
export const adminReportListQuerySchema = z.object({
  status: z.enum(["open", "decided", "all"]).default("open"),
  ...pageQuery,
});
export const adminReportListSchema = listOf(adminReportSchema);

/**
 * `POST /api/v1/admin/reports/{id}/decision`: decides every open report about the same member.
 * dismiss and warn lift the hiding; suspend hides the member everywhere and signs them out.
 */
export const reportDecisionBodySchema = z.object({
  action: z.enum(["dismiss", "warn", "suspend"]),
});
export const reportDecisionReplySchema = z.object({
  data: adminReportSchema,
  /** How many open reports the decision closed. */
  closed: z.number().int(),
});

// Trails ------------------------------------------------------------------------------------

export const trailKinds = [
  "viewed",
  "interest_sent",
  "interest_accepted",
  "interest_rejected",
  "interest_cancelled",
  "chat_request_sent",
  "chat_request_accepted",
  "chat_request_declined",
  "chat_request_cancelled",
  "blocked",
  "note",
] as const;

/** One step of my private timeline with a profile; `by` says who acted. */
export const trailEntrySchema = z.object({
  kind: z.enum(trailKinds),
  at: str(),
  by: z.enum(["me", "them"]),
  /** The note's id for notes, else null. */
  id: str().nullable(),
  note: str().nullable(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;

/** `GET /api/v1/trails?pid=` → `{ data: TrailEntry[], next: null }`, newest first. */
export const trailQuerySchema = z.object({ pid: memberIdSchema });
export const trailListSchema = listOf(trailEntrySchema);

/** `POST /api/v1/trail` → 201 `{ data: TrailEntry }` (a private note, only mine). */
export const addTrailNoteBodySchema = z.object({
  pid: memberIdSchema,
  note: str().trim().min(1).max(connectionLimits.noteMaxLength),
});
export const trailEntryReplySchema = dataOf(trailEntrySchema);

// Socket events -----------------------------------------------------------------------------

/** "sent" goes to the sender's own sockets (their other tabs); the rest to both members. */
export type InterestEventType = "sent" | "received" | "accepted" | "rejected" | "cancelled";
export type ChatRequestEventType = "sent" | "received" | "accepted" | "declined" | "cancelled";
