import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import type { Profile } from "@sagpan/contract";
import { useTranslation } from "react-i18next";
import { BlurhashImage } from "../../../components/blurhash/blurhash-image.tsx";
import classes from "./view.module.css";

const SIZES = "(min-width: 62em) 420px, 100vw";

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
      srcSet={`${pic.small} 320w, ${pic.medium} 720w`}
      sizes={SIZES}
      blurhash={pic.blurhash}
      alt={t("profileView.photoOf", { name: profile.name, n: index + 1, total: pics.length })}
      className={classes.slide}
      eager={index === 0}
    />
  ));

  if (slides.length === 1) return <div className={classes.gallery}>{slides[0]}</div>;

  return (
    <div className={classes.gallery}>
      <Carousel
        withIndicators
        emblaOptions={{ loop: true }}
        aria-label={t("profileView.photos")}
        previousControlProps={{ "aria-label": t("profileView.previousPhoto") }}
        nextControlProps={{ "aria-label": t("profileView.nextPhoto") }}
        classNames={{ indicator: classes.indicator }}
      >
        {slides.map((slide) => (
          <Carousel.Slide key={slide.key}>{slide}</Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}
