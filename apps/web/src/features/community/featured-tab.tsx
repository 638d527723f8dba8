import { ActionIcon, Badge, Button, Group, Text, Title } from "@mantine/core";
import type { AdminFeature } from "@sagpan/contract";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useState } from "react";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { ListState } from "../admin/list-state.tsx";
import { useAdminFeatures, useOrderFeatures } from "./admin-api.ts";
import { FeatureEditor } from "./feature-editor.tsx";
import { GroupsSection } from "./groups-section.tsx";

/** The /featured page's cards (add, edit, hide, reorder) and the community groups. */
export function FeaturedTab() {
  const { t } = useTranslation();
  const features = useAdminFeatures();
  const order = useOrderFeatures();
  const [editing, setEditing] = useState<string | "new" | null>(null);

  const move = (items: AdminFeature[], index: number, by: -1 | 1) => {
    const ids = items.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id as string);
    order.mutate(ids, { onError: (error) => void notifyError(t, error) });
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t("community.admin.features.title")}
        </Title>
        {editing !== "new" && (
          <Button onClick={() => setEditing("new")}>{t("community.admin.features.add")}</Button>
        )}
      </Group>
      {editing === "new" && (
        <div className={classes.row} style={{ marginBottom: "var(--mantine-spacing-md)" }}>
          <FeatureEditor feature={null} onDone={() => setEditing(null)} />
        </div>
      )}
      <ListState
        query={features}
        failed={t("community.admin.features.loadFailed")}
        empty={t("community.admin.features.empty")}
      >
        {(items) => (
          <ul className={classes.list} aria-label={t("community.admin.features.title")}>
            {items.map((feature, index) =>
              editing === feature.id ? (
                <li key={feature.id} className={classes.row}>
                  <FeatureEditor feature={feature} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <FeatureRow
                  key={feature.id}
                  feature={feature}
                  first={index === 0}
                  last={index === items.length - 1}
                  busy={order.isPending}
                  onMove={(by) => move(items, index, by)}
                  onEdit={() => setEditing(feature.id)}
                />
              ),
            )}
          </ul>
        )}
      </ListState>
      <GroupsSection />
    </>
  );
}

function FeatureRow(props: {
  feature: AdminFeature;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { feature } = props;
  const gu = currentLanguage(i18n) === "gu";
  const title = gu ? feature.title_gu : feature.title_en;
  return (
    <li className={classes.row} aria-label={title}>
      <div className={classes.who}>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {feature.hidden && (
            <Badge variant="outline" color="yellow">
              {t("community.admin.features.hidden")}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {gu ? feature.body_gu : feature.body_en}
        </Text>
      </div>
      <div className={classes.actions}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("community.admin.features.up")}
          disabled={props.first || props.busy}
          onClick={() => props.onMove(-1)}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("community.admin.features.down")}
          disabled={props.last || props.busy}
          onClick={() => props.onMove(1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="sm" onClick={props.onEdit}>
          {t("community.admin.features.edit")}
        </Button>
      </div>
    </li>
  );
}
