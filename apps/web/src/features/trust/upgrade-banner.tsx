import { IconCrown } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import classes from "./upgrade-banner.module.css";

/**
 * What a Free member sees where verification badges would be (business-rules: "no (upgrade
 * banner)"): the API already withholds the badges; this says why and where to get them.
 * `list` heads a list, `profile` sits in a profile's summary, `bar` is the top bar's pill.
 * Read from the session, so it renders with the page and never shifts the layout later.
 */
export function UpgradeBanner({ variant }: { variant: "list" | "profile" | "bar" }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.myplan !== "Free") return null;
  if (variant === "bar") {
    return (
      <Link to="/subscription" className={classes.pill} title={t("upgrade.badgesHidden")}>
        <IconCrown size={14} aria-hidden />
        <span className={classes.pillText}>{t("upgrade.pill")}</span>
      </Link>
    );
  }
  return (
    <p className={variant === "list" ? classes.banner : classes.inline}>
      <span>{t("upgrade.badgesHidden")}</span>
      <Link to="/subscription">{t("upgrade.seePlans")}</Link>
    </p>
  );
}
