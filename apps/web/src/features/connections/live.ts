import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { notify } from "../../lib/notify.ts";
import { realtime } from "../../lib/socket.ts";
import { connectionKeys, invalidateConnections } from "./keys.ts";

/*
 * The connections feature's live part: what a member's screens do when the socket says
 * something changed. The layout loads this module after the first screen (like the socket
 * itself), so none of it is in the entry chunk.
 */

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
 * Listens for a signed-in member until the returned function is called:
 * - another member's interest, chat request, block or unblock, and a change from my other tab,
 *   re-fetch what they touch (after a reconnect the route effects re-fetch everything);
 * - 'You have a new message' (spec section 8) for a message someone sent me, unless its
 *   conversation is open (the chat page shows it and marks it read). It follows the `message`
 *   event, not the unread count: a block or an unblock changes the count without a message.
 */
export function startConnectionsLive(queryClient: QueryClient, userId: string, t: TFunction) {
  const refresh = () => invalidateConnections(queryClient, userId);
  const stops = [
    realtime.on("interest", refresh),
    realtime.on("chat_request", refresh),
    realtime.on("connections_changed", refresh),
    realtime.on("message", ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.threads(userId) });
      if (message.from === userId || message.from === openWith) return;
      void notify(t("notify.newMessage"), { tone: "info", id: `message-${message.from}` });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
