import { Button, Loader, Text, Title } from "@mantine/core";
import { IconHeart, IconPlayerTrackNext } from "@tabler/icons-react";
import { useState } from "react";
import frame from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { useSendInterest } from "../connections/send-interest.ts";
import { ProfileCard } from "../profiles/profile-card.tsx";
import { useDropRecommendation, useRecommendations, useSkipRecommendation } from "./api.ts";
import { matchSummary } from "./match-summary.ts";
import classes from "./matches.module.css";

/**
 * "Today's recommendations" at the top of /matches (issue 20): up to 10 profiles a day, the
 * same all day, each with Send interest and Skip. A card leaves once either is done, with a
 * toast saying what happened; when none remain the section says so in words.
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
  const cards = list.data?.data ?? [];
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
          {cards.map((card, index) => {
            const busy =
              (interest.isPending && interest.variables === card.id) ||
              (skip.isPending && skip.variables === card.id);
            return (
              <li key={card.id}>
                <ProfileCard
                  profile={card}
                  eager={index < 2}
                  footer={
                    <>
                      <p className={classes.summary}>{matchSummary(t, card.match, card.gender)}</p>
                      <div className={classes.cardActions}>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconHeart size={14} aria-hidden />}
                          aria-label={t("recommendations.sendTo", { name: card.name })}
                          disabled={busy}
                          loading={interest.isPending && interest.variables === card.id}
                          onClick={() => interest.mutate(card.id)}
                        >
                          {t("connections.sendInterest")}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPlayerTrackNext size={14} aria-hidden />}
                          aria-label={t("recommendations.skipName", { name: card.name })}
                          disabled={busy}
                          loading={skip.isPending && skip.variables === card.id}
                          onClick={() =>
                            skip.mutate(card.id, { onError: (error) => notifyError(t, error) })
                          }
                        >
                          {t("recommendations.skip")}
                        </Button>
                      </div>
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
