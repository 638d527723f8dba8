import type { Completion, Profile, ProfileCompletionReply, ProfileUpdate } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";
import { useSession } from "../../lib/use-session.ts";

/** `GET /api/v1/myprofile` and the reply of `PUT /api/v1/profiles/{id}/`. */
export interface MyProfileReply {
  data: Profile;
  completion: Completion;
}

export type CompletionReply = ProfileCompletionReply;

export const editKeys = {
  mine: (userId: string) => ["myprofile", userId] as const,
  completion: (userId: string) => ["completion", userId] as const,
};

export function useMyProfile() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: editKeys.mine(userId),
    queryFn: ({ signal }) => api.get<MyProfileReply>("/api/v1/myprofile", undefined, signal),
  });
}

export function useCompletion() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: editKeys.completion(userId),
    queryFn: ({ signal }) =>
      api.get<CompletionReply>("/api/v1/profile_completion", undefined, signal),
  });
}

/**
 * Saves the changed fields of one wizard step. The reply is my whole profile; the completion
 * meter, the top bar's score (`GET /api/v1/me`) and any view of my profile refresh after it.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session?.userId ?? "";
  return useMutation({
    mutationFn: (profile: ProfileUpdate) =>
      api.put<MyProfileReply>(`/api/v1/profiles/${encodeURIComponent(userId)}/`, {
        id: userId,
        profile,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(editKeys.mine(userId), reply);
      void queryClient.invalidateQueries({ queryKey: editKeys.completion(userId) });
      // The top bar's score (layout feature) and cached views of my own profile.
      void queryClient.invalidateQueries({ queryKey: ["me", userId] });
      void queryClient.invalidateQueries({ queryKey: ["profiles", "detail", userId, userId] });
      const current = sessionStore.get();
      if (current && current.name !== reply.data.name) {
        sessionStore.save({ ...current, name: reply.data.name });
      }
    },
  });
}
