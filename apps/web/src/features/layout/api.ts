import type { Counts, Me, ScoreEvent, SiteInfo } from "@sagpan/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

/**
 * GET /api/v1/me with the optional extras the top bar shows when present: the profile
 * score and the verification flags of the `score` event.
 */
export type MeWithStatus = Me & Partial<ScoreEvent>;

export const layoutKeys = {
  me: (userId: string) => ["me", userId] as const,
  counts: (userId: string) => ["counts", userId] as const,
  site: ["site"] as const,
};

export const meOptions = (userId: string) =>
  queryOptions({
    queryKey: layoutKeys.me(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: MeWithStatus }>("/api/v1/me", undefined, signal).then((r) => r.data),
    staleTime: 60_000,
  });

export function useMe() {
  const session = useSession();
  return useQuery({ ...meOptions(session?.userId ?? ""), enabled: Boolean(session) });
}

/**
 * Unread chats and pending requests, for every badge (bars, menu, the connection pages' tabs);
 * fetched again whenever the window regains focus. Between fetches the socket keeps them
 * current (use-realtime-status.ts), so a badge drawn later reuses them instead of asking again.
 */
export function useCounts() {
  const session = useSession();
  const userId = session?.userId ?? "";
  return useQuery({
    queryKey: layoutKeys.counts(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: Counts }>("/api/v1/counts/subscribe", undefined, signal).then((r) => r.data),
    enabled: Boolean(session),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** Contact details, social links and the grievance officer shown in the footer. */
export function useSite() {
  return useQuery({
    queryKey: layoutKeys.site,
    queryFn: ({ signal }) =>
      api.get<{ data: SiteInfo }>("/api/v1/site", undefined, signal).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
