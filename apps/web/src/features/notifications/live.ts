import type { Notification, NotificationKind } from "@sagpan/contract";
import type { QueryClient } from "@tanstack/react-query";
import type { TFunction } from "../../i18n/translator.ts";
import { api } from "../../lib/api.ts";
import { notify } from "../../lib/notify.ts";
import { isConversationOpen } from "../../lib/open-conversation.ts";
import { realtime } from "../../lib/socket.ts";
import { applyRead, notificationKeys } from "./api.ts";
import { sentenceOf, targetOf } from "./describe.ts";

/*
 * The notifications feature's live part, loaded after the first screen with the socket: the
 * bell follows the count the server sends, the list is read again, and the events worth
 * interrupting for become a toast that opens where the event is.
 */

/** Kinds announced by a toast; the rest wait on the bell (a visit is not worth a pop-up). */
const toasted: ReadonlySet<NotificationKind> = new Set([
  "message",
  "interest_received",
  "interest_accepted",
  "chat_request_received",
  "chat_request_accepted",
  "document_approved",
  "document_rejected",
  "plan_activated",
]);

export function startNotificationsLive(
  queryClient: QueryClient,
  userId: string,
  t: TFunction,
  navigate: (path: string) => void,
) {
  // A tap on the toast goes where the event is, and the line is read.
  const open = (notification: Notification) => {
    navigate(targetOf(notification));
    void api
      .post<{ unread: number }>("/api/v1/notifications/read", { ids: [notification.id] })
      .then(({ unread }) => applyRead(queryClient, userId, unread, [notification.id]))
      .catch(() => {});
  };
  const stops = [
    realtime.on("notification", ({ notification, unread }) => {
      applyRead(queryClient, userId, unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
      if (!toasted.has(notification.kind)) return;
      // The open conversation shows the message itself and marks it read.
      if (notification.kind === "message" && isConversationOpen(notification.actor?.id ?? ""))
        return;
      void notify(sentenceOf(t, notification), {
        tone: "info",
        // One toast per sender and kind: ten messages from Krupa make one.
        id: `${notification.kind}-${notification.actor?.id ?? notification.id}`,
        onOpen: () => open(notification),
      });
    }),
    realtime.on("notifications_read", ({ unread }) => {
      applyRead(queryClient, userId, unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
