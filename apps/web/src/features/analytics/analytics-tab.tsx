import { BarChart, LineChart } from "@mantine/charts";
import {
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type AnalyticsReport, VITAL_GOOD, type VitalName, vitalNames } from "@sagpan/contract";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { translateError } from "../../lib/translate-error.ts";
import { dayTick, indianNumber, vitalValue } from "./format.ts";
import { RangePicker } from "./range-picker.tsx";
import { type DayRange, lastDays, useAnalyticsReport } from "./report-api.ts";

const ACTIVITY = ["sign_ups", "interests", "chats", "payments", "assistant"] as const;
const ACTIVITY_COLOURS = ["blue.6", "pink.6", "teal.6", "orange.6", "grape.6"];

/**
 * For admins: how the site is used and how fast it feels, over a chosen range. Charts come from
 * @mantine/charts (recharts), which only this tab's chunk loads; each chart has its totals as
 * text too, so the numbers can be read without the drawing.
 */
const shortRoute = (route: string) => (route.length > 22 ? `${route.slice(0, 21)}…` : route);

export function AnalyticsTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const query = useAnalyticsReport(range);
  return (
    <Stack gap="md">
      <RangePicker onChange={setRange} />
      {query.isPending ? (
        <Loader size="sm" aria-label={t("app.loading")} />
      ) : query.isError ? (
        <Text role="alert">{translateError(t, query.error)}</Text>
      ) : (
        <Report report={query.data} />
      )}
    </Stack>
  );
}

function Section({
  title,
  total,
  children,
}: {
  title: string;
  total?: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} size="h4" c="var(--sg-heading)">
          {title}
        </Title>
        {total && <Text fw={600}>{total}</Text>}
      </Group>
      {children}
    </Paper>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const num = (v: number) => indianNumber(v, lang);
  const days = report.days.map((d) => ({ ...d, label: dayTick(d.day, lang) }));
  const sum = (key: keyof AnalyticsReport["days"][number]) =>
    report.days.reduce((n, d) => n + Number(d[key]), 0);
  const activity = ACTIVITY.map((key, i) => ({
    name: key,
    label: t(`adminAnalytics.activity.${key}`),
    color: ACTIVITY_COLOURS[i] ?? "blue.6",
  }));
  return (
    <>
      <Section
        title={t("adminAnalytics.pageViews")}
        total={t("adminAnalytics.total", { value: num(sum("page_views")) })}
      >
        <BarChart
          h={220}
          data={days}
          dataKey="label"
          series={[{ name: "page_views", label: t("adminAnalytics.views"), color: "blue.6" }]}
          valueFormatter={num}
          yAxisProps={{ allowDecimals: false }}
          tickLine="none"
          gridAxis="y"
        />
      </Section>

      <Section title={t("adminAnalytics.routes")}>
        {report.routes.length === 0 ? (
          <Text c="dimmed">{t("adminAnalytics.empty")}</Text>
        ) : (
          <BarChart
            h={Math.max(140, report.routes.length * 32)}
            data={report.routes}
            dataKey="route"
            orientation="vertical"
            // Room for most routes; a longer one is cut (the tooltip and the list keep it whole).
            yAxisProps={{ width: 160, tickFormatter: shortRoute }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "views", label: t("adminAnalytics.views"), color: "indigo.6" }]}
            valueFormatter={num}
            withBarValueLabel
            gridAxis="none"
          />
        )}
        {/* The bars as a list for screen readers, which cannot read the drawing. */}
        <VisuallyHidden component="ul">
          {report.routes.map((r) => (
            <li key={r.route}>{`${r.route}: ${num(r.views)}`}</li>
          ))}
        </VisuallyHidden>
      </Section>

      <Section title={t("adminAnalytics.activityTitle")}>
        <Group gap="xs" mb="xs">
          {activity.map((a) => (
            <Badge key={a.name} variant="light" color={a.color.split(".")[0]}>
              {a.label}: {num(sum(a.name))}
            </Badge>
          ))}
        </Group>
        <LineChart
          h={240}
          data={days}
          dataKey="label"
          series={activity}
          valueFormatter={num}
          // Whole counts a day: straight lines between them, no curve drawn below zero.
          curveType="linear"
          withDots={days.length <= 31}
          yAxisProps={{ allowDecimals: false }}
          tickLine="none"
          gridAxis="y"
        />
      </Section>

      <Title order={2} size="h4" c="var(--sg-heading)">
        {t("adminAnalytics.vitalsTitle")}
      </Title>
      <Text size="sm" c="dimmed" mt={-8}>
        {t("adminAnalytics.vitalsHelp")}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {vitalNames.map((name) => (
          <VitalChart key={name} name={name} report={report} />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The axis end: 1, 2, 2.5 or 5 times a power of ten, so the ticks are round numbers. */
export function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

function VitalChart({ name, report }: { name: VitalName; report: AnalyticsReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const good = VITAL_GOOD[name];
  const rows = report.vitals.filter((v) => v.name === name);
  const worst = rows.reduce((m, r) => Math.max(m, r.p75), 0);
  const format = (v: number) => vitalValue(name, v, lang);
  return (
    <Section
      title={t(`adminAnalytics.vitals.${name}`)}
      total={t("adminAnalytics.goodBelow", { value: format(good) })}
    >
      {rows.length === 0 ? (
        <Text c="dimmed">{t("adminAnalytics.empty")}</Text>
      ) : (
        <>
          <BarChart
            h={Math.max(120, rows.length * 36)}
            data={rows}
            dataKey="route"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            xAxisProps={{ domain: [0, niceCeil(Math.max(worst, good) * 1.05)] }}
            series={[{ name: "p75", label: "p75", color: "teal.6" }]}
            getBarColor={(value) => (value <= good ? "teal.6" : "red.6")}
            referenceLines={[{ x: good, color: "gray.6", strokeDasharray: "4 2" }]}
            valueFormatter={format}
            gridAxis="none"
          />
          <Stack gap={2} mt="xs">
            {rows.map((r) => (
              <Text key={r.route} size="sm">
                {r.route}: {format(r.p75)}{" "}
                <Badge size="xs" variant="light" color={r.p75 <= good ? "teal" : "red"}>
                  {r.p75 <= good ? t("adminAnalytics.good") : t("adminAnalytics.poor")}
                </Badge>{" "}
                <Text span size="xs" c="dimmed">
                  {t("adminAnalytics.samples", {
                    count: r.samples,
                    value: indianNumber(r.samples, lang),
                  })}
                </Text>
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}
