import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { usePageViews } from "../features/analytics/analytics.ts";
import { useSessionCheck } from "../features/session/use-session-check.ts";
import { realtime } from "../lib/socket.ts";
import { useSession } from "../lib/use-session.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { useApiBridge } from "./api-bridge.ts";
import { useTextOverrides } from "./text-overrides.ts";

/** What the server pushes over the socket: events sent before it joined would be missed. */
const LIVE_QUERIES = ["counts", "chat-threads", "messages", "interests", "chat-requests"];

/**
 * The socket is open only while a member is signed in. Its first join re-fetches only the live
 * parts (the page's other queries are seconds old; fetching them twice doubled a first load's
 * work); a reconnect, after time away, refreshes everything.
 */
function useRealtimeConnection() {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    // After the first screen: the socket's handshake would compete with the page for the phone's
    // connections and main thread, and its first join re-syncs what it might have missed.
    const cancel = whenIdle(() => void realtime.connect(token));
    return () => {
      cancel();
      realtime.disconnect();
    };
  }, [token]);
  useEffect(
    () =>
      realtime.onJoined((first) => {
        if (!first) return void queryClient.invalidateQueries();
        for (const key of LIVE_QUERIES) void queryClient.invalidateQueries({ queryKey: [key] });
      }),
    [queryClient],
  );
}

function useScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls up on each route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Work done on every route change and for the whole visit; renders nothing. */
export function RouteEffects() {
  useApiBridge();
  useScrollToTop();
  useSessionCheck();
  usePageViews();
  useTextOverrides();
  useRealtimeConnection();
  return null;
}
