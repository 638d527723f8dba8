import { VisuallyHidden } from "@mantine/core";
import { IconBookmark, IconMessageCircle, IconUsers } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { useCounts } from "./api.ts";
import classes from "./bottom-nav.module.css";

const items = [
  { to: "/profiles", key: "nav.profiles", Icon: IconUsers },
  { to: "/saved/profiles", key: "nav.saved", Icon: IconBookmark },
  { to: "/chats", key: "nav.chats", Icon: IconMessageCircle },
] as const;

/** Fixed bottom navigation; visitors who tap it are invited to join (spec section 2). */
export function BottomNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: counts } = useCounts();
  const unread = session ? (counts?.chat_count ?? 0) : 0;

  const onVisitorTap = (event: MouseEvent) => {
    event.preventDefault();
    notify(t("nav.joinNowMessage"), { title: t("nav.joinNow"), id: "join-now" });
    navigate("/signup");
  };

  return (
    <nav className={classes.bottomNav} aria-label={t("nav.bottom")}>
      <ul className={classes.bottomList}>
        {items.map(({ to, key, Icon }) => {
          const showUnread = to === "/chats" && unread > 0;
          return (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={classes.bottomItem}
                onClick={session ? undefined : onVisitorTap}
              >
                <span className={classes.iconWrap}>
                  <Icon size={24} stroke={1.7} aria-hidden />
                  {showUnread && (
                    <span className={classes.unread} aria-hidden>
                      {unread > 99 ? "99+" : unread}
                    </span>
                  )}
                </span>
                {t(key)}
                {showUnread && (
                  <VisuallyHidden>{t("nav.unread", { count: unread })}</VisuallyHidden>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
