import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconMoonStars, IconShieldCheck, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "react-router";
import { Logo } from "../../components/logo/logo.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import classes from "./landing.module.css";

const features = [
  { key: "verified", Icon: IconShieldCheck },
  { key: "family", Icon: IconUsersGroup },
  { key: "gun", Icon: IconMoonStars },
] as const;

/** The visitor's home page: what Sagpan is, that it is for marriage only, and how to join. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <div className={classes.heroInner}>
          <Stack gap="lg" align="flex-start">
            <span className={classes.note}>{t("landing.matrimonyOnly")}</span>
            <Title order={1} className={classes.title}>
              {t("landing.title")}
            </Title>
            <Text size="lg">{t("landing.body")}</Text>
            <Group>
              <Button component={Link} to="/signup" size="md">
                {t("landing.join")}
              </Button>
              <Button component={Link} to="/login" size="md" variant="default">
                {t("landing.login")}
              </Button>
            </Group>
          </Stack>
          <Logo
            orientation="vertical"
            size="desktop-large"
            className={classes.logo}
            background="transparent"
          />
        </div>
      </section>
      <section className={classes.features} aria-labelledby="features-title">
        <Title order={2} size="h3" id="features-title" mb="md" c="var(--sg-heading)">
          {t("landing.featuresTitle")}
        </Title>
        {/* A CSS grid, not Mantine's SimpleGrid: that would bring the 5 KB "parts" chunk (cards,
            tabs, alerts) to a visitor's first page for one grid (bench/login-js.ts). */}
        <div className={classes.featureGrid}>
          {features.map(({ key, Icon }) => (
            <div key={key} className={classes.feature}>
              <Icon size={32} stroke={1.5} color="var(--sg-nav-active)" aria-hidden />
              <h3 className={classes.featureTitle}>{t(`landing.${key}Title`)}</h3>
              <Text size="sm">{t(`landing.${key}Body`)}</Text>
            </div>
          ))}
        </div>
        <Button component={Link} to="/featured" variant="subtle" mt="md" px={0}>
          {t("community.links.seeAll")}
        </Button>
      </section>
    </>
  );
}
