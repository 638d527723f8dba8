import { Alert, Button, Loader, Text, Title } from "@mantine/core";
import type { VisitorCount } from "@sagpan/contract";
import { IconEyeOff, IconLock } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import frame from "../../components/list-page.module.css";
import { LoadMoreFooter } from "../../components/load-more-footer.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { indiaTime, shortDate } from "../../lib/dates.ts";
import { indianNumber } from "../../lib/numbers.ts";
import { useRevealed } from "../../lib/use-revealed.ts";
import { useSession } from "../../lib/use-session.ts";
import { EAGER_CARDS } from "../profiles/photo-sources.ts";
import { ProfileCard } from "../profiles/profile-card.tsx";
import { useMarkVisitorsSeen, useVisitorCount, useVisitors } from "./api.ts";
import classes from "./visitors.module.css";

/** An India date (`YYYY-MM-DD`) read at noon in India, so no reader's zone moves its day. */
const indiaNoon = (date: string) => `${date}T12:00:00+05:30`;

/**
 * `/visitors` (issue 20): who viewed my profile. Everyone sees how many and when; Belief and
 * Trust see who, each card opening that profile; a Free member is offered the plans. Opening
 * the page makes the visits so far no longer new (after the count shown here was read).
 */
export function VisitorsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const count = useVisitorCount();
  const paid = session !== null && session.myplan !== "Free";
  const mayList = paid && count.data !== undefined && !count.data.browsing_privately;
  const list = useVisitors(mayList && count.data.total > 0);
  const seen = useMarkVisitorsSeen();
  const marked = useRef(false);
  const { mutate: markSeen } = seen;

  useEffect(() => {
    if (count.isSuccess && !marked.current) {
      marked.current = true;
      markSeen();
    }
  }, [count.isSuccess, markSeen]);

  const visitors = list.data?.pages.flatMap((page) => page.data) ?? [];
  // The first screen's cards at once, the others in slices (lib/use-revealed.ts).
  const shown = useRevealed(visitors.length, EAGER_CARDS);
  return (
    <section className={`${frame.page} ${classes.stack}`} aria-labelledby="visitors-title">
      <Title order={1} size="h2" id="visitors-title" className={frame.title}>
        {t("visitors.title")}
      </Title>
      {count.isPending && (
        <div className={frame.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {count.isError && (
        <div className={frame.status}>
          <Text role="alert">{t("visitors.error")}</Text>
          <Button variant="default" onClick={() => count.refetch()}>
            {t("profiles.retry")}
          </Button>
        </div>
      )}
      {count.data && <Summary count={count.data} />}
      {count.data?.browsing_privately && (
        <Alert icon={<IconEyeOff size={20} aria-hidden />} className={classes.notice}>
          <Text size="sm">{t("visitors.private")}</Text>
          <Link to="/settings/privacy" className={classes.link}>
            {t("visitors.privacySettings")}
          </Link>
        </Alert>
      )}
      {count.data && count.data.total === 0 && (
        <div className={frame.status}>
          <Text>{t("visitors.empty")}</Text>
          <Button component={Link} to="/upload/pics" variant="default">
            {t("visitors.addPhotos")}
          </Button>
        </div>
      )}
      {count.data && count.data.total > 0 && (!mayList || list.isError) && (
        <Days count={count.data} />
      )}
      {count.data && count.data.total > 0 && !paid && (
        <div className={classes.offer}>
          <IconLock size={22} aria-hidden />
          <div>
            <Text fw={600}>{t("visitors.upgradeTitle")}</Text>
            <Text size="sm">{t("visitors.upgradeText")}</Text>
          </div>
          <Button component={Link} to="/subscription">
            {t("visitors.upgrade")}
          </Button>
        </div>
      )}
      {mayList && list.isPending && count.data.total > 0 && (
        <div className={frame.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {visitors.length > 0 && (
        <ul className={frame.grid}>
          {visitors.slice(0, shown).map((visit, index) => (
            <li key={visit.profile.id}>
              <ProfileCard
                profile={visit.profile}
                eager={index < EAGER_CARDS}
                footer={
                  <p className={classes.when}>
                    {t("visitors.viewedOn", {
                      date: shortDate(visit.at, i18n.language, indiaTime),
                    })}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {mayList && shown === visitors.length && <LoadMoreFooter pages={list} end={false} />}
    </section>
  );
}

function Summary({ count }: { count: VisitorCount }) {
  const { t, i18n } = useTranslation();
  if (count.total === 0) return null;
  return (
    <p className={classes.summary}>
      {t("visitors.total", { count: count.total, n: indianNumber(count.total, i18n.language) })}
      {count.new > 0 && (
        <span className={classes.new}>
          {t("visitors.new", { count: count.new, n: indianNumber(count.new, i18n.language) })}
        </span>
      )}
    </p>
  );
}

/** When, without who: the days of the last month with visits (what a Free member sees). */
function Days({ count }: { count: VisitorCount }) {
  const { t, i18n } = useTranslation();
  if (count.days.length === 0) return <Text size="sm">{t("visitors.noRecentDays")}</Text>;
  return (
    <section aria-labelledby="visitors-days" className={classes.days}>
      <Title order={2} size="h4" id="visitors-days">
        {t("visitors.when")}
      </Title>
      <ul className={classes.dayList}>
        {count.days.map((day) => (
          <li key={day.date}>
            <span>{shortDate(indiaNoon(day.date), i18n.language, indiaTime)}</span>
            <span>
              {t("visitors.members", {
                count: day.count,
                n: indianNumber(day.count, i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
