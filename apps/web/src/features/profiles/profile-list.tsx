import { Button, Loader, Text } from "@mantine/core";
import { useDeferredValue, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { UpgradeBanner } from "../trust/upgrade-banner.tsx";
import { type ListQuery, useProfileList } from "./api.ts";
import { EAGER_CARDS } from "./photo-sources.ts";
import { ProfileCard } from "./profile-card.tsx";
import classes from "./profiles.module.css";

/** Loads the next page when this many pixels from the end of the list. */
const PREFETCH_MARGIN = "600px 0px";

/** The card grid with infinite scroll (and a button for when scrolling cannot be observed). */
export function ProfileList({ query, emptyText }: { query: ListQuery; emptyText: string }) {
  const { t } = useTranslation();
  const list = useProfileList(query);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Twenty cards are the page's biggest render: deferred, React draws them in slices between
  // which the phone stays responsive, instead of in one long task as the data arrives.
  const deferred = useDeferredValue(list.data);
  const data = list.data === undefined ? undefined : deferred;
  const profiles = data?.pages.flatMap((page) => page.data) ?? [];
  const drawing = list.data !== undefined && data === undefined;

  return (
    <>
      {(list.isPending || drawing) && (
        <div className={classes.status}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </div>
      )}
      {list.isError && profiles.length === 0 && (
        <div className={classes.status}>
          <Text role="alert">{t("profiles.error")}</Text>
          <Button variant="default" onClick={() => list.refetch()}>
            {t("profiles.retry")}
          </Button>
        </div>
      )}
      {list.isSuccess && !drawing && profiles.length === 0 && (
        <div className={classes.status}>
          <Text>{emptyText}</Text>
        </div>
      )}
      {profiles.length > 0 && <UpgradeBanner variant="list" />}
      {profiles.length > 0 && (
        <ul className={classes.grid}>
          {profiles.map((profile, index) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNextPage && (
        <div className={classes.status}>
          {isFetchingNextPage ? (
            <Loader size="sm" aria-label={t("app.loading")} />
          ) : (
            <Button variant="default" onClick={() => fetchNextPage()}>
              {t("profiles.loadMore")}
            </Button>
          )}
        </div>
      )}
      {list.isSuccess && !hasNextPage && profiles.length > 0 && (
        <div className={classes.status}>
          <Text c="dimmed" size="sm">
            {t("profiles.end")}
          </Text>
        </div>
      )}
    </>
  );
}
