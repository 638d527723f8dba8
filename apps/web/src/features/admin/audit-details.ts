import type { TFunction } from "../../i18n/translator.ts";
import { dateTime } from "../../lib/dates.ts";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[a-z_]+$/;

/**
 * Where a code-like value (a status, a target, a decision) has its words: the app's own labels
 * for ads, leads and posts, then the audit log's; anything else is shown as written.
 */
const valueKeys = (value: string) => [
  `ads.admin.statuses.${value}`,
  `ads.admin.targets.${value}`,
  `community.admin.leads.statuses.${value}`,
  `adminConsole.blogs.status.${value}`,
  `admin.audit.values.${value}`,
];

function valueText(value: unknown, t: TFunction, lang: string): string {
  if (typeof value === "boolean") return t(value ? "admin.audit.yes" : "admin.audit.no");
  if (Array.isArray(value)) return t("admin.audit.items", { count: value.length });
  if (typeof value === "number") return value.toLocaleString(lang === "gu" ? "gu-IN" : "en-IN");
  const text = String(value);
  if (ISO_TIME.test(text) && !Number.isNaN(Date.parse(text))) return dateTime(text, lang);
  if (CODE.test(text)) return t(valueKeys(text), { defaultValue: text });
  return text;
}

/**
 * An audit line's details in the reader's language: "Shown to: Free members · Starts: 24 Nov
 * 2026, 1:49 pm", never field names or UTC stamps. Empty values are left out.
 */
export function auditDetails(
  details: Record<string, unknown> | null | undefined,
  t: TFunction,
  lang: string,
): string {
  return Object.entries(details ?? {})
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => {
      const label = t(`admin.audit.fields.${key}`, { defaultValue: key });
      return `${label}: ${valueText(value, t, lang)}`;
    })
    .join(" · ");
}
