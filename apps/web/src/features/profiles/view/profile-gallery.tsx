import type { Profile } from "@sagpan/contract";
import { lazy, Suspense } from "react";
import { BlurhashImage } from "../../../components/blurhash/blurhash-image.tsx";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { PROFILE_PHOTO_SIZES, photoSrcSet } from "../photo-sources.ts";
import classes from "./view.module.css";

// The carousel (Embla) is only for two photos or more, and its first slide looks like the single
// photo drawn while it loads: the page's largest paint does not wait for its code.
const PhotoCarousel = lazy(() =>
  import("../../../components/photo-carousel/photo-carousel.tsx").then((m) => ({
    default: m.PhotoCarousel,
  })),
);

/** Every photo of the profile in a carousel; the generated avatar when there is none. */
export function ProfileGallery({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const pics = profile.pics;

  if (pics.length === 0) {
    return (
      <div className={classes.gallery}>
        {profile.avatar_url && (
          <img
            className={classes.avatar}
            src={profile.avatar_url}
            // The page's largest paint: fetched ahead of the footer's and the bar's requests.
            fetchPriority="high"
            alt={t("profiles.photoAlt", { name: profile.name })}
          />
        )}
      </div>
    );
  }

  const slides = pics.map((pic, index) => (
    <BlurhashImage
      key={pic.id}
      src={pic.medium}
      srcSet={photoSrcSet(pic)}
      sizes={PROFILE_PHOTO_SIZES}
      blurhash={pic.blurhash}
      alt={t("profileView.photoOf", { name: profile.name, n: index + 1, total: pics.length })}
      className={classes.slide}
      eager={index === 0}
    />
  ));

  const first = <div className={classes.gallery}>{slides[0]}</div>;
  if (slides.length === 1) return first;
  return (
    <Suspense fallback={first}>
      <div className={classes.gallery}>
        <PhotoCarousel slides={slides} indicatorClassName={classes.indicator} />
      </div>
    </Suspense>
  );
}
