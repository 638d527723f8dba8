import type { NotificationSettings, NotificationSettingsChange } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/use-session.ts";

const settingsKey = (userId: string) => ["notification-settings", userId] as const;

export function useNotificationSettings() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: ({ signal }) =>
      api
        .get<{ data: NotificationSettings }>("/api/v1/notification_settings", undefined, signal)
        .then((r) => r.data),
  });
}

/** Saves the kinds changed; the reply is every kind's setting. */
export function useSaveNotificationSettings() {
  const userId = useSession()?.userId ?? "";
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingsChange) =>
      api
        .put<{ data: NotificationSettings }>("/api/v1/notification_settings", { settings })
        .then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(settingsKey(userId), data),
  });
}
