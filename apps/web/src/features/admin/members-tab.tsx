import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AdminMember } from "@sagpan/contract";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime, indiaTime, shortDate } from "../../lib/dates.ts";
import { money } from "../../lib/money.ts";
import { notify, notifyError } from "../../lib/notify.ts";
import { profilePath } from "../../lib/pid.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useAdminGroups } from "../community/admin-api.ts";
import classes from "./admin.module.css";
import { useMemberSearch, useMoveToGroup, usePlanHistory, useSuspension } from "./console-api.ts";
import { ListState } from "./list-state.tsx";
import { noWrap, planAndPeriod } from "./payments-tab.tsx";

const fullName = (m: AdminMember) => [m.name, m.last_name].filter(Boolean).join(" ");

/** Find a member by name, email or profile id; see their account; suspend or restore. */
export function MembersTab() {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const members = useMemberSearch(debounced);
  const groups = useAdminGroups();
  return (
    <>
      {groups.data?.data.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t("adminConsole.members.groupsHint")}
        </Text>
      )}
      <TextInput
        type="search"
        label={t("adminConsole.members.search")}
        placeholder={t("adminConsole.members.searchHint")}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maxLength={120}
        maw={480}
        mb="md"
      />
      <ListState
        query={members}
        failed={t("adminConsole.members.loadFailed")}
        empty={t("adminConsole.members.empty")}
      >
        {(items) => (
          <ul className={classes.list} aria-label={t("adminConsole.tabs.members")}>
            {items.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}

function MemberRow({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const suspension = useSuspension();
  const name = fullName(member) || t("adminConsole.members.unnamed");
  const action = member.suspended_at ? "restore" : "suspend";

  const confirm = () =>
    suspension.mutate(
      { id: member.id, action },
      {
        onSuccess: () => void notify(t(`adminConsole.members.done.${action}`), { tone: "success" }),
        onError: (error) => void notifyError(t, error),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <li className={classes.row} aria-label={name}>
      <div className={classes.who}>
        {member.deleted ? (
          <Text fw={600}>{name}</Text>
        ) : (
          <Anchor component={Link} to={profilePath(member.id)} fw={600}>
            {name}
          </Anchor>
        )}
        <Text size="sm" c="dimmed" className={classes.email}>
          {member.email || t("adminConsole.members.deleted")}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color={member.plan === "Free" ? "slate" : "teal"}>
            {member.plan}
          </Badge>
          {member.suspended_at && <Badge color="red">{t("adminConsole.members.suspended")}</Badge>}
          {member.held && !member.suspended_at && (
            <Badge variant="outline" color="yellow">
              {t("adminConsole.members.held")}
            </Badge>
          )}
          {member.is_admin && <Badge variant="outline">{t("adminConsole.members.admin")}</Badge>}
          {member.badges.id && <Badge variant="dot">{t("adminConsole.members.badgeId")}</Badge>}
          {member.badges.job && <Badge variant="dot">{t("adminConsole.members.badgeJob")}</Badge>}
          {member.badges.income && (
            <Badge variant="dot">{t("adminConsole.members.badgeIncome")}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t("adminConsole.members.facts", {
            joined: shortDate(member.created_at, i18n.language),
            total: member.reports.total,
            open: member.reports.open,
          })}
        </Text>
        {!member.deleted && <GroupPicker member={member} />}
        {open && <PlanHistory id={member.id} />}
      </div>
      <div className={classes.actions}>
        <Button variant="default" size="xs" onClick={() => setOpen((v) => !v)}>
          {open ? t("adminConsole.members.hidePlans") : t("adminConsole.members.showPlans")}
        </Button>
        {!member.deleted && !member.is_admin && (
          <Button
            size="xs"
            color={action === "suspend" ? "red" : "teal"}
            variant={action === "suspend" ? "filled" : "light"}
            onClick={() => setAsking(true)}
          >
            {t(`adminConsole.members.${action}`)}
          </Button>
        )}
      </div>
      <ConfirmDialog
        opened={asking}
        title={t(`adminConsole.members.confirm.${action}`, { name })}
        message={t(`adminConsole.members.confirmBody.${action}`)}
        busy={suspension.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/** The member's community group, moved on choosing another (hidden until groups exist). */
function GroupPicker({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation();
  const groups = useAdminGroups();
  const move = useMoveToGroup();
  const gu = currentLanguage(i18n) === "gu";
  const items = groups.data?.data ?? [];
  if (items.length === 0) return null;
  const nameOf = (code: string) => {
    const group = items.find((g) => g.code === code);
    return group ? (gu ? group.name_gu : group.name_en) : code;
  };
  const onChange = (usergroup: string) =>
    move.mutate(
      { id: member.id, usergroup },
      {
        onSuccess: () =>
          void notify(
            usergroup
              ? t("adminConsole.members.moved", { group: nameOf(usergroup) })
              : t("adminConsole.members.movedOut"),
            { tone: "success" },
          ),
        onError: (error) => void notifyError(t, error),
      },
    );
  return (
    <NativeSelect
      size="xs"
      maw={280}
      label={t("adminConsole.members.group")}
      value={member.usergroup ?? ""}
      disabled={move.isPending}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: "", label: t("adminConsole.members.noGroup") },
        ...items.map((g) => ({ value: g.code, label: gu ? g.name_gu : g.name_en })),
      ]}
    />
  );
}

function PlanHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const history = usePlanHistory(id);
  if (history.isPending) return <Loader size="xs" aria-label={t("app.loading")} />;
  if (history.isError) return <Text role="alert">{translateError(t, history.error)}</Text>;
  const { subscriptions, orders } = history.data;
  if (subscriptions.length === 0 && orders.length === 0) {
    return <Text size="sm">{t("adminConsole.members.noPlans")}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={420} mt="xs">
      <Table striped withTableBorder aria-label={t("adminConsole.members.planHistory")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("adminConsole.members.plan")}</Table.Th>
            <Table.Th>{t("adminConsole.payments.amount")}</Table.Th>
            <Table.Th>{t("adminConsole.payments.status")}</Table.Th>
            <Table.Th>{t("adminConsole.payments.date")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{planAndPeriod(t, s)}</Table.Td>
              <Table.Td style={noWrap}>{money(s.amount_paise, i18n.language)}</Table.Td>
              <Table.Td>
                {t("adminConsole.members.until", {
                  date: shortDate(s.ends_at, i18n.language, indiaTime),
                })}
              </Table.Td>
              <Table.Td>{shortDate(s.starts_at, i18n.language, indiaTime)}</Table.Td>
            </Table.Tr>
          ))}
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>{planAndPeriod(t, o)}</Table.Td>
              <Table.Td style={noWrap}>{money(o.amount, i18n.language)}</Table.Td>
              <Table.Td>
                {t(`adminConsole.payments.statuses.${o.status}`, { defaultValue: o.status })}
              </Table.Td>
              <Table.Td>{dateTime(o.paid_at ?? o.created_at, i18n.language, indiaTime)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
