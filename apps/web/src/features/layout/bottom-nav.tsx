import { VisuallyHidden } from "@mantine/core";
import type { MouseEvent } from "react";
import { NavLink, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/use-session.ts";
import { useCounts } from "./api.ts";
import classes from "./bottom-nav.module.css";
import { badgeFor, navItems } from "./nav-items.ts";

/**
 * Fixed bottom navigation on phones and tablets (the top bar has these links on desktop);
 * visitors who tap it are invited to join (spec section 2).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: counts } = useCounts();

  const onVisitorTap = (event: MouseEvent) => {
    event.preventDefault();
    notify(t("nav.joinNowMessage"), { title: t("nav.joinNow"), id: "join-now" });
    navigate("/signup");
  };

  return (
    <nav className={classes.bottomNav} aria-label={t("nav.bottom")}>
      <ul className={classes.bottomList}>
        {navItems.map(({ to, key, Icon }) => {
          const badge = session ? badgeFor(to, counts, t) : null;
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
                  {badge && (
                    <span className={classes.unread} aria-hidden>
                      {badge.text}
                    </span>
                  )}
                </span>
                {t(key)}
                {badge && <VisuallyHidden>{badge.label}</VisuallyHidden>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
