import { useCounts } from "../layout/api.ts";

/**
 * The badge counts: interests waiting for my answer, chat requests waiting for my answer and
 * unread messages. For the navigation and the Interests and Chats pages' own tabs.
 */
export function useConnectionCounts() {
  const { data } = useCounts();
  return {
    interestsReceived: data?.interests_received ?? 0,
    chatRequests: data?.chat_requests ?? 0,
    unread: data?.chat_count ?? 0,
    /** False until the counts first arrive (the zeros above are then only placeholders). */
    loaded: data !== undefined,
  };
}
