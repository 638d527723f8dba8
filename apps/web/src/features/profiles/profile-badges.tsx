import type { Badges } from "@sagpan/contract";
import {
  IconBriefcase,
  IconCurrencyRupee,
  IconHome,
  IconRosetteDiscountCheckFilled,
} from "@tabler/icons-react";
import listClasses from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./profiles.module.css";

const badgeList = [
  { key: "id", label: "status.identity", Icon: IconRosetteDiscountCheckFilled },
  { key: "job", label: "status.job", Icon: IconBriefcase },
  { key: "income", label: "status.income", Icon: IconCurrencyRupee },
  { key: "property", label: "status.property", Icon: IconHome },
] as const satisfies readonly { key: keyof Badges; label: string; Icon: unknown }[];

/**
 * The verification badges exactly as the API sent them (it already hides what the viewer's
 * plan may not see). `labelled` writes the names out; otherwise icons with hidden text and a
 * CSS tooltip (a list card has up to four: Mantine's Tooltip per icon was most of its render).
 */
export function ProfileBadges({
  badges,
  labelled = false,
}: {
  badges: Badges;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const earned = badgeList.filter((badge) => badges[badge.key]);
  if (earned.length === 0) return null;
  return (
    // Named as a whole ("Verification"), so a screen reader says what the icons are before them.
    <ul
      className={labelled ? classes.badgeChips : classes.badgeIcons}
      aria-label={t("status.verification")}
    >
      {earned.map(({ key, label, Icon }) =>
        labelled ? (
          <li key={key}>
            <Icon size={16} aria-hidden />
            {t(label)}
          </li>
        ) : (
          <li key={key} data-tip={t(label)}>
            <Icon size={16} aria-hidden />
            <span className={listClasses.visuallyHidden}>{t(label)}</span>
          </li>
        ),
      )}
    </ul>
  );
}
