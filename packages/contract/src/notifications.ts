import { z } from "zod";
import { connectionProfileSchema } from "./connections.ts";
import { str } from "./text.ts";

/**
 * The in-app notification centre, mail and Web Push (api-contract.md, "Notifications and the
 * installable app"; business-rules.md, "Notifications").
 */
export const notificationKinds = [
  "interest_received",
  "interest_accepted",
  "chat_request_received",
  "chat_request_accepted",
  "message",
  "profile_viewed",
  "photo_request_received",
  "photo_request_accepted",
  "document_approved",
  "document_rejected",
  "plan_activated",
  "plan_expiring",
  "recommendations_ready",
  "saved_search_matches",
  "manager_joined",
  "data_export_ready",
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * What each kind carries besides its actor: ids the web app links to and the few words a
 * sentence needs. Never a message's text, a phone number or an address (a push of a pair that
 * is not connected may carry none, and the same object goes to every channel).
 */
export interface NotificationDataByKind {
  interest_received: { interest_id: string };
  interest_accepted: { interest_id: string };
  chat_request_received: { chat_request_id: string };
  chat_request_accepted: { chat_request_id: string };
  /** The chat is the other member's id (the actor's). */
  message: Record<string, never>;
  profile_viewed: Record<string, never>;
  photo_request_received: { request_id: string };
  photo_request_accepted: { request_id: string };
  document_approved: { document: string };
  document_rejected: { document: string };
  plan_activated: { plan: string; ends_at: string };
  plan_expiring: { plan: string; ends_at: string };
  recommendations_ready: { count: number };
  saved_search_matches: { count: number; search_id?: string };
  /** Who joined, by their relation to the member (older rows have none). */
  manager_joined: { relation?: "parent" | "sibling" | "relative" | "friend" };
  /** The member's ZIP ("My data") can be downloaded until then. */
  data_export_ready: { expires_at: string };
}

const dataValueSchema = z.union([str(), z.number(), z.boolean(), z.null()]);

export const notificationSchema = z.object({
  id: str(),
  kind: notificationKindSchema,
  /** When it happened (the latest time, for kinds that gather repeats: message, profile_viewed). */
  at: str(),
  read: z.boolean(),
  /** The other member as the recipient may see them, or null for the app's own news. */
  actor: connectionProfileSchema.nullable(),
  data: z.record(z.string(), dataValueSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/v1/notifications?limit&offset`. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  next: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/v1/notifications/read`: some of mine by id, or all of them. */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(str().min(1).max(64)).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadBodySchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int() });

/** The live event to the recipient's room: the new notification and the bell's count. */
export interface NotificationEvent {
  notification: Notification;
  unread: number;
}

// Mail and push settings ---------------------------------------------------------------------

export const emailFrequencies = ["instant", "daily", "weekly", "off"] as const;
export const emailFrequencySchema = z.enum(emailFrequencies);
export type EmailFrequency = z.infer<typeof emailFrequencySchema>;

/**
 * How often each kind is mailed unless the member chose otherwise (business-rules.md):
 * interests and chat requests at once, visitors and recommendations in the daily digest,
 * everything else in the weekly one.
 */
export const defaultEmailFrequency: Record<NotificationKind, EmailFrequency> = {
  interest_received: "instant",
  interest_accepted: "instant",
  chat_request_received: "instant",
  chat_request_accepted: "instant",
  message: "weekly",
  profile_viewed: "daily",
  photo_request_received: "weekly",
  photo_request_accepted: "weekly",
  document_approved: "weekly",
  document_rejected: "weekly",
  plan_activated: "weekly",
  plan_expiring: "weekly",
  recommendations_ready: "daily",
  saved_search_matches: "weekly",
  manager_joined: "weekly",
  // The export job mails the member itself, at once: a digest line would say it twice.
  data_export_ready: "off",
};

/**
 * Which kinds push to the member's devices unless they chose otherwise: every kind but profile
 * visits (one member browsing could buzz a phone all evening; the bell and the daily digest
 * tell of them).
 */
export const defaultPush: Record<NotificationKind, boolean> = {
  interest_received: true,
  interest_accepted: true,
  chat_request_received: true,
  chat_request_accepted: true,
  message: true,
  profile_viewed: false,
  photo_request_received: true,
  photo_request_accepted: true,
  document_approved: true,
  document_rejected: true,
  plan_activated: true,
  plan_expiring: true,
  recommendations_ready: true,
  saved_search_matches: true,
  manager_joined: true,
  data_export_ready: true,
};

const perKind = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, value])) as Record<
      NotificationKind,
      T
    >,
  );

export const notificationSettingsSchema = z.object({
  email: perKind(emailFrequencySchema),
  push: perKind(z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/v1/notification_settings { settings }`: only the kinds named change. */
export const updateNotificationSettingsBodySchema = z.object({
  settings: z.object({
    email: perKind(emailFrequencySchema).partial().optional(),
    push: perKind(z.boolean()).partial().optional(),
  }),
});
export type NotificationSettingsChange = z.infer<
  typeof updateNotificationSettingsBodySchema
>["settings"];

// Web Push ------------------------------------------------------------------------------------

/** `GET /api/v1/push/key`: the VAPID public key (base64url, an uncompressed P-256 point). */
export const pushKeySchema = z.object({ key: str() });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it. The API checks the rest:
 * an https endpoint on a known push service, `p256dh` a P-256 point and `auth` 16 bytes, both
 * base64url.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: str().min(1).max(2048),
  keys: z.object({
    p256dh: str().min(1).max(200),
    auth: str().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `POST /api/v1/push/subscriptions` → 201 (one per device; the endpoint is its identity). */
export const subscribePushBodySchema = z.object({ subscription: pushSubscriptionSchema });

/** `DELETE /api/v1/push/subscriptions { endpoint }` → 204; only the caller's own. */
export const unsubscribePushBodySchema = z.object({ endpoint: str().min(1).max(2048) });

/**
 * What a push carries (decrypted by the service worker), in the member's language: the
 * sentence of the notification centre, the page a tap opens (a path of this site) and a tag
 * that makes a later push about the same thing replace the earlier one on the device.
 */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path on this site, e.g. `/chat?with=…`. */
  url: string;
  tag: string;
}
