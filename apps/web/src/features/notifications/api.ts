import type { NotificationList } from "@sagpan/contract";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";
import { notificationsRequest } from "./requests.ts";

export const notificationKeys = {
  all: (userId: string) => ["notifications", userId] as const,
  list: (userId: string) => ["notifications", userId, "list"] as const,
  /** The bell's count: its own small entry, kept current by the socket (live.ts). */
  unread: (userId: string) => ["notifications", userId, "unread"] as const,
};

const useUserId = () => useSession()?.userId ?? "";

/** The bell's number; asked for only when `enabled` (after the first screen). */
export function useUnreadNotifications(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) =>
      api
        .get<NotificationList>("/api/v1/notifications", { limit: 1 }, signal)
        .then((r) => r.unread),
    enabled: enabled && userId !== "",
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** `/notifications`: newest first, a page at a time. */
export function useNotifications() {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationList>(...notificationsRequest(pageParam), signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Sets the bell's count and, where given, marks those lines read in the loaded list. */
export function applyRead(
  queryClient: QueryClient,
  userId: string,
  unread: number,
  ids?: readonly string[] | "all",
) {
  queryClient.setQueryData(notificationKeys.unread(userId), unread);
  if (!ids) return;
  queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list(userId), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            unread,
            data: page.data.map((n) =>
              ids === "all" || ids.includes(n.id) ? { ...n, read: true } : n,
            ),
          })),
        }
      : old,
  );
}

/** Marks some (by id) or all read; the reply is the new count. */
export function useMarkRead() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | "all") =>
      api.post<{ unread: number }>(
        "/api/v1/notifications/read",
        ids === "all" ? { all: true } : { ids },
      ),
    onSuccess: ({ unread }, ids) => applyRead(queryClient, userId, unread, ids),
  });
}
