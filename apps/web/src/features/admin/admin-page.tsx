import { Container, Tabs, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { useSession } from "../../lib/use-session.ts";
import { AssistantUsageTab } from "../assistant/assistant-usage-tab.tsx";
import { DocumentsTab } from "./documents-tab.tsx";
import { ReportsTab } from "./reports-tab.tsx";

type Tab = "documents" | "reports" | "assistant";
const tabs: Tab[] = ["documents", "reports", "assistant"];

/**
 * `/admin`: the verification queue and the open reports. Only for admins; the API refuses
 * everyone else anyway (admin.required), so members are simply sent back to the profiles.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session?.isAdmin) return <Navigate to="/profiles" replace />;
  const asked = params.get("tab") as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : "documents";
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="md" c="var(--sg-heading)">
        {t("admin.title")}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== "documents" ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="documents">{t("admin.tabs.documents")}</Tabs.Tab>
          <Tabs.Tab value="reports">{t("admin.tabs.reports")}</Tabs.Tab>
          <Tabs.Tab value="assistant">{t("admin.tabs.assistant")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <DocumentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="assistant">
          <AssistantUsageTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
