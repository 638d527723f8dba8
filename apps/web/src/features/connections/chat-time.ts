/** Chat times in Indian formats: "10:05 am", and day headings "Today", "Yesterday", "1 November 2026". */

const locale = (lang: string) => (lang.startsWith("gu") ? "gu-IN" : "en-IN");

export const messageTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(locale(lang), { hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

/** The calendar day of a moment in the viewer's time zone, as a sortable key. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** "today", "yesterday" or the long date, for the separator above a day's first message. */
export function dayLabel(
  iso: string,
  lang: string,
  now = new Date(),
): string | "today" | "yesterday" {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return "today";
  if (dayKey(date) === dayKey(yesterday)) return "yesterday";
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: "long" }).format(date);
}

/** A thread's last activity: the time today, else the day and month ("1 Nov"). */
export function threadTime(iso: string, lang: string, now = new Date()) {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return messageTime(iso, lang);
  return new Intl.DateTimeFormat(locale(lang), { day: "numeric", month: "short" }).format(date);
}
