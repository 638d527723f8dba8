import type { Preferences } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

/** Partner preferences (`GET`/`PUT /api/v1/preferences`): always the signed-in member's own. */
export const preferencesKey = (userId: string) => ["preferences", userId] as const;

export function usePreferences() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: Preferences }>("/api/v1/preferences", undefined, signal),
    select: (reply) => reply.data,
  });
}

/** Saves them; every match list and "How you match" is read again after (they depend on it). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      api.put<{ data: Preferences }>("/api/v1/preferences", { preferences }),
    onSuccess: (reply) => {
      queryClient.setQueryData(preferencesKey(userId), reply);
      void queryClient.invalidateQueries({ queryKey: ["matches"] });
      void queryClient.invalidateQueries({ queryKey: ["profiles", "detail"] });
    },
  });
}
