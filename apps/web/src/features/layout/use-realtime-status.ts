import type { Counts } from "@sagpan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import { layoutKeys, type MeWithStatus } from "./api.ts";

/**
 * Keeps the navigation's counts and the profile score in step with the server's `publish`,
 * `interest`, `chat_request` and `score` events. An interest or chat request sent, answered or
 * withdrawn changes what waits for an answer, so the counts are read again. ('You have a new
 * message' comes from the message event alone: features/connections/live.ts.)
 */
export function useRealtimeStatus() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";

  const { t } = useTranslation();
  // Through a ref: the router gives a new navigate on each route change, and the listeners
  // should not be started again for that.
  const routerNavigate = useNavigate();
  const navigate = useRef(routerNavigate);
  navigate.current = routerNavigate;

  // Connections (interests, chat requests, blocks) re-fetch on their events; the notification
  // that names the sender is announced by the notifications feature, so a block or unblock that
  // changes the count says nothing. Loaded after the first screen, as the socket is: none of it
  // is in the entry chunk.
  useEffect(() => {
    if (!userId) return;
    const stops: (() => void)[] = [];
    let cancelled = false;
    void Promise.all([import("../connections/live.ts"), import("../notifications/live.ts")]).then(
      ([{ startConnectionsLive }, { startNotificationsLive }]) => {
        if (cancelled) return;
        stops.push(startConnectionsLive(queryClient, userId));
        stops.push(
          startNotificationsLive(queryClient, userId, t, (path) => void navigate.current(path)),
        );
      },
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [queryClient, userId, t]);

  useRealtimeEvent("publish", ({ chat_count }) => {
    queryClient.setQueryData<Counts>(layoutKeys.counts(userId), (old) =>
      old ? { ...old, chat_count } : { chat_count, interests_received: 0, chat_requests: 0 },
    );
  });

  const refreshCounts = () =>
    void queryClient.invalidateQueries({ queryKey: layoutKeys.counts(userId) });
  useRealtimeEvent("interest", refreshCounts);
  useRealtimeEvent("chat_request", refreshCounts);

  useRealtimeEvent("score", (event) => {
    queryClient.setQueryData<MeWithStatus>(layoutKeys.me(userId), (old) =>
      old ? { ...old, ...event } : old,
    );
  });
}
