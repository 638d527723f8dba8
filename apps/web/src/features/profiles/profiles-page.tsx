import { Button, Loader, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useProfileList } from "./api.ts";
import { ProfileCard } from "./profile-card.tsx";
import classes from "./profiles.module.css";

/** Profile list with infinite scroll; `saved` switches to the saved-only mode. */
export function ProfilesPage({ saved = false }: { saved?: boolean }) {
  const { t } = useTranslation();
  const list = useProfileList({ saved });
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
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const profiles = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className={classes.page} aria-labelledby="profiles-title">
      <Title order={1} size="h2" id="profiles-title" className={classes.title}>
        {saved ? t("profiles.savedTitle") : t("profiles.title")}
      </Title>
      {list.isPending && (
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
      {list.isSuccess && profiles.length === 0 && (
        <div className={classes.status}>
          <Text>{saved ? t("profiles.savedEmpty") : t("profiles.empty")}</Text>
        </div>
      )}
      {profiles.length > 0 && (
        <ul className={classes.grid}>
          {profiles.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} />
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
    </section>
  );
}

export function SavedProfilesPage() {
  return <ProfilesPage saved />;
}
