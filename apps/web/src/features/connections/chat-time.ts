// The chat's own readings of a moment, built on the app's Indian formats (lib/dates.ts):
// day headings "Today", "Yesterday", "1 November 2026", and a thread's last activity.
import { clockTime, longDate, numericDate, shortDate } from "../../lib/dates.ts";

/** "9:14 pm" / "રાત્રે 9:14" beside each message. */
export const messageTime = (iso: string, lang: string) => clockTime(iso, lang);

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
  return longDate(date, lang);
}

/** A thread's last activity: the time today, else the day and month ("1 Nov"). */
export function threadTime(iso: string, lang: string, now = new Date()) {
  const date = new Date(iso);
  if (numericDate(date, lang) === numericDate(now, lang)) return messageTime(iso, lang);
  // The year is left out in the list, as a phone's chat list does: the day and month suffice.
  return shortDate(date, lang).replace(/\s\d{4}$/, "");
}
