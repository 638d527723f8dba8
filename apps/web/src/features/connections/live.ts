import type { QueryClient } from "@tanstack/react-query";
import { realtime } from "../../lib/socket.ts";
import { connectionKeys, invalidateConnections } from "./keys.ts";

/*
 * The connections feature's live part: what a member's screens do when the socket says
 * something changed. The layout loads this module after the first screen (like the socket
 * itself), so none of it is in the entry chunk.
 */

/**
 * Listens for a signed-in member until the returned function is called: another member's
 * interest, chat request, block or unblock, a message, and a change from my other tab re-fetch
 * what they touch (after a reconnect the route effects re-fetch everything). Who sent a message
 * is announced by the notifications feature ("Krupa sent you a message", which opens the chat),
 * from the `notification` event that names them.
 */
export function startConnectionsLive(queryClient: QueryClient, userId: string) {
  const refresh = () => invalidateConnections(queryClient, userId);
  const stops = [
    realtime.on("interest", refresh),
    realtime.on("chat_request", refresh),
    realtime.on("connections_changed", refresh),
    realtime.on("message", () => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.threads(userId) });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
