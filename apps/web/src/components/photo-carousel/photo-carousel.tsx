import { Carousel } from "@mantine/carousel";
import type { ReactElement } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * A member's photos one at a time, looping, with arrows and dots (Embla, through Mantine). The
 * slides keep their own keys; pages load this lazily, for two photos or more.
 */
export function PhotoCarousel({
  slides,
  indicatorClassName,
}: {
  slides: ReactElement[];
  indicatorClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Carousel
      withIndicators
      emblaOptions={{ loop: true }}
      aria-label={t("profileView.photos")}
      previousControlProps={{ "aria-label": t("profileView.previousPhoto") }}
      nextControlProps={{ "aria-label": t("profileView.nextPhoto") }}
      classNames={indicatorClassName ? { indicator: indicatorClassName } : undefined}
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.key}>{slide}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
