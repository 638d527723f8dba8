import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useRealtimeStatus } from "../features/layout/use-realtime-status.ts";
import { api } from "../lib/api.ts";
import { pushAsk, usePushAskWanted } from "../lib/push-ask.ts";
import { realtime } from "../lib/socket.ts";
import { whenIdle } from "../lib/when-idle.ts";

// The offer of push notifications, only when lib/push-ask.ts says it is the moment.
const PushPrompt = lazy(() =>
  import("../features/notifications/push-prompt.tsx").then((m) => ({ default: m.PushPrompt })),
);

/** What the server pushes over the socket: events sent before it joined would be missed. */
const LIVE_QUERIES = [
  "counts",
  "chat-threads",
  "messages",
  "interests",
  "chat-requests",
  "notifications",
];

/**
 * A signed-in member's live connection, drawn only while there is a session (routes.tsx), so
 * visitors and the sign-in page never download the socket code. Signing out unmounts it, and
 * the cleanup closes the socket.
 *
 * Its first join re-fetches only the live parts (the page's other queries are seconds old;
 * fetching them twice doubled a first load's work); a reconnect, after time away, refreshes
 * everything.
 */
export function MemberLive({ token }: { token: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
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
  // Dismissed by the server: a call tells whether the session ended (401 signs out, as on
  // every call) or stands (a sign-out elsewhere of another sign-in on this profile).
  useEffect(
    () =>
      realtime.onDismissed(() => {
        void api.get("/api/v1/me").then(
          () => realtime.reconnect(),
          () => {},
        );
      }),
    [],
  );
  // Each visit counts (lib/push-ask.ts): the offer of push never comes on the first one, and
  // an interest sent then brings it on the next, once the page is idle.
  useEffect(() => whenIdle(() => pushAsk.visitStarted()), []);
  useRealtimeStatus();
  return usePushAskWanted() ? (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  ) : null;
}
