import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import type { AdminReport } from "@sagpan/contract";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import classes from "./admin.module.css";
import { type ReportAction, useAdminReports, useReportDecision } from "./api.ts";
import { ListState } from "./list-state.tsx";

const actions: { action: ReportAction; color: string; variant: string }[] = [
  { action: "dismiss", color: "slate", variant: "default" },
  { action: "warn", color: "yellow", variant: "light" },
  { action: "suspend", color: "red", variant: "filled" },
];

/** Open reports, oldest first; one decision closes every open report about that member. */
export function ReportsTab() {
  const { t } = useTranslation();
  const reports = useAdminReports();
  return (
    <ListState
      query={reports}
      failed={t("admin.reports.loadFailed")}
      empty={t("admin.reports.empty")}
    >
      {(items) => (
        <ul className={classes.list}>
          {items.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
    </ListState>
  );
}

const fullName = (person: { name: string; lastName: string }) =>
  `${person.name} ${person.lastName}`.trim();

function ReportRow({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const decide = useReportDecision();
  const [asking, setAsking] = useState<ReportAction | null>(null);
  const target = fullName(report.target);
  const reporter = fullName(report.reporter);

  const confirm = (action: ReportAction) =>
    decide.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          setAsking(null);
          void notify(t(`admin.reports.done.${action}`), { tone: "success" });
        },
        onError: (error) => {
          setAsking(null);
          void notifyError(t, error);
        },
      },
    );

  return (
    <li className={classes.row} aria-label={target}>
      <div className={classes.who}>
        <Anchor component={Link} to={profilePath(report.target.id)} fw={600}>
          {target}
        </Anchor>
        <Group gap="xs">
          <Badge variant="light" color="red">
            {t(`connections.reasons.${report.reason}`)}
          </Badge>
          <Badge variant="light" color="slate">
            {t("admin.reports.openCount", { count: report.target.open_reports })}
          </Badge>
          {report.target.hidden && (
            <Badge variant="outline" color="yellow">
              {t("admin.reports.hidden")}
            </Badge>
          )}
          <Badge variant="light" color="slate">
            {t("admin.reports.weight", {
              weight: report.target.hold_weight,
              needed: report.target.hold_at,
            })}
          </Badge>
        </Group>
        {report.details && (
          <Text size="sm" className={classes.details}>
            {report.details}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("admin.reports.reportedBy", {
            name: reporter,
            time: dateTime(report.created_at, i18n.language),
          })}
          {" · "}
          {t(`admin.reports.standing.${report.reporter.standing}`)}
        </Text>
      </div>
      <div className={classes.actions}>
        {actions.map(({ action, color, variant }) => (
          <Button
            key={action}
            size="sm"
            color={color}
            variant={variant}
            disabled={decide.isPending}
            onClick={() => setAsking(action)}
          >
            {t(`admin.reports.actions.${action}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`admin.reports.confirmTitle.${asking}`, { name: target }) : ""}
        message={asking ? t(`admin.reports.confirmBody.${asking}`) : ""}
        busy={decide.isPending}
        onConfirm={() => asking && confirm(asking)}
        onCancel={() => setAsking(null)}
      />
    </li>
  );
}
