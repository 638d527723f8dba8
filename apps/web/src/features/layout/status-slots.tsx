import { Group, VisuallyHidden } from "@mantine/core";
import { IconBriefcase, IconCoin, IconHome, IconId, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { UpgradeBanner } from "../trust/upgrade-banner.tsx";
import { type MeWithStatus, useMe } from "./api.ts";
import classes from "./top-bar.module.css";

const badges = [
  { flag: "personal_verification_verified", key: "status.identity", Icon: IconId },
  { flag: "job_verification_verified", key: "status.job", Icon: IconBriefcase },
  { flag: "salary_details_verified", key: "status.income", Icon: IconCoin },
  { flag: "property_details_verified", key: "status.property", Icon: IconHome },
] as const satisfies readonly { flag: keyof MeWithStatus; key: string; Icon: unknown }[];

/** Verification badges and profile score of the signed-in member; each hides when absent. */
export function StatusSlots() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const earned = badges.filter((badge) => me[badge.flag] === true);
  return (
    <Group gap={4} wrap="nowrap">
      {earned.length > 0 && (
        <ul className={classes.badges} aria-label={t("status.verification")}>
          {earned.map(({ flag, key, Icon }) => (
            <li key={flag} title={t(key)}>
              <Icon size={20} stroke={1.8} color="var(--sg-nav-active)" aria-hidden />
              <VisuallyHidden>{t(key)}</VisuallyHidden>
            </li>
          ))}
        </ul>
      )}
      <UpgradeBanner variant="bar" />
      {typeof me.score === "number" && (
        <span className={classes.score} title={t("status.score", { score: me.score })}>
          <IconStarFilled size={14} aria-hidden />
          <span aria-hidden>{me.score}</span>
          <VisuallyHidden>{t("status.score", { score: me.score })}</VisuallyHidden>
        </span>
      )}
    </Group>
  );
}
