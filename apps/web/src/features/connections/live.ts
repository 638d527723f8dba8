import type { Counts } from "@sagpan/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";

/*
 * The connections feature's live part, which the app layout mounts for every member page:
 * query keys, the one invalidation every change passes through, the socket listeners and the
 * badge counts. Kept apart from api.ts (mutations, infinite queries) so that the entry chunk
 * carries only these few lines.
 */

/** The chat page's link for a conversation with a member. */
export const chatPath = (memberId: string) => `/chat?with=${encodeURIComponent(memberId)}`;

export type InterestTab = "sent" | "received" | "matched";
export const connectionKeys = {
  interests: (userId: string, type: InterestTab) => ["interests", userId, type] as const,
  allInterests: (userId: string) => ["interests", userId] as const,
  chatRequests: (userId: string) => ["chat-requests", userId] as const,
  threads: (userId: string) => ["chat-threads", userId] as const,
  messages: (userId: string, withId: string) => ["messages", userId, withId] as const,
  allMessages: (userId: string) => ["messages", userId] as const,
  /** The same key as the layout's useCounts: one cache entry for every badge. */
  counts: (userId: string) => ["counts", userId] as const,
  /** Every profile the member has open (the action bar reads its flags). */
  profiles: (userId: string) => ["profiles", "detail", userId] as const,
};

const useUserId = () => useSession()?.userId ?? "";

/**
 * Everything that shows where a member stands with others, marked stale at once: the lists,
 * the open conversations, the badges and the profiles' action bars. Every connection change
 * (mine, or another member's over the socket) passes through here, so no screen keeps showing
 * an answered request or a blocked member.
 */
export function invalidateConnections(queryClient: QueryClient, userId: string) {
  for (const queryKey of [
    connectionKeys.allInterests(userId),
    connectionKeys.chatRequests(userId),
    connectionKeys.threads(userId),
    connectionKeys.allMessages(userId),
    connectionKeys.counts(userId),
    connectionKeys.profiles(userId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Mounted once for a signed-in member (by the app layout): another member's interest, chat
 * request, block or unblock, and a change from my other tab re-fetch what they touch (after a
 * reconnect the route effects re-fetch everything).
 */
export function useConnectionsSync() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const refresh = () => invalidateConnections(queryClient, userId);
  useRealtimeEvent("interest", refresh);
  useRealtimeEvent("chat_request", refresh);
  useRealtimeEvent("connections_changed", refresh);
}

const countsRequest = (signal?: AbortSignal) =>
  api.get<{ data: Counts }>("/api/v1/counts/subscribe", undefined, signal).then((r) => r.data);

/**
 * The badge counts: interests waiting for my answer, chat requests waiting for my answer and
 * unread messages. For the navigation and the Interests and Chats pages' own tabs.
 */
export function useConnectionCounts() {
  const session = useSession();
  const userId = session?.userId ?? "";
  const { data } = useQuery({
    queryKey: connectionKeys.counts(userId),
    queryFn: ({ signal }) => countsRequest(signal),
    enabled: Boolean(session),
    refetchOnWindowFocus: true,
  });
  return {
    interestsReceived: data?.interests_received ?? 0,
    chatRequests: data?.chat_requests ?? 0,
    unread: data?.chat_count ?? 0,
  };
}

/** The member whose conversation is on screen, if any (one chat page at a time). */
let openWith: string | null = null;

/** The chat page says whose conversation is open while it is mounted. */
export function useOpenConversation(withId: string) {
  useEffect(() => {
    openWith = withId;
    return () => {
      if (openWith === withId) openWith = null;
    };
  }, [withId]);
}

/**
 * 'You have a new message' (spec section 8) for a message someone sent me, unless its
 * conversation is open (the chat page shows it and marks it read). It follows the `message`
 * event, not the unread count: a block or an unblock changes the count without a message.
 */
export function useNewMessageNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  useRealtimeEvent("message", ({ message }) => {
    void queryClient.invalidateQueries({ queryKey: connectionKeys.threads(userId) });
    if (message.from === userId || message.from === openWith) return;
    void notify(t("notify.newMessage"), { tone: "info", id: `message-${message.from}` });
  });
}
