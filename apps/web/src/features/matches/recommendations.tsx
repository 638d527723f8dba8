import { Button, Loader, Text, Title } from "@mantine/core";
import type { MatchCard } from "@sagpan/contract";
import { IconHeart, IconPlayerTrackNext } from "@tabler/icons-react";
import { memo, useCallback, useState } from "react";
import frame from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useRevealed } from "../../lib/use-revealed.ts";
import { useSendInterest } from "../connections/send-interest.ts";
import { EAGER_CARDS } from "../profiles/photo-sources.ts";
import { ProfileCard } from "../profiles/profile-card.tsx";
import { useDropRecommendation, useRecommendations, useSkipRecommendation } from "./api.ts";
import { matchSummary } from "./match-summary.ts";
import classes from "./matches.module.css";

/**
 * Recommendation cards drawn with the page: the first row of a phone (two columns); the rest
 * follow two at a time in idle moments, each card with its two buttons a short task of its own.
 */
const FIRST_CARDS = 2;

/**
 * "Today's recommendations" at the top of /matches (issue 20): up to 10 profiles a day, the
 * same all day, each with Send interest and Skip. A card leaves once either is done, with a
 * toast saying what happened; when none remain the section says so in words. The first screen's
 * cards are drawn at once, the others in slices after.
 */
export function Recommendations() {
  const { t } = useTranslation();
  const list = useRecommendations();
  const drop = useDropRecommendation();
  const [handled, setHandled] = useState(0);
  const leave = (id: string) => {
    drop(id);
    setHandled((n) => n + 1);
  };
  const interest = useSendInterest({ onSent: leave });
  const skip = useSkipRecommendation((id) => {
    const card = list.data?.data.find((c) => c.id === id);
    notify(t("recommendations.skipped", { name: card?.name ?? "" }), { tone: "success" });
    leave(id);
  });
  const { mutate: sendInterest } = interest;
  const { mutate: skipCard } = skip;
  const onSkip = useCallback(
    (id: string) => skipCard(id, { onError: (error) => notifyError(t, error) }),
    [skipCard, t],
  );
  const cards = list.data?.data ?? [];
  const shown = useRevealed(cards.length, FIRST_CARDS);
  const busyWith = (id: string): Busy =>
    interest.isPending && interest.variables === id
      ? "interest"
      : skip.isPending && skip.variables === id
        ? "skip"
        : null;
  return (
    <section className={classes.recommendations} aria-labelledby="recommendations-title">
      <Title order={2} size="h3" id="recommendations-title" className={frame.title}>
        {t("recommendations.title")}
      </Title>
      <Text size="sm" c="dimmed" className={classes.intro}>
        {t("recommendations.intro")}
      </Text>
      {list.isPending && (
        <div className={frame.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {list.isError && (
        <div className={frame.status}>
          <Text role="alert">{t("recommendations.error")}</Text>
          <Button variant="default" onClick={() => list.refetch()}>
            {t("profiles.retry")}
          </Button>
        </div>
      )}
      {list.isSuccess && cards.length === 0 && (
        <Text className={classes.recommendationsEmpty} role="status">
          {t(handled > 0 ? "recommendations.done" : "recommendations.none")}
        </Text>
      )}
      {cards.length > 0 && (
        <ul className={frame.grid}>
          {cards.slice(0, shown).map((card, index) => (
            <li key={card.id}>
              <RecommendationCard
                card={card}
                eager={index < EAGER_CARDS}
                busy={busyWith(card.id)}
                onInterest={sendInterest}
                onSkip={onSkip}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Busy = "interest" | "skip" | null;

/** One recommendation, drawn again only when its data or its own pending action changes. */
const RecommendationCard = memo(function RecommendationCard({
  card,
  eager,
  busy,
  onInterest,
  onSkip,
}: {
  card: MatchCard;
  eager: boolean;
  busy: Busy;
  onInterest: (id: string) => void;
  onSkip: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ProfileCard
      profile={card}
      eager={eager}
      footer={
        <>
          <p className={classes.summary}>{matchSummary(t, card.match, card.gender)}</p>
          <div className={classes.cardActions}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconHeart size={14} aria-hidden />}
              aria-label={t("recommendations.sendTo", { name: card.name })}
              disabled={busy !== null}
              loading={busy === "interest"}
              onClick={() => onInterest(card.id)}
            >
              {t("connections.sendInterest")}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerTrackNext size={14} aria-hidden />}
              aria-label={t("recommendations.skipName", { name: card.name })}
              disabled={busy !== null}
              loading={busy === "skip"}
              onClick={() => onSkip(card.id)}
            >
              {t("recommendations.skip")}
            </Button>
          </div>
        </>
      }
    />
  );
});
