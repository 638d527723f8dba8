import type { ConnectionProfile } from "@sagpan/contract";
import { BlurhashImage } from "../../components/blurhash/blurhash-image.tsx";
import { PhotoCarousel } from "../../components/photo-carousel/photo-carousel.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./connections.module.css";

/** The other member's photos on an interest card (or their avatar); one shows without controls. */
export function ConnectionPhotos({ profile }: { profile: ConnectionProfile }) {
  const { t } = useTranslation();
  const pics =
    profile.pics.length > 0
      ? profile.pics
      : profile.primary_profile_pic
        ? [{ ...profile.primary_profile_pic, id: "primary" }]
        : [];
  if (pics.length === 0) {
    // No photo this viewer may see: the generated avatar, as the profile list draws it.
    if (!profile.avatar_url) return null;
    return (
      <img
        src={profile.avatar_url}
        alt={t("profiles.photoAlt", { name: profile.name })}
        className={classes.slide}
      />
    );
  }
  const slides = pics.map((pic, index) => (
    <BlurhashImage
      key={pic.id}
      src={pic.medium}
      srcSet={`${pic.small} 320w, ${pic.medium} 720w`}
      sizes="(min-width: 48em) 20vw, 100vw"
      blurhash={pic.blurhash}
      alt={t("profileView.photoOf", { name: profile.name, n: index + 1, total: pics.length })}
      className={classes.slide}
    />
  ));
  if (slides.length === 1) return slides[0];
  return <PhotoCarousel slides={slides} />;
}
