import { Group, Loader, Progress, SegmentedControl, Table, Text, Title } from "@mantine/core";
import { sumPaise } from "@sagpan/contract";
import { useState } from "react";
import type { TFunction } from "../../i18n/translator.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { dateTime, indiaTime, shortDate } from "../../lib/dates.ts";
import { money } from "../../lib/money.ts";
import { translateError } from "../../lib/translate-error.ts";
import { useAdminPayments, usePaymentTotals } from "./console-api.ts";
import { ListState } from "./list-state.tsx";

const statuses = ["all", "paid", "created"] as const;

/** An amount stays on one line (₹4,999, not ₹4,99 over 9) in a narrow column. */
export const noWrap = { whiteSpace: "nowrap" } as const;

/** "Trust · monthly" / "ટ્રસ્ટ · માસિક": the plan's name as the plans page gives it. */
export const planAndPeriod = (t: TFunction, order: { plan: string; period: string }) =>
  `${t(`plans.${order.plan}`, { defaultValue: order.plan })} · ${t(
    `adminConsole.periods.${order.period}`,
    { defaultValue: order.period },
  )}`;

/** Paid totals per day (last 30 days, India time), then every order newest first. */
export function PaymentsTab() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<(typeof statuses)[number]>("all");
  const payments = useAdminPayments(status);
  return (
    <>
      <DailyTotals />
      <Group justify="space-between" mt="xl" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t("adminConsole.payments.orders")}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as typeof status)}
          data={statuses.map((s) => ({ value: s, label: t(`adminConsole.payments.filter.${s}`) }))}
          aria-label={t("adminConsole.payments.status")}
        />
      </Group>
      <ListState
        query={payments}
        failed={t("adminConsole.payments.loadFailed")}
        empty={t("adminConsole.payments.empty")}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t("adminConsole.payments.orders")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("adminConsole.payments.member")}</Table.Th>
                  <Table.Th>{t("adminConsole.members.plan")}</Table.Th>
                  <Table.Th ta="right">{t("adminConsole.payments.amount")}</Table.Th>
                  <Table.Th>{t("adminConsole.payments.status")}</Table.Th>
                  <Table.Th>{t("adminConsole.payments.date")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {p.member.name ?? t("adminConsole.members.unnamed")}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{planAndPeriod(t, p)}</Table.Td>
                    <Table.Td ta="right" style={noWrap}>
                      {money(p.amount, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {t(`adminConsole.payments.statuses.${p.status}`, { defaultValue: p.status })}
                    </Table.Td>
                    <Table.Td>
                      {dateTime(p.paid_at ?? p.created_at, i18n.language, indiaTime)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
    </>
  );
}

function DailyTotals() {
  const { t, i18n } = useTranslation();
  const totals = usePaymentTotals();
  if (totals.isPending) return <Loader size="sm" aria-label={t("app.loading")} />;
  if (totals.isError) return <Text role="alert">{translateError(t, totals.error)}</Text>;
  const days = totals.data;
  const max = Math.max(1, ...days.map((d) => d.amount));
  const sum = sumPaise(days.map((d) => d.amount));
  return (
    <>
      <Title order={2} size="h4" mb="xs">
        {t("adminConsole.payments.daily")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("adminConsole.payments.sum", { amount: money(sum, i18n.language) })}
      </Text>
      {days.length === 0 ? (
        <Text c="dimmed">{t("adminConsole.payments.noDays")}</Text>
      ) : (
        <Table aria-label={t("adminConsole.payments.daily")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("adminConsole.payments.date")}</Table.Th>
              <Table.Th ta="right">{t("adminConsole.payments.count")}</Table.Th>
              <Table.Th ta="right">{t("adminConsole.payments.amount")}</Table.Th>
              <Table.Th w="35%" visibleFrom="xs" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>
                  {shortDate(`${d.day}T12:00:00+05:30`, i18n.language, indiaTime)}
                </Table.Td>
                <Table.Td ta="right">{d.count.toLocaleString("en-IN")}</Table.Td>
                <Table.Td ta="right" style={noWrap}>
                  {money(d.amount, i18n.language)}
                </Table.Td>
                <Table.Td visibleFrom="xs">
                  <Progress value={(d.amount / max) * 100} color="teal" aria-hidden />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
