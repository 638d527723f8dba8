import { Button, Loader, Text, Title } from "@mantine/core";
import type { MatchCard } from "@sagpan/contract";
import { IconAdjustmentsHeart, IconEye } from "@tabler/icons-react";
import { memo } from "react";
import { Link, useSearchParams } from "react-router";
import frame from "../../components/list-page.module.css";
import { LoadMoreFooter } from "../../components/load-more-footer.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useRevealed } from "../../lib/use-revealed.ts";
import { useIdle } from "../../lib/when-idle.ts";
import { ListingBanner } from "../profile-edit/listing-banner.tsx";
import { ProfileCard } from "../profiles/profile-card.tsx";
import { useMatches, useRecommendations } from "./api.ts";
import { matchSummary } from "./match-summary.ts";
import { MatchTabs } from "./match-tabs.tsx";
import classes from "./matches.module.css";
import { Recommendations } from "./recommendations.tsx";
import { matchTypeOf } from "./requests.ts";

/**
 * Match cards drawn with the list: none, since the day's recommendations fill the first screen
 * above them; they follow two at a time in idle moments, so no task draws many cards at once.
 */
const FIRST_CARDS = 0;
const SLICE = 2;

/**
 * `/matches` (issue 20): profiles matched on partner preferences both ways. Mutual, "My
 * preferences" (they fit mine) and "Looking for me" (I fit theirs), each card saying in words
 * how the pair match. The tab lives in the address (?type=).
 */
export function MatchesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = matchTypeOf(params.get("type"));
  // The day's recommendations stand above the tabs: until they are in, one loader holds the
  // page, so a band of cards arriving never pushes the tabs and the list down (Lighthouse's
  // layout shift on a phone was 0.086). Both requests start at once.
  const settled = !useRecommendations().isPending;
  // The tabs and their list come once the first screen (the recommendations) is drawn and the
  // browser is idle: below them on a phone, they would otherwise be drawn in the same long task.
  const listShown = useIdle();
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
          {listShown && (
            <>
              <MatchTabs
                value={type}
                onChange={(next) => setParams({ type: next }, { replace: true })}
              />
              <Text size="sm" c="dimmed" className={classes.intro}>
                {t(`matches.intro.${type}`)}
              </Text>
              <MatchList key={type} type={type} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** One tab's cards, drawn a few at a time, then loading the next page near the end. */
function MatchList({ type }: { type: ReturnType<typeof matchTypeOf> }) {
  const { t } = useTranslation();
  const list = useMatches(type);
  const cards = list.data?.pages.flatMap((page) => page.data) ?? [];
  const shown = useRevealed(cards.length, FIRST_CARDS, SLICE);
  const drawn = shown === cards.length;
  return (
    <>
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
          <Button component={Link} to="/info?go=3" variant="default">
            {t("matches.editPreferences")}
          </Button>
        </div>
      )}
      {cards.length > 0 && (
        <ul className={frame.grid} aria-label={t(`matches.types.${type}`)}>
          {cards.slice(0, shown).map((card) => (
            <li key={card.id}>
              <MatchItem card={card} />
            </li>
          ))}
        </ul>
      )}
      {/* The next page is asked for only once this one is drawn: the footer's sentinel would
          otherwise sit right under the first cards. */}
      {drawn && <LoadMoreFooter pages={list} end={list.isSuccess && cards.length > 0} />}
    </>
  );
}

/**
 * A match card, drawn again only when its own data changes. Its photo loads lazily: the day's
 * recommendations above fill a phone's first screen.
 */
const MatchItem = memo(function MatchItem({ card }: { card: MatchCard }) {
  const { t } = useTranslation();
  return (
    <ProfileCard
      profile={card}
      footer={<p className={classes.summary}>{matchSummary(t, card.match, card.gender)}</p>}
    />
  );
});
