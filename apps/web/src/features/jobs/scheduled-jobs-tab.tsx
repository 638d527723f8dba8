import { Button, Stack, Text, Title } from "@mantine/core";
import type { ScheduledJob } from "@sagpan/contract";
import { useTranslation } from "../../i18n/use-translation.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { ListState } from "../admin/list-state.tsx";
import { useRunJob, useScheduledJobs } from "./api.ts";
import { nameOf, whenOf } from "./job-words.ts";

/**
 * "Scheduled work": what the app does by itself and when (India time), with "Run now" for one
 * of them — the morning summary mail after a mail outage, say. Each job does only what is due,
 * so starting one again sends nothing twice; the audit log records who started it.
 */
export function ScheduledJobsTab() {
  const { t } = useTranslation();
  const jobs = useScheduledJobs();
  return (
    <Stack gap="lg">
      <Text size="sm">{t("jobs.admin.intro")}</Text>
      <section aria-labelledby="scheduled-jobs">
        <Title order={2} size="h4" mb="sm" id="scheduled-jobs">
          {t("jobs.admin.listTitle")}
        </Title>
        <ListState query={jobs} failed={t("jobs.admin.loadFailed")} empty={t("jobs.admin.empty")}>
          {(items) => (
            <ul className={classes.list} aria-labelledby="scheduled-jobs">
              {items.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </Stack>
  );
}

function JobRow({ job }: { job: ScheduledJob }) {
  const { t } = useTranslation();
  const run = useRunJob();
  const name = nameOf(t, job.name);
  const onRun = () =>
    run.mutate(job.name, {
      onSuccess: () => void notify(t("jobs.admin.started", { name }), { tone: "success" }),
      onError: (error) => void notifyError(t, error),
    });
  return (
    <li className={classes.row} aria-label={name}>
      <div className={classes.who}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {whenOf(t, job.cron)}
        </Text>
      </div>
      <div className={classes.actions}>
        <Button
          variant="default"
          onClick={onRun}
          loading={run.isPending}
          aria-label={t("jobs.admin.runName", { name })}
        >
          {t("jobs.admin.run")}
        </Button>
      </div>
    </li>
  );
}
