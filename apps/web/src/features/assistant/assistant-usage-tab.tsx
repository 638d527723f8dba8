import { Loader, Table, Text } from "@mantine/core";
import type { assistantUsageSchema } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";
import { translateError } from "../../lib/translate-error.ts";

type Usage = z.infer<typeof assistantUsageSchema>;

/** For admins: how many questions the assistant answered, by day, outcome and language. */
export function AssistantUsageTab() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["admin", "assistant-usage"],
    queryFn: ({ signal }) => api.get<Usage>("/api/v1/admin/assistant/usage", {}, signal),
  });
  if (query.isPending) return <Loader size="sm" aria-label={t("app.loading")} />;
  if (query.isError) return <Text role="alert">{translateError(t, query.error)}</Text>;
  const rows = query.data.data;
  const total = rows.reduce((n, r) => n + r.count, 0);
  if (rows.length === 0) return <Text c="dimmed">{t("assistant.usage.empty")}</Text>;
  return (
    <>
      <Text mb="sm">
        {t("assistant.usage.total", { count: total, total: total.toLocaleString("en-IN") })}
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("assistant.usage.day")}</Table.Th>
            <Table.Th>{t("assistant.usage.outcome")}</Table.Th>
            <Table.Th>{t("assistant.usage.lang")}</Table.Th>
            <Table.Th>{t("assistant.usage.count")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.day}-${r.outcome}-${r.lang}`}>
              <Table.Td>{r.day.split("-").reverse().join("/")}</Table.Td>
              <Table.Td>
                {t(`assistant.usage.outcomes.${r.outcome}`, { defaultValue: r.outcome })}
              </Table.Td>
              <Table.Td>{r.lang === "gu" ? "ગુજરાતી" : "English"}</Table.Td>
              <Table.Td>{r.count.toLocaleString("en-IN")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
