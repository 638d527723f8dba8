import { Button, Loader, SegmentedControl, Text, Title } from "@mantine/core";
import { type MatchType, matchTypes } from "@sagpan/contract";
import { IconAdjustmentsHeart, IconEye } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import frame from "../../components/list-page.module.css";
import { LoadMoreFooter } from "../../components/load-more-footer.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { ListingBanner } from "../profile-edit/listing-banner.tsx";
import { ProfileCard } from "../profiles/profile-card.tsx";
import { useMatches, useRecommendations } from "./api.ts";
import { matchSummary } from "./match-summary.ts";
import classes from "./matches.module.css";
import { Recommendations } from "./recommendations.tsx";

const typeOf = (text: string | null): MatchType =>
  matchTypes.find((type) => type === text) ?? "mutual";

/**
 * `/matches` (issue 20): profiles matched on partner preferences both ways. Mutual, "My
 * preferences" (they fit mine) and "Looking for me" (I fit theirs), each card saying in words
 * how the pair match. The tab lives in the address (?type=).
 */
export function MatchesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get("type"));
  const list = useMatches(type);
  // The day's recommendations stand above the tabs: until they are in, one loader holds the
  // page, so a band of cards arriving never pushes the tabs and the list down (Lighthouse's
  // layout shift on a phone was 0.086). Both requests start at once.
  const settled = !useRecommendations().isPending;
  const cards = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className={frame.page} aria-labelledby="matches-title">
      <div className={frame.header}>
        <Title order={1} size="h2" id="matches-title" className={frame.title}>
          {t("matches.title")}
        </Title>
        <div className={classes.actions}>
          <Button
            component={Link}
            to="/visitors"
            variant="subtle"
            leftSection={<IconEye size={18} aria-hidden />}
          >
            {t("visitors.link")}
          </Button>
          <Button
            component={Link}
            to="/info?go=3"
            variant="default"
            leftSection={<IconAdjustmentsHeart size={18} aria-hidden />}
          >
            {t("matches.editPreferences")}
          </Button>
        </div>
      </div>
      {!settled && (
        <div className={frame.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {settled && (
        <>
          <ListingBanner />
          <Recommendations />
          <SegmentedControl
            fullWidth
            className={classes.tabs}
            aria-label={t("matches.tabsLabel")}
            value={type}
            onChange={(next) => setParams({ type: next }, { replace: true })}
            data={matchTypes.map((value) => ({ value, label: t(`matches.types.${value}`) }))}
          />
          <Text size="sm" c="dimmed" className={classes.intro}>
            {t(`matches.intro.${type}`)}
          </Text>
          {list.isPending && (
            <div className={frame.status}>
              <Loader size="sm" aria-label={t("app.loading")} />
            </div>
          )}
          {list.isError && cards.length === 0 && (
            <div className={frame.status}>
              <Text role="alert">{t("profiles.error")}</Text>
              <Button variant="default" onClick={() => list.refetch()}>
                {t("profiles.retry")}
              </Button>
            </div>
          )}
          {list.isSuccess && cards.length === 0 && (
            <div className={frame.status}>
              <Text>{t(`matches.empty.${type}`)}</Text>
            </div>
          )}
          {cards.length > 0 && (
            <ul className={frame.grid}>
              {cards.map((card, index) => (
                <li key={card.id}>
                  <ProfileCard
                    profile={card}
                    eager={index < 2}
                    footer={
                      <p className={classes.summary}>{matchSummary(t, card.match, card.gender)}</p>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreFooter pages={list} end={list.isSuccess && cards.length > 0} />
        </>
      )}
    </section>
  );
}
