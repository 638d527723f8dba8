import { Button, Loader, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import classes from "./list-page.module.css";

/** Loads the next page when this many pixels from the end of the list. */
const PREFETCH_MARGIN = "600px 0px";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of an infinite card list (profiles, matches): the next page loads as the member
 * scrolls near it, with a button for when scrolling cannot be observed, and `end` says the
 * list is complete.
 */
export function LoadMoreFooter({ pages, end }: { pages: Pages; end: boolean }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

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

  return (
    <>
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
      {end && !hasNextPage && (
        <div className={classes.status}>
          <Text c="dimmed" size="sm">
            {t("profiles.end")}
          </Text>
        </div>
      )}
    </>
  );
}
