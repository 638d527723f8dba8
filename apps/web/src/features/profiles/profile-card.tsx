import { Text, VisuallyHidden } from "@mantine/core";
import type { ProfileCard as ProfileCardData } from "@sagpan/contract";
import { IconRosetteDiscountCheckFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./profiles.module.css";

const CM_PER_INCH = 2.54;

function feetAndInches(cm: number) {
  const inches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

export function ProfileCard({ profile }: { profile: ProfileCardData }) {
  const { t } = useTranslation();
  const fullName = [profile.name, profile.lastName].filter(Boolean).join(" ");
  const photo = profile.primary_profile_pic?.medium ?? profile.avatar_url ?? null;
  const facts = [
    t("profiles.age", { count: profile.age }),
    profile.height !== null ? t("profiles.height", feetAndInches(profile.height)) : null,
    profile.current_city,
  ].filter(Boolean);
  const na = t("profiles.notAvailable");

  return (
    <article className={classes.card} aria-label={fullName}>
      <div className={classes.photo}>
        {photo && (
          <img
            src={photo}
            alt={t("profiles.photoAlt", { name: profile.name })}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={classes.details}>
        <h2 className={classes.name}>
          {fullName}
          {profile.badges.id && (
            <>
              <IconRosetteDiscountCheckFilled size={18} className={classes.verified} aria-hidden />
              <VisuallyHidden>{t("status.identity")}</VisuallyHidden>
            </>
          )}
        </h2>
        <Text size="sm" c="dimmed">
          {facts.length > 0 ? facts.join(" · ") : na}
        </Text>
        <Text size="sm" lineClamp={1}>
          {profile.education || na}
        </Text>
        <Text size="sm" lineClamp={1}>
          {profile.occupation || na}
        </Text>
        {profile.gun !== null && (
          <Text size="sm" fw={600} c="var(--sg-nav-active)" mt={4}>
            {t("profiles.gun", { gun: profile.gun })}
          </Text>
        )}
      </div>
    </article>
  );
}
