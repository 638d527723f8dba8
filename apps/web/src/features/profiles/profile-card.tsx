import type { ProfileCard as ProfileCardData } from "@sagpan/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BlurhashImage } from "../../components/blurhash/blurhash-image.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { profilePath } from "../../lib/pid.ts";
import { useDisplay } from "../../lib/profile-display.ts";
import { CARD_PHOTO_SIZES, photoSrcSet } from "./photo-sources.ts";
import { ProfileBadges } from "./profile-badges.tsx";
import classes from "./profiles.module.css";
import { SaveToggle } from "./save-button.tsx";

/**
 * One profile in a list, in plain markup (a page draws twenty of them on a phone's first screen,
 * and Mantine's components cost several times more to render); the photo and name open the profile page. `eager` for the cards of the
 * first screen: their photo is the page's largest paint and must not wait for lazy loading.
 */
export function ProfileCard({
  profile,
  eager = false,
  footer,
}: {
  profile: ProfileCardData;
  eager?: boolean;
  /** More about this card in another list (how the pair match, in /matches). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const fullName = [profile.name, profile.lastName].filter(Boolean).join(" ");
  const pic = profile.primary_profile_pic;
  const facts = [
    t("profiles.age", { count: profile.age }),
    profile.height !== null ? display.heightShort(profile.height) : null,
    profile.current_city,
  ].filter(Boolean);
  const href = profilePath(profile.id);

  return (
    <article className={classes.card} aria-label={fullName}>
      <div className={classes.photo}>
        <Link to={href} tabIndex={-1} className={classes.photoLink}>
          {pic ? (
            <BlurhashImage
              src={pic.medium}
              srcSet={photoSrcSet(pic)}
              sizes={CARD_PHOTO_SIZES}
              blurhash={pic.blurhash}
              alt={t("profiles.photoAlt", { name: profile.name })}
              className={classes.photoImage}
              eager={eager}
            />
          ) : (
            profile.avatar_url && (
              <img
                src={profile.avatar_url}
                alt={t("profiles.photoAlt", { name: profile.name })}
                loading={eager ? "eager" : "lazy"}
                decoding="async"
              />
            )
          )}
        </Link>
        {profile.gun !== null && (
          <span className={classes.gunChip}>{t("profiles.gun", { gun: profile.gun })}</span>
        )}
        <SaveToggle profileId={profile.id} name={profile.name} />
      </div>
      <div className={classes.details}>
        <h2 className={classes.name}>
          <Link to={href} className={classes.nameLink}>
            {fullName}
          </Link>
        </h2>
        <ProfileBadges badges={profile.badges} />
        <p className={classes.facts}>{facts.length > 0 ? facts.join(" · ") : display.na}</p>
        <p className={classes.fact}>{display.text(profile.education)}</p>
        <p className={classes.fact}>{display.text(profile.occupation)}</p>
        {footer}
      </div>
    </article>
  );
}
