import type { VisitorCount, VisitorsList } from "@sagpan/contract";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { visitorCountRequest } from "./requests.ts";

export const VISITORS_PAGE = 20;

export const visitorsKeys = {
  all: ["visitors"] as const,
  count: (userId: string) => ["visitors", "count", userId] as const,
  list: (userId: string) => ["visitors", "list", userId] as const,
};

/** `GET /api/v1/visitors/count`: how many, how many new, and on which days (every plan). */
export function useVisitorCount() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: visitorsKeys.count(userId),
    queryFn: ({ signal }) => api.get<VisitorCount>(visitorCountRequest, undefined, signal),
    staleTime: 30_000,
  });
}

/** `GET /api/v1/visitors`, a page at a time (Belief and Trust; Free members never ask). */
export function useVisitors(enabled: boolean) {
  const userId = useSession()?.userId ?? "";
  return useInfiniteQuery({
    queryKey: visitorsKeys.list(userId),
    initialPageParam: 0,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      api.get<VisitorsList>(
        "/api/v1/visitors",
        { limit: VISITORS_PAGE, offset: pageParam },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 30_000,
  });
}

/** `POST /api/v1/visitors/seen`: opening the page makes the visits so far no longer new. */
export function useMarkVisitorsSeen() {
  return useMutation({ mutationFn: () => api.post<{ ok: true }>("/api/v1/visitors/seen") });
}
