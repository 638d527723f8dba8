import { Alert, Badge, Button, Center, Group, Loader, Select, Text } from "@mantine/core";
import type { AuditEntry } from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import classes from "./admin.module.css";
import { useAuditLog } from "./api.ts";
import { auditDetails } from "./audit-details.ts";

/** Codes the console names; a code it does not know yet is shown as it is. */
const knownActions = [
  "documents.decide",
  "reports.decide",
  "features.create",
  "features.update",
  "features.order",
  "leads.status",
  "groups.create",
  "groups.update",
  "profiles.migrate",
  "members.suspend",
  "members.restore",
  "blogs.create",
  "blogs.update",
  "blogs.status",
  "blogs.image",
  "ab.set",
  "ab.delete",
  "ads.create",
  "ads.update",
  "ads.stop",
  "ads.image",
];

/** Every change made by an admin, newest first: who, what, to which object, when. */
export function AuditTab() {
  const { t } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const log = useAuditLog(action);
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  const actionLabel = (code: string) =>
    t(`admin.audit.actions.${code.replace(".", "_")}`, { defaultValue: code });

  return (
    <>
      <Select
        label={t("admin.audit.filter")}
        data={[
          { value: "", label: t("admin.audit.all") },
          ...knownActions.map((code) => ({ value: code, label: actionLabel(code) })),
        ]}
        value={action ?? ""}
        onChange={(value) => setAction(value || null)}
        allowDeselect={false}
        maw={320}
        mb="md"
      />
      {log.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("app.loading")} />
        </Center>
      ) : log.isError ? (
        <Alert color="red" role="alert">
          {t("admin.audit.loadFailed")}
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("admin.audit.empty")}
        </Text>
      ) : (
        <>
          <ul className={classes.list} aria-label={t("admin.tabs.audit")}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} label={actionLabel(entry.action)} />
            ))}
          </ul>
          {log.hasNextPage && (
            <Center mt="md">
              <Button
                variant="default"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t("admin.audit.more")}
              </Button>
            </Center>
          )}
        </>
      )}
    </>
  );
}

function AuditRow({ entry, label }: { entry: AuditEntry; label: string }) {
  const { t, i18n } = useTranslation();
  const details = auditDetails(entry.details, t, i18n.language);
  return (
    <li className={classes.row}>
      <div className={classes.who}>
        <Group gap="xs">
          <Badge variant="light" color="sky">
            {label}
          </Badge>
          {entry.member ? (
            <Text size="sm" fw={600}>
              {t("admin.audit.member", {
                name: entry.member.name,
                number: entry.member.member_no,
              })}
            </Text>
          ) : (
            entry.target && (
              <Text size="sm" c="dimmed" className={classes.email}>
                {entry.target}
              </Text>
            )
          )}
        </Group>
        {details && (
          <Text size="sm" className={classes.details}>
            {details}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("admin.audit.by", {
            name: entry.admin.name ?? entry.admin.email,
            time: dateTime(entry.at, i18n.language),
          })}
        </Text>
      </div>
    </li>
  );
}
