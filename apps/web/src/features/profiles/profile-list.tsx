import { Button, Loader, Text } from "@mantine/core";
import { useDeferredValue } from "react";
import classes from "../../components/list-page.module.css";
import { LoadMoreFooter } from "../../components/load-more-footer.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { UpgradeBanner } from "../trust/upgrade-banner.tsx";
import { type ListQuery, useProfileList } from "./api.ts";
import { EAGER_CARDS } from "./photo-sources.ts";
import { ProfileCard } from "./profile-card.tsx";

/** The card grid with infinite scroll (and a button for when scrolling cannot be observed). */
export function ProfileList({ query, emptyText }: { query: ListQuery; emptyText: string }) {
  const { t } = useTranslation();
  const list = useProfileList(query);
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
      <LoadMoreFooter pages={list} end={list.isSuccess && profiles.length > 0} />
    </>
  );
}
