import type { CreateSavedSearchBody, SavedSearch } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

export const savedSearchesKeys = {
  list: (userId: string) => ["saved_searches", userId] as const,
};

/** `GET /api/v1/saved_searches`: the member's saved filters, newest first. */
export function useSavedSearches() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: savedSearchesKeys.list(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: SavedSearch[] }>("/api/v1/saved_searches", undefined, signal),
    staleTime: 60_000,
  });
}

/** Save and delete; either refreshes the list. */
export function useSavedSearchChanges() {
  const userId = useSession()?.userId ?? "";
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: savedSearchesKeys.list(userId) });
  const save = useMutation({
    mutationFn: (saved_search: CreateSavedSearchBody["saved_search"]) =>
      api.post<{ data: SavedSearch }>("/api/v1/saved_searches", { saved_search }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/v1/saved_searches/${id}`),
    onSuccess: refresh,
  });
  return { save, remove };
}
