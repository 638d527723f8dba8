import { VisuallyHidden } from "@mantine/core";
import { NavLink } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useCounts } from "./api.ts";
import { badgeFor, navItems } from "./nav-items.ts";
import classes from "./top-bar.module.css";

/** The member's sections as top-bar links on desktop, where there is no bottom bar. */
export function TopNav() {
  const { t } = useTranslation();
  const { data: counts } = useCounts();
  return (
    <ul className={classes.topNav}>
      {navItems.map(({ to, key, Icon }) => {
        const badge = badgeFor(to, counts, t);
        return (
          <li key={to}>
            <NavLink to={to} end className={classes.topNavLink}>
              <Icon size={20} stroke={1.7} aria-hidden />
              {t(key)}
              {badge && (
                <>
                  <span className={classes.count} aria-hidden>
                    {badge.text}
                  </span>
                  <VisuallyHidden>{badge.label}</VisuallyHidden>
                </>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
