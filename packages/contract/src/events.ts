import type { AdEvent } from "./ads.ts";
import type { BotError, BotQuestion, BotReply } from "./assistant.ts";
import type { ChatMessage, ChatRequestEventType, InterestEventType } from "./connections.ts";
import type { NotificationEvent } from "./notifications.ts";
import type { PhotoRequestEventType } from "./privacy.ts";

/** Socket.IO events, typed once for both sides (architecture.md, Real time). */
export interface ScoreEvent {
  score: number;
  personal_verification_verified: boolean;
  job_verification_verified: boolean;
  salary_details_verified: boolean;
  property_details_verified: boolean;
  show_google_btn: boolean;
}

export interface ServerToClientEvents {
  joined: (payload: { ok: boolean; rooms: string[] }) => void;
  publish: (payload: { chat_count: number }) => void;
  score: (payload: ScoreEvent) => void;
  ad: (payload: AdEvent) => void;
  message: (payload: { thread_id: string; message: ChatMessage }) => void;
  /** To the member whose lists changed: an interest received, answered or cancelled. */
  interest: (payload: { type: InterestEventType; id: string }) => void;
  chat_request: (payload: { type: ChatRequestEventType; id: string }) => void;
  /** To both members when a photo request is sent, answered or withdrawn. */
  photo_request: (payload: { type: PhotoRequestEventType; id: string }) => void;
  /**
   * To both members of a pair when a block or unblock changes what they may see of each other;
   * no ids, so the blocked member learns nothing a 404 would not tell them. Clients re-fetch.
   */
  connections_changed: (payload: Record<string, never>) => void;
  /** A new notification for the member, with the bell's unread count. */
  notification: (payload: NotificationEvent) => void;
  /** The bell's count changed without a new notification (read on another tab or device). */
  notifications_read: (payload: { unread: number }) => void;
  bot_reply: (payload: BotReply) => void;
  bot_error: (payload: BotError) => void;
}

export interface ClientToServerEvents {
  from_user_to_bot: (payload: BotQuestion) => void;
}

export const roomForUser = (userId: string) => `pub${userId}`;
export const botRoomForUser = (userId: string) => `bot-${userId}`;
/**
 * The Phoenix chat topic of a pair, ids in sorting order (`chat{lower}:{higher}`), so both
 * members join the same topic; the server refuses the other order.
 */
export const chatRoomFor = (a: string, b: string) => (a < b ? `chat${a}:${b}` : `chat${b}:${a}`);
