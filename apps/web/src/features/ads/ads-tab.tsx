import { Alert, Badge, Button, Center, Group, Loader, Text } from "@mantine/core";
import type { AdminAd, AdState } from "@sagpan/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { AdFormModal } from "./ad-form-modal.tsx";
import { AdPopup } from "./ad-popup.tsx";
import { useAdminAds, useStopAd } from "./api.ts";

const stateColor: Record<AdState, string> = {
  scheduled: "blue",
  running: "teal",
  ended: "gray",
  stopped: "red",
};

const number = (n: number) => n.toLocaleString("en-IN");
/** Click-through rate: clicks per impression, one decimal. */
const ctr = (ad: AdminAd) =>
  ad.impressions === 0 ? "–" : `${((100 * ad.clicks) / ad.impressions).toFixed(1)}%`;

/** The console's Ads tab: every ad with its state, schedule, audience and counts. */
export function AdsTab() {
  const { t } = useTranslation();
  const ads = useAdminAds();
  const [editing, setEditing] = useState<AdminAd | "new" | null>(null);
  const [previewing, setPreviewing] = useState<AdminAd | null>(null);
  const items = ads.data?.data ?? [];

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button onClick={() => setEditing("new")}>{t("ads.admin.new")}</Button>
      </Group>
      {ads.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("app.loading")} />
        </Center>
      ) : ads.isError ? (
        <Alert color="red" role="alert">
          {t("ads.admin.loadFailed")}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("ads.admin.empty")}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t("ads.admin.tab")}>
          {items.map((ad) => (
            <AdRow
              key={ad.id}
              ad={ad}
              onEdit={() => setEditing(ad)}
              onPreview={() => setPreviewing(ad)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <AdFormModal ad={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {previewing && (
        // The preview closes at once: the admin is checking the look, not the countdown rule.
        <AdPopup ad={{ ...previewing, status: "normal" }} onClose={() => setPreviewing(null)} />
      )}
    </>
  );
}

function AdRow({
  ad,
  onEdit,
  onPreview,
}: {
  ad: AdminAd;
  onEdit: () => void;
  onPreview: () => void;
}) {
  const { t, i18n } = useTranslation();
  const stop = useStopAd();
  const [asking, setAsking] = useState(false);
  const open = ad.state === "scheduled" || ad.state === "running";
  return (
    <li className={classes.row} aria-label={ad.title}>
      <div className={classes.who}>
        <Group gap="xs">
          <Text fw={700}>{ad.title}</Text>
          <Badge color={stateColor[ad.state]} variant="light">
            {t(`ads.admin.states.${ad.state}`)}
          </Badge>
          <Badge color="slate" variant="outline">
            {t(`ads.admin.targets.${ad.target}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("ads.admin.schedule", {
            start: dateTime(ad.starts_at, i18n.language),
            end: dateTime(ad.ends_at, i18n.language),
          })}
        </Text>
        <Text size="sm">{t(`ads.admin.statuses.${ad.status}`)}</Text>
        <Text size="sm">
          {t("ads.admin.stats", {
            impressions: number(ad.impressions),
            clicks: number(ad.clicks),
            ctr: ctr(ad),
          })}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button variant="default" size="xs" onClick={onPreview}>
          {t("ads.admin.preview")}
        </Button>
        {ad.state !== "stopped" && (
          <Button variant="default" size="xs" onClick={onEdit}>
            {t("ads.admin.edit")}
          </Button>
        )}
        {open && (
          <Button color="red" variant="light" size="xs" onClick={() => setAsking(true)}>
            {t("ads.admin.stop")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        opened={asking}
        title={t("ads.admin.stopTitle", { title: ad.title })}
        message={t("ads.admin.stopBody")}
        busy={stop.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          stop.mutate(ad.id, {
            onSuccess: () => {
              setAsking(false);
              void notify(t("ads.admin.stopped"), { tone: "success" });
            },
            onError: (error) => {
              setAsking(false);
              notifyError(t, error);
            },
          })
        }
      />
    </li>
  );
}
