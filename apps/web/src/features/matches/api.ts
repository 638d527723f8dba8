import type { MatchCard, MatchType, Recommendations } from "@sagpan/contract";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { matchesRequest, recommendationsRequest } from "./requests.ts";

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
        ...matchesRequest(type, pageParam),
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 10_000,
  });
}

export const recommendationsKey = (userId: string) =>
  ["matches", "recommendations", userId] as const;

/** `GET /api/v1/recommendations`: today's list, the same all day (India date). */
export function useRecommendations() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: recommendationsKey(userId),
    queryFn: ({ signal }) => api.get<Recommendations>(recommendationsRequest, undefined, signal),
    staleTime: 60_000,
  });
}

/** Takes a card out of today's list as shown (the server leaves it out from now on too). */
export function useDropRecommendation() {
  const userId = useSession()?.userId ?? "";
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.setQueryData<Recommendations>(recommendationsKey(userId), (old) =>
      old ? { ...old, data: old.data.filter((card) => card.id !== id) } : old,
    );
}

/** `POST /api/v1/recommendations/{pid}/skip`: not recommended again for 30 days. */
export function useSkipRecommendation(onSkipped: (id: string) => void) {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/v1/recommendations/${encodeURIComponent(id)}/skip`, {}),
    onSuccess: (_reply, id) => onSkipped(id),
  });
}
