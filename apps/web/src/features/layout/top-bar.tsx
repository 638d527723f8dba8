import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { Logo } from "../../components/logo/logo.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import type { MenuEntry } from "./menu.ts";
import classes from "./top-bar.module.css";

// Only members see this part, so visitors never download it.
const MemberBar = lazy(() => import("./member-bar.tsx").then((m) => ({ default: m.MemberBar })));

export function TopBar({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link
          to={session ? "/profiles" : "/"}
          className={session ? `${classes.logoLink} ${classes.logoCompact}` : classes.logoLink}
        >
          <Logo size="mobile-medium" className={classes.logoMobile} />
          <Logo size="desktop-small" className={classes.logoDesktop} />
        </Link>
        <nav className={classes.actions} aria-label={t("nav.main")}>
          {session ? (
            <Suspense fallback={null}>
              <MemberBar menu={menu} />
            </Suspense>
          ) : (
            <>
              <NavLink to="/blogs" className={classes.navLink}>
                {t("nav.blogs")}
              </NavLink>
              <NavLink to="/login" className={classes.navLink}>
                {t("nav.login")}
              </NavLink>
            </>
          )}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
