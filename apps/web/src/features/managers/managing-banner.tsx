import { useTranslation } from "../../i18n/use-translation.ts";
import { useMe } from "../layout/api.ts";
import classes from "./managers.module.css";

/**
 * Across the app while a family member who manages the profile is signed in: whose profile
 * they act on, so nobody mistakes it for their own.
 */
export function ManagingBanner() {
  const { t } = useTranslation();
  const me = useMe().data;
  if (!me?.managing) return null;
  return (
    <div className={classes.banner} role="status" data-testid="managing-banner">
      {t("managers.managingBanner", {
        name: me.name,
        relation: t(`managers.relations.${me.managing.relation}`).toLowerCase(),
        manager: me.managing.name,
      })}
    </div>
  );
}
