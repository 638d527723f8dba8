import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import classes from "./view.module.css";

/** Two or more photos of a profile, one at a time, looping, with arrows and dots. */
export function PhotoCarousel({ slides }: { slides: ReactElement[] }) {
  const { t } = useTranslation();
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
