import { Container, Tabs, Title } from "@mantine/core";
import { Navigate, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useSession } from "../../lib/use-session.ts";
import classes from "./admin.module.css";
import { adminTabs } from "./admin-tabs.tsx";

/**
 * `/admin`: the console that runs the community, one tab per area (admin-tabs.tsx). Only for
 * admins; the API refuses everyone else anyway (admin.required), so members are simply sent
 * back to the profiles.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session?.isAdmin) return <Navigate to="/profiles" replace />;
  const fallback = adminTabs[0]?.value ?? "documents";
  const asked = params.get("tab");
  const tab = adminTabs.some((x) => x.value === asked) ? (asked as string) : fallback;
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md" c="var(--sg-heading)">
        {t("admin.title")}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== fallback ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md" className={classes.tabList}>
          {adminTabs.map((x) => (
            <Tabs.Tab key={x.value} value={x.value}>
              {t(x.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {adminTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
