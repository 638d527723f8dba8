import { IconBell } from "@tabler/icons-react";
import { NavLink } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useIdle } from "../../lib/when-idle.ts";
import { useUnreadNotifications } from "./api.ts";
import classes from "./notifications.module.css";

/**
 * The top bar's bell: what is new since the member last looked, kept live by the socket
 * (live.ts). Its count is asked for after the first screen, which it never delays.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useUnreadNotifications(useIdle());
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <NavLink
      to="/notifications"
      className={classes.bell}
      // The number a phone shows is part of the name (WCAG 2.5.3, Label in Name).
      aria-label={
        unread > 0
          ? t("notifications.bellUnread", { count: unread, shown })
          : t("notifications.bell")
      }
    >
      <IconBell size={24} stroke={1.7} aria-hidden />
      {unread > 0 && (
        <span className={classes.count} aria-hidden>
          {shown}
        </span>
      )}
    </NavLink>
  );
}
