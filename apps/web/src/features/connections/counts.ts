import type { Counts } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { connectionKeys } from "./keys.ts";

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
