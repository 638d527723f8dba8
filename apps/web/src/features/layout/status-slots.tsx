import {
  IconBriefcase,
  IconCurrencyRupee,
  IconHome,
  IconId,
  IconRosetteDiscountCheck,
  IconStarFilled,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { UpgradeBanner } from "../trust/upgrade-banner.tsx";
import { type MeWithStatus, useMe } from "./api.ts";
import { TapLabel } from "./tap-label.tsx";
import classes from "./top-bar.module.css";

const badges = [
  { flag: "personal_verification_verified", key: "status.identity", Icon: IconId },
  { flag: "job_verification_verified", key: "status.job", Icon: IconBriefcase },
  { flag: "salary_details_verified", key: "status.income", Icon: IconCurrencyRupee },
  { flag: "property_details_verified", key: "status.property", Icon: IconHome },
] as const satisfies readonly { flag: keyof MeWithStatus; key: string; Icon: unknown }[];

/**
 * Verification badges and profile score of the signed-in member; each hides when absent. A tap
 * says what they mean (phones have no hover): the badges name themselves, the score says what
 * raises it and links to the profile steps.
 */
export function StatusSlots() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const earned = badges.filter((badge) => me[badge.flag] === true);
  return (
    <div className={classes.slots}>
      {earned.length > 0 && (
        <TapLabel
          // The count the phone shows is part of the name, as WCAG 2.5.3 asks (a voice user says
          // what they see).
          label={t("status.verificationCount", { count: earned.length })}
          buttonClassName={classes.badgesButton}
          detail={
            <ul className={classes.badgeList} aria-label={t("status.verification")}>
              {earned.map(({ flag, key, Icon }) => (
                <li key={flag}>
                  <Icon size={18} stroke={1.8} aria-hidden />
                  {t(key)}
                </li>
              ))}
            </ul>
          }
        >
          {/* Phones: one rosette and the number; wider screens: every badge's own icon. */}
          <span className={classes.badgesCompact} aria-hidden>
            <IconRosetteDiscountCheck size={20} stroke={1.8} />
            {earned.length}
          </span>
          <span className={classes.badgesFull} aria-hidden>
            {earned.map(({ flag, Icon }) => (
              <Icon key={flag} size={20} stroke={1.8} />
            ))}
          </span>
        </TapLabel>
      )}
      <UpgradeBanner variant="bar" />
      {typeof me.score === "number" && (
        <TapLabel
          label={t("status.score", { score: me.score })}
          buttonClassName={classes.score}
          detail={
            <>
              {t("status.scoreHint", { score: me.score })}{" "}
              <Link to="/info">{t("menu.editProfile")}</Link>
            </>
          }
        >
          <IconStarFilled size={14} aria-hidden />
          <span aria-hidden>{me.score}</span>
        </TapLabel>
      )}
    </div>
  );
}
