import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import type { ConnectionProfile } from "@sagpan/contract";
import { useTranslation } from "react-i18next";
import { BlurhashImage } from "../../components/blurhash/blurhash-image.tsx";
import classes from "./connections.module.css";

/** The other member's photos on an interest card; one photo shows without controls. */
export function PhotoCarousel({ profile }: { profile: ConnectionProfile }) {
  const { t } = useTranslation();
  const pics =
    profile.pics.length > 0
      ? profile.pics
      : profile.primary_profile_pic
        ? [{ ...profile.primary_profile_pic, id: "primary" }]
        : [];
  if (pics.length === 0) return null;
  const slides = pics.map((pic, index) => (
    <BlurhashImage
      key={pic.id}
      src={pic.medium}
      srcSet={`${pic.small} 320w, ${pic.medium} 720w`}
      sizes="(min-width: 48em) 50vw, 100vw"
      blurhash={pic.blurhash}
      alt={t("profileView.photoOf", { name: profile.name, n: index + 1, total: pics.length })}
      className={classes.slide}
    />
  ));
  if (slides.length === 1) return slides[0];
  return (
    <Carousel
      withIndicators
      emblaOptions={{ loop: true }}
      aria-label={t("profileView.photos")}
      previousControlProps={{ "aria-label": t("profileView.previousPhoto") }}
      nextControlProps={{ "aria-label": t("profileView.nextPhoto") }}
    >
      {slides.map((slide, index) => (
        <Carousel.Slide key={pics[index]?.id}>{slide}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
