import { Notifications } from "@mantine/notifications";
import { NOTIFY_MS } from "../lib/notify.ts";
import classes from "./notifications.module.css";

export function NotificationsHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={NOTIFY_MS}
      zIndex={400}
      classNames={{ root: classes.root }}
    />
  );
}
