import type {
  Manager,
  ManagerAcceptBody,
  ManagerAction,
  ManagerCreateBody,
  ManagerInvite,
  Session,
} from "@sagpan/contract";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";
import { useSession } from "../../lib/use-session.ts";

/** The family members who manage the signed-in profile (`GET /api/v1/managers`). */
export const managersKey = (userId: string) => ["managers", userId] as const;

export function useManagers() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: managersKey(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: Manager[] }>("/api/v1/managers", undefined, signal).then((r) => r.data),
    enabled: userId !== "",
  });
}

type List<T> = { data: T[]; next: number | null };

/** What was done on the profile and by whom, newest first, a page at a time (the member's). */
export const managerActionsKey = (userId: string) => ["managers", userId, "actions"] as const;

export function useManagerActions(enabled: boolean) {
  const userId = useSession()?.userId ?? "";
  return useInfiniteQuery({
    queryKey: managerActionsKey(userId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<List<ManagerAction>>(
        "/api/v1/managers/actions",
        { limit: 10, offset: pageParam },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: enabled && userId !== "",
  });
}

export function useInviteManager() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: (manager: ManagerCreateBody["manager"]) =>
      api.post<{ data: Manager }>("/api/v1/managers", { manager }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersKey(userId) }),
  });
}

export function useRemoveManager() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/v1/managers/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersKey(userId) }),
  });
}

/** What the mailed invitation's page shows (who invites, whether the email has a sign-in). */
export function useManagerInvite(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ["manager-invite", token],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ManagerInvite }>("/api/v1/manager_invites", { token }, signal)
        .then((r) => r.data),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Uses the mailed link; the answer is a session on the managed profile, saved at once. */
export function useAcceptManagerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagerAcceptBody) =>
      api.post<Session>("/api/v1/manager_invites/accept", body),
    onSuccess: (session) => {
      queryClient.clear();
      sessionStore.save(session);
    },
  });
}
