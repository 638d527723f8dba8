import { type ChatMessage, type ChatThread, chatRoomFor, connectionLimits } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { ChatRequestsService } from "../chat-requests/chat-requests.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { ProfileMedia } from "../profiles/profile-media.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { MessageRow, MessagesRepository } from "./messages.repository.ts";

export interface MessagesDeps {
  messages: MessagesRepository;
  chatRequests: Pick<ChatRequestsService, "canChat">;
  media: Pick<ProfileMedia, "primaryPics">;
  events: Pick<Realtime, "toUser" | "toRoom">;
  notifications: Pick<NotificationsService, "notify" | "seen">;
  /** Which of these members paused their profile (privacy module). */
  pausedAmong: (userIds: string[]) => Promise<Set<string>>;
  clock: () => Date;
}

const toWire = (row: MessageRow): ChatMessage => ({
  id: row.id,
  thread_id: row.threadId,
  from: row.fromId,
  to: row.toId,
  message: row.body,
  client_id: row.clientId,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

export function createMessagesService(deps: MessagesDeps) {
  const { messages, events, clock } = deps;

  async function publishCount(memberId: string) {
    events.toUser(memberId, "publish", { chat_count: await messages.unreadTotal(memberId) });
  }

  /** The thread with `id` (a member id, or a thread id of mine), or null before any message. */
  async function threadWith(memberId: string, id: string) {
    const thread = await messages.thread(id);
    if (thread) {
      const other =
        thread.userLow === memberId
          ? thread.userHigh
          : thread.userHigh === memberId
            ? thread.userLow
            : null;
      if (!other || !(await messages.reachable(memberId, other)))
        throw new AppError("chat.thread_not_found");
      return thread;
    }
    if (id === memberId) throw new AppError("chat.self");
    // A blocked pair sees no messages at all, in either direction.
    if (!(await messages.reachable(memberId, id))) throw new AppError("profile.not_found");
    return messages.threadBetween(memberId, id);
  }

  return {
    /** Whether the two may message each other now (not blocked, a chat request accepted). */
    async mayChat(a: string, b: string) {
      if (a === b) return false;
      const [reachable, allowed] = await Promise.all([
        messages.reachable(a, b),
        deps.chatRequests.canChat(a, b),
      ]);
      return reachable && allowed;
    },

    /**
     * Stores first, then tells both members' sockets and the receiver's unread badge: a
     * client that misses the event finds the message when it re-fetches.
     */
    async send(
      memberId: string,
      input: { to: string; message: string; client_id?: string | undefined },
    ): Promise<{ message: ChatMessage; created: boolean }> {
      if (input.to === memberId) throw new AppError("chat.self");
      // The three reads are independent: asked at once, a send waits for one round trip
      // instead of three (each one a wait for a CPU when the machine is busy).
      const [earlier, reachable, allowed, paused] = await Promise.all([
        input.client_id ? messages.byClientId(memberId, input.client_id) : null,
        messages.reachable(memberId, input.to),
        deps.chatRequests.canChat(memberId, input.to),
        deps.pausedAmong([input.to]),
      ]);
      if (earlier) return { message: toWire(earlier), created: false };
      if (!reachable) throw new AppError("profile.not_found");
      if (!allowed) throw new AppError("chat.not_allowed");
      // A paused profile takes no new messages; the conversation stays readable (business rules).
      if (paused.has(input.to)) throw new AppError("profile.paused");
      const { row, created } = await messages.store({
        fromId: memberId,
        toId: input.to,
        body: input.message,
        clientId: input.client_id ?? null,
        now: clock(),
      });
      const message = toWire(row);
      if (created) {
        events.toUser(input.to, "message", { thread_id: row.threadId, message });
        events.toUser(memberId, "message", { thread_id: row.threadId, message });
        // And the pair's Phoenix chat topic, for a chat screen that joined only that.
        events.toRoom(chatRoomFor(memberId, input.to), "message", {
          thread_id: row.threadId,
          message,
        });
        await publishCount(input.to);
        // "Krupa sent you a message": one unread line per sender, never the text itself.
        await deps.notifications.notify({
          kind: "message",
          to: input.to,
          actor: memberId,
          data: {},
        });
      }
      return { message, created };
    },

    /** Page 0 is the newest messages and opening it marks the thread read. */
    async page(memberId: string, id: string, page: number) {
      const thread = await threadWith(memberId, id);
      const otherId = !thread ? id : thread.userLow === memberId ? thread.userHigh : thread.userLow;
      const paused = (await deps.pausedAmong([otherId])).has(otherId);
      if (!thread) return { data: [], next: null, thread_id: null, paused };
      if (page === 0 && (await messages.markRead(thread.id, memberId, clock())) > 0) {
        await publishCount(memberId);
        await deps.notifications.seen(memberId, "message", otherId);
      }
      const size = connectionLimits.messagePageSize;
      const rows = await messages.page(thread.id, page, size);
      return {
        data: rows.slice(0, size).reverse().map(toWire),
        next: rows.length > size ? page + 1 : null,
        thread_id: thread.id,
        paused,
      };
    },

    /**
     * Latest conversation first. The first page starts with the chats accepted but not yet
     * begun, so both members find the conversation as soon as the request is accepted.
     */
    async threads(memberId: string, limit: number, offset: number) {
      const [rows, fresh] = await Promise.all([
        messages.threads(memberId, limit, offset),
        offset === 0 ? messages.acceptedWithoutThread(memberId, limit) : [],
      ]);
      const page = rows.slice(0, limit);
      const others = [...fresh.map((r) => r.otherId), ...page.map((r) => r.otherId)];
      const [pics, paused] = await Promise.all([
        deps.media.primaryPics(others, { memberId }),
        deps.pausedAmong(others),
      ]);
      const waiting: ChatThread[] = fresh.map((r) => ({
        thread_id: null,
        with: {
          id: r.otherId,
          name: r.name,
          primary_profile_pic: pics.get(r.otherId) ?? null,
          avatar_url: r.avatarUrl,
          paused: paused.has(r.otherId),
        },
        last_message: null,
        unread: 0,
      }));
      const started: ChatThread[] = page.map((r) => ({
        thread_id: r.threadId,
        with: {
          id: r.otherId,
          name: r.name,
          primary_profile_pic: pics.get(r.otherId) ?? null,
          avatar_url: r.avatarUrl,
          paused: paused.has(r.otherId),
        },
        last_message: { message: r.body, from: r.fromId, at: r.at.toISOString() },
        unread: r.unread,
      }));
      return { data: [...waiting, ...started], next: rows.length > limit ? offset + limit : null };
    },

    /** Total unread for the chat badge; also re-sent when a block changes what counts. */
    unreadTotal: (memberId: string) => messages.unreadTotal(memberId),
    publishCount,

    counts: async (memberId: string) => ({ chat_count: await messages.unreadTotal(memberId) }),

    erase: (memberId: string) => messages.erase(memberId),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
