import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePrivacy } from "./api.ts";
import classes from "./privacy.module.css";

/**
 * Across the app while the member's profile is hidden or paused, so a family does not forget
 * that nobody new can find them; the link goes back to the setting.
 */
export function PrivacyBanner() {
  const { t } = useTranslation();
  const onPage = useLocation().pathname === "/settings/privacy";
  const profile = usePrivacy().data?.profile;
  if (profile !== "hidden" && profile !== "paused") return null;
  return (
    <div className={classes.banner} role="status">
      <span>{t(`privacy.banner.${profile}`)}</span>
      {!onPage && (
        <Link to="/settings/privacy" className={classes.bannerLink}>
          {t("privacy.banner.change")}
        </Link>
      )}
    </div>
  );
}
