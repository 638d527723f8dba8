import type { MatchCard, MatchType } from "@sagpan/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

export const MATCHES_PAGE = 20;

export const matchesKeys = {
  all: ["matches"] as const,
  list: (userId: string, type: MatchType) => ["matches", "list", userId, type] as const,
};

/** `GET /api/v1/matches?type=`, a page at a time, newest first. */
export function useMatches(type: MatchType) {
  const userId = useSession()?.userId ?? "";
  return useInfiniteQuery({
    queryKey: matchesKeys.list(userId, type),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ data: MatchCard[]; next: number | null }>(
        "/api/v1/matches",
        { type, limit: MATCHES_PAGE, offset: pageParam },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 10_000,
  });
}
