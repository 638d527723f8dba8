import { Button, Group, Text } from "@mantine/core";
import type { Feature } from "@sagpan/contract";
import { Link } from "react-router";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { useSession } from "../../lib/use-session.ts";
import { useFeatures } from "./api.ts";
import { featureIconComponents } from "./feature-icons.ts";
import classes from "./featured.module.css";
import { StoreBadges } from "./store-badges.tsx";

/** Cards shown while the list loads, so the page keeps its height when they arrive. */
const PLACEHOLDERS = 6;

function FeatureCard({ feature, lang }: { feature: Feature; lang: "en" | "gu" }) {
  const Icon = featureIconComponents[feature.icon];
  return (
    <li className={classes.card}>
      <span className={classes.iconWrap}>
        <Icon size={26} stroke={1.6} aria-hidden />
      </span>
      <h3 className={classes.cardTitle}>{lang === "gu" ? feature.title_gu : feature.title_en}</h3>
      <Text size="sm" lh={1.6}>
        {lang === "gu" ? feature.body_gu : feature.body_en}
      </Text>
    </li>
  );
}

/** /featured: what Sagpan offers families, from the cards admins keep in the console. */
export function FeaturedPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const features = useFeatures();
  const signedIn = Boolean(useSession());
  usePageMeta(t("community.featured.title"), t("community.featured.description"));
  return (
    <main>
      <section className={classes.hero}>
        <div className={classes.heroInner}>
          <span className={classes.note}>{t("community.featured.note")}</span>
          <h1 className={classes.title}>{t("community.featured.title")}</h1>
          <Text className={classes.lead}>{t("community.featured.intro")}</Text>
          <Group mt="lg">
            {!signedIn && (
              <Button component={Link} to="/signup" size="md">
                {t("landing.join")}
              </Button>
            )}
            <Button component={Link} to="/advertise" size="md" variant="default">
              {t("community.featured.advertise")}
            </Button>
          </Group>
        </div>
      </section>
      <section className={classes.section} aria-labelledby="featured-list">
        <h2 id="featured-list" className={classes.sectionTitle}>
          {t("community.featured.listTitle")}
        </h2>
        {features.isError ? (
          <Text role="alert">{t("community.featured.loadFailed")}</Text>
        ) : (
          <ul className={classes.grid} aria-busy={features.isPending}>
            {features.data
              ? features.data.map((f) => <FeatureCard key={f.id} feature={f} lang={lang} />)
              : Array.from({ length: PLACEHOLDERS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
                  <li key={i} className={classes.placeholder} aria-hidden />
                ))}
          </ul>
        )}
        <StoreBadges />
      </section>
      <section className={classes.section}>
        <div className={classes.cta}>
          <div>
            <h2 className={classes.sectionTitle}>{t("community.featured.adsTitle")}</h2>
            <Text>{t("community.featured.adsBody")}</Text>
          </div>
          <Button component={Link} to="/advertise" size="md">
            {t("community.featured.advertise")}
          </Button>
        </div>
      </section>
    </main>
  );
}
