import type { QueryClient } from "@tanstack/react-query";

/*
 * The connections feature's query keys and the one invalidation every connection change passes
 * through. Tiny and free of UI, so the layout's badges can import it without the feature.
 */

/** The chat page's link for a conversation with a member. */
export { chatPath } from "@sagpan/contract/links";

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
