import { Button, Loader, Text, Title, VisuallyHidden } from "@mantine/core";
import type { Notification } from "@sagpan/contract";
import { IconBell } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import frame from "../../components/list-page.module.css";
import { LoadMoreFooter } from "../../components/load-more-footer.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { listTime } from "../../lib/dates.ts";
import { useMarkRead, useNotifications } from "./api.ts";
import { sentenceOf, targetOf } from "./describe.ts";
import classes from "./notifications.module.css";

/**
 * `/notifications`: every event of the last 90 days in words, newest first, with the other
 * member's photo as they let this member see it (or their avatar). A tap goes where the event
 * is and reads the line; "Mark all as read" empties the bell.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const list = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate([n.id]);
    void navigate(targetOf(n));
  };

  return (
    <section className={frame.page} aria-labelledby="notifications-title">
      <div className={frame.header}>
        <Title order={1} size="h2" id="notifications-title" className={frame.title}>
          {t("notifications.title")}
        </Title>
        {unread > 0 && (
          <Button variant="default" onClick={() => markRead.mutate("all")}>
            {t("notifications.markAll")}
          </Button>
        )}
      </div>
      {list.isPending && (
        <div className={frame.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {list.isError && items.length === 0 && (
        <div className={frame.status}>
          <Text role="alert">{t("profiles.error")}</Text>
          <Button variant="default" onClick={() => list.refetch()}>
            {t("profiles.retry")}
          </Button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && (
        <div className={frame.status}>
          <Text>{t("notifications.empty")}</Text>
        </div>
      )}
      {items.length > 0 && (
        <ul className={classes.list}>
          {items.map((n) => (
            <li key={n.id} className={classes.item}>
              <NotificationLine notification={n} onOpen={() => open(n)} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreFooter pages={list} end={list.isSuccess && items.length > 0} />
    </section>
  );
}

function NotificationLine({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const photo = n.actor?.primary_profile_pic?.small ?? n.actor?.avatar_url ?? null;
  return (
    <button
      type="button"
      className={n.read ? classes.line : `${classes.line} ${classes.unread}`}
      onClick={onOpen}
    >
      {photo ? (
        <img src={photo} alt="" className={classes.face} loading="lazy" width={48} height={48} />
      ) : (
        <span className={classes.face} aria-hidden>
          <IconBell size={22} stroke={1.7} />
        </span>
      )}
      <span className={classes.words}>
        {sentenceOf(t, n)}
        {!n.read && <VisuallyHidden> {t("notifications.new")}</VisuallyHidden>}
        <time dateTime={n.at} className={classes.when}>
          {listTime(n.at, i18n.language)}
        </time>
      </span>
    </button>
  );
}
