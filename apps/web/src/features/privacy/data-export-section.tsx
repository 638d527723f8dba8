import { Alert, Button, Group, Loader, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { indiaTime, longDate } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { downloadDataExport, useDataExport, useRequestDataExport } from "./data-export-api.ts";
import classes from "./privacy.module.css";

/**
 * "Download my data" (DPDP right of access) on the privacy page: ask for the ZIP, see it being
 * prepared, download it until it expires, or try again when it failed.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation();
  const current = useDataExport();
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState(false);
  const latest = current.data ?? null;
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  // The notification and the mail link here (#my-data): the page opens at this section, once
  // its state is in (the section's height is known then).
  const loaded = !current.isPending;
  useEffect(() => {
    if (loaded && location.hash === "#my-data") {
      section.current?.scrollIntoView({ block: "center" });
    }
  }, [location.hash, loaded]);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => notify(t("privacy.myData.asked"), { tone: "success" }),
      onError: (error) => notifyError(t, error),
    });

  const download = async (url: string) => {
    setDownloading(true);
    try {
      await downloadDataExport(url);
    } catch (error) {
      notifyError(t, error);
      void current.refetch();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section ref={section} className={classes.section} id="my-data" aria-labelledby="my-data-title">
      <Title order={2} size="h4" id="my-data-title">
        {t("privacy.myData.title")}
      </Title>
      <Text mt="xs">{t("privacy.myData.intro")}</Text>
      <div className={classes.dataState} aria-live="polite">
        {current.isPending ? (
          <Loader size="sm" aria-label={t("app.loading")} />
        ) : latest?.status === "queued" ? (
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text>{t("privacy.myData.queued")}</Text>
          </Group>
        ) : latest?.status === "ready" && latest.url ? (
          <>
            <Text>
              {t("privacy.myData.ready", {
                date: longDate(latest.expires_at ?? "", i18n.language, indiaTime),
              })}
            </Text>
            <Button mt="sm" loading={downloading} onClick={() => void download(latest.url ?? "")}>
              {t("privacy.myData.download")}
            </Button>
          </>
        ) : latest?.status === "failed" ? (
          <>
            <Alert color="red" variant="light" title={t("privacy.myData.failedTitle")}>
              {t("privacy.myData.failed")}
            </Alert>
            <Button mt="sm" onClick={ask} loading={request.isPending}>
              {t("privacy.myData.retry")}
            </Button>
          </>
        ) : (
          <Button onClick={ask} loading={request.isPending}>
            {t("privacy.myData.ask")}
          </Button>
        )}
      </div>
    </section>
  );
}
