import { Anchor, Badge, Group, NativeSelect, SegmentedControl, Text } from "@mantine/core";
import { type Lead, type LeadStatus, leadStatuses } from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime } from "../../lib/dates.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import classes from "../admin/admin.module.css";
import { ListState } from "../admin/list-state.tsx";
import { useAdminLeads, useLeadStatus } from "./admin-api.ts";

const statusColor: Record<LeadStatus, string> = {
  new: "sky",
  contacted: "yellow",
  closed: "slate",
};

/** Advertisers' requests from /advertise, newest first; an admin marks each as followed up. */
export function LeadsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LeadStatus | "all">("all");
  const leads = useAdminLeads(status === "all" ? null : status);
  return (
    <>
      <SegmentedControl
        aria-label={t("community.admin.leads.filter")}
        value={status}
        onChange={(v) => setStatus(v as LeadStatus | "all")}
        data={[
          { value: "all", label: t("community.admin.leads.all") },
          ...leadStatuses.map((s) => ({
            value: s,
            label: t(`community.admin.leads.statuses.${s}`),
          })),
        ]}
        mb="md"
        fullWidth
      />
      <ListState
        query={leads}
        failed={t("community.admin.leads.loadFailed")}
        empty={t("community.admin.leads.empty")}
      >
        {(items) => (
          <ul className={classes.list} aria-label={t("community.admin.tabs.leads")}>
            {items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation();
  const change = useLeadStatus();
  const onChange = (value: string) => {
    if (value === lead.status) return;
    change.mutate(
      { id: lead.id, status: value as LeadStatus },
      {
        onSuccess: () => void notify(t("community.admin.leads.changed"), { tone: "success" }),
        onError: (error) => void notifyError(t, error),
      },
    );
  };
  return (
    <li className={classes.row} aria-label={lead.business}>
      <div className={classes.who}>
        <Group gap="xs">
          <Text fw={600}>{lead.business}</Text>
          <Badge variant="light" color={statusColor[lead.status]}>
            {t(`community.admin.leads.statuses.${lead.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{lead.name}</Text>
        <Text size="sm" className={classes.email}>
          <Anchor href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</Anchor>
          {" · "}
          <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>
        </Text>
        <Text size="sm" className={classes.details}>
          {lead.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t("community.admin.leads.received", { time: dateTime(lead.created_at, i18n.language) })}
        </Text>
      </div>
      <NativeSelect
        label={t("community.admin.leads.status")}
        data={leadStatuses.map((s) => ({
          value: s,
          label: t(`community.admin.leads.statuses.${s}`),
        }))}
        value={lead.status}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={change.isPending}
        w={170}
      />
    </li>
  );
}
