import type { TFunction } from "../../i18n/translator.ts";

const two = (n: number) => String(n).padStart(2, "0");
const number = (field: string) => (/^\d+$/.test(field) ? Number(field) : null);

/**
 * A job's timetable in words: the shapes the API's schedules use (every minute, every few
 * minutes, hourly at a minute, daily at a time, all in India time); any other is shown as it is.
 */
export function whenOf(t: TFunction, cron: string): string {
  const [minute = "", hour = "", ...rest] = cron.trim().split(/\s+/);
  const everyDay = rest.length === 3 && rest.every((field) => field === "*");
  if (!everyDay) return t("jobs.admin.when.other", { cron });
  if (minute === "*" && hour === "*") return t("jobs.admin.when.everyMinute");
  const step = /^\*\/(\d+)$/.exec(minute);
  if (step && hour === "*") return t("jobs.admin.when.everyMinutes", { n: Number(step[1]) });
  const m = number(minute);
  const h = number(hour);
  if (m !== null && hour === "*") return t("jobs.admin.when.hourly", { minute: two(m) });
  if (m !== null && h !== null) return t("jobs.admin.when.daily", { time: `${two(h)}:${two(m)}` });
  return t("jobs.admin.when.other", { cron });
}

/** The job's name in words; one added later without its words shows its code name. */
export function nameOf(t: TFunction, name: string): string {
  return t(`jobs.admin.names.${name.replace(/[.-]/g, "_")}`, { defaultValue: name });
}
