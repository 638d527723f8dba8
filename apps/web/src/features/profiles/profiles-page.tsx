import { Button, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link } from "react-router";
import classes from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { ProfileList } from "./profile-list.tsx";

/** `/` and `/profiles` (newest first) and, with `saved`, `/saved/profiles`. */
export function ProfilesPage({ saved = false }: { saved?: boolean }) {
  const { t } = useTranslation();
  const query = useMemo(() => (saved ? { saved: true } : {}), [saved]);
  return (
    <section className={classes.page} aria-labelledby="profiles-title">
      <div className={classes.header}>
        <Title order={1} size="h2" id="profiles-title" className={classes.title}>
          {saved ? t("profiles.savedTitle") : t("profiles.title")}
        </Title>
        <Button
          component={Link}
          to="/filtered/profiles"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        >
          {t("filters.open")}
        </Button>
      </div>
      <ProfileList
        query={query}
        emptyText={saved ? t("profiles.savedEmpty") : t("profiles.empty")}
      />
    </section>
  );
}

export function SavedProfilesPage() {
  return <ProfilesPage saved />;
}
