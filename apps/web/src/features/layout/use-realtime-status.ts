import type { Counts } from "@sagpan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { useSession } from "../../lib/use-session.ts";
import { layoutKeys, type MeWithStatus } from "./api.ts";

/**
 * Keeps the navigation's counts and the profile score in step with the server's `publish`,
 * `interest`, `chat_request` and `score` events; a rising unread count says 'You have a new
 * message'. An interest or chat request sent, answered or withdrawn changes what waits for an
 * answer, so the counts are read again.
 */
export function useRealtimeStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";

  useRealtimeEvent("publish", ({ chat_count }) => {
    const key = layoutKeys.counts(userId);
    const previous = queryClient.getQueryData<Counts>(key);
    if (chat_count > (previous?.chat_count ?? 0)) {
      notify(t("notify.newMessage"), { tone: "info" });
    }
    queryClient.setQueryData<Counts>(key, (old) =>
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
