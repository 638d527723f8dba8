import { Badge, Button, Collapse, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import classes from "../../components/list-page.module.css";
import { useTranslation } from "../../i18n/use-translation.ts";
import { SavedSearches } from "../saved-searches/saved-searches.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import {
  activeFilterCount,
  filtersToParams,
  type ProfileFilters,
  parseFilters,
} from "./filters.ts";
import { ProfileList } from "./profile-list.tsx";

/**
 * `/filtered/profiles`: the list narrowed by filters that live in the URL query, so the same
 * link shows the same list after a reload or when shared.
 */
export function FilteredProfilesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const canonical = filtersToParams(filters).toString();
  const count = activeFilterCount(filters);
  const [open, setOpen] = useState(count === 0);

  const apply = (next: ProfileFilters) => {
    setParams(filtersToParams(next));
    setOpen(false);
  };

  return (
    <section className={classes.page} aria-labelledby="filtered-title">
      <div className={classes.header}>
        <Title order={1} size="h2" id="filtered-title" className={classes.title}>
          {t("filters.pageTitle")}
        </Title>
        <Button
          variant={open ? "filled" : "default"}
          aria-expanded={open}
          aria-controls="profile-filters"
          onClick={() => setOpen((o) => !o)}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-label={t("filters.active", { count })}>
                {count}
              </Badge>
            ) : undefined
          }
        >
          {t("filters.open")}
        </Button>
      </div>
      <Collapse expanded={open} id="profile-filters">
        <FilterPanel key={canonical} initial={filters} onApply={apply} onReset={() => apply({})} />
      </Collapse>
      <SavedSearches query={Object.fromEntries(filtersToParams(filters))} />
      <ProfileList query={filters} emptyText={t("filters.empty")} />
    </section>
  );
}
