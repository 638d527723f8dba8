import { Notifications } from "@mantine/notifications";
import { NOTIFY_MS } from "../lib/notify.ts";

export function NotificationsHost() {
  return <Notifications position="top-center" autoClose={NOTIFY_MS} zIndex={400} />;
}
