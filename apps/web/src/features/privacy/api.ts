import type { PhotoRequest, Privacy, PrivacyUpdate } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

/** The signed-in member's privacy settings (`GET`/`PUT /api/v1/privacy`). */
export const privacyKey = (userId: string) => ["privacy", userId] as const;

export function usePrivacy(enabled = true) {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: privacyKey(userId),
    queryFn: ({ signal }) => api.get<{ data: Privacy }>("/api/v1/privacy", undefined, signal),
    select: (reply) => reply.data,
    enabled: enabled && userId !== "",
  });
}

/**
 * Saves one or more choices. Lists, matches and profiles are read again after: hiding or
 * pausing changes who is listed, and the photo choice changes what others see of me.
 */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: (privacy: PrivacyUpdate) =>
      api.put<{ data: Privacy }>("/api/v1/privacy", { privacy }),
    onSuccess: (reply) => {
      queryClient.setQueryData(privacyKey(userId), reply);
    },
  });
}

/** Photo requests received (to answer) or sent (to follow), newest first. */
export function usePhotoRequests(type: "received" | "sent") {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: ["photo-requests", userId, type],
    queryFn: ({ signal }) =>
      api.get<{ data: PhotoRequest[] }>("/api/v1/photo_requests", { type }, signal),
    select: (reply) => reply.data,
    enabled: userId !== "",
  });
}

/** The owner of the photos answers; both lists are read again. */
export function useAnswerPhotoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "accepted" | "declined" }) =>
      api.put<{ data: PhotoRequest }>(`/api/v1/photo_requests/${id}`, {
        photo_request: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["photo-requests"] }),
  });
}
