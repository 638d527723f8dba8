import type { Counts } from "@sagpan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import { useConnectionsSync, useNewMessageNotice } from "../connections/live.ts";
import { layoutKeys, type MeWithStatus } from "./api.ts";

/**
 * Keeps the unread badge and the profile score in step with the server's `publish` and
 * `score` events.
 */
export function useRealtimeStatus() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";

  // Connections (interests, chat requests, blocks) re-fetch on their events; a new message
  // is announced by its own event, so a block or unblock that changes the count says nothing.
  useConnectionsSync();
  useNewMessageNotice();

  useRealtimeEvent("publish", ({ chat_count }) => {
    queryClient.setQueryData<Counts>(layoutKeys.counts(userId), (old) =>
      old ? { ...old, chat_count } : { chat_count, interests_received: 0, chat_requests: 0 },
    );
  });

  useRealtimeEvent("score", (event) => {
    queryClient.setQueryData<MeWithStatus>(layoutKeys.me(userId), (old) =>
      old ? { ...old, ...event } : old,
    );
  });
}
