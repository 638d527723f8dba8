import type { ComponentType } from "react";
import { AdsTab } from "../ads/ads-tab.tsx";
import { AnalyticsTab } from "../analytics/analytics-tab.tsx";
import { AssistantUsageTab } from "../assistant/assistant-usage-tab.tsx";
import { FeaturedTab } from "../community/featured-tab.tsx";
import { LeadsTab } from "../community/leads-tab.tsx";
import { ScheduledJobsTab } from "../jobs/scheduled-jobs-tab.tsx";
import { AddressAllowancesTab } from "../limits/address-allowances-tab.tsx";
import { AuditTab } from "./audit-tab.tsx";
import { BlogsTab } from "./blogs-tab.tsx";
import { DocumentsTab } from "./documents-tab.tsx";
import { MembersTab } from "./members-tab.tsx";
import { PaymentsTab } from "./payments-tab.tsx";
import { ReportsTab } from "./reports-tab.tsx";
import { TextsTab } from "./texts-tab.tsx";

/**
 * The console's tabs in the order they show. A new admin area adds one line here: its address
 * (`/admin?tab=value`), its label's translation key and the panel. The first is the default.
 */
export const adminTabs: { value: string; label: string; Panel: ComponentType }[] = [
  { value: "documents", label: "admin.tabs.documents", Panel: DocumentsTab },
  { value: "reports", label: "admin.tabs.reports", Panel: ReportsTab },
  { value: "members", label: "adminConsole.tabs.members", Panel: MembersTab },
  { value: "featured", label: "community.admin.tabs.featured", Panel: FeaturedTab },
  { value: "leads", label: "community.admin.tabs.leads", Panel: LeadsTab },
  { value: "blogs", label: "adminConsole.tabs.blogs", Panel: BlogsTab },
  { value: "texts", label: "adminConsole.tabs.texts", Panel: TextsTab },
  { value: "payments", label: "adminConsole.tabs.payments", Panel: PaymentsTab },
  { value: "ads", label: "ads.admin.tab", Panel: AdsTab },
  { value: "assistant", label: "admin.tabs.assistant", Panel: AssistantUsageTab },
  { value: "addresses", label: "limits.admin.tab", Panel: AddressAllowancesTab },
  { value: "jobs", label: "jobs.admin.tab", Panel: ScheduledJobsTab },
  { value: "audit", label: "admin.tabs.audit", Panel: AuditTab },
  { value: "analytics", label: "adminAnalytics.tab", Panel: AnalyticsTab },
];
