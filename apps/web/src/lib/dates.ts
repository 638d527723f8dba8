// Dates and times as an Indian family reads them, in English and in Gujarati, for every page
// (chats, documents, blogs, admin, profiles): day before month, a four-digit year, a 12-hour
// clock. Gujarati gets its month names and its words for the time of day ("રાત્રે 9:14"), with
// the same digits as the rest of the app (Intl would otherwise be free to pick Gujarati digits).

export type DateInput = string | number | Date;

/** The time zone to show times in: the reader's own unless a test fixes one. */
export interface ZoneOption {
  timeZone?: string;
}

/**
 * Money is counted in India time whoever reads it: an order paid at 00:30 IST belongs to that
 * day, as the Payments tab's daily totals (counted by the server in IST) say.
 */
export const indiaTime: ZoneOption = { timeZone: "Asia/Kolkata" };

const locale = (lang: string) => (lang === "gu" ? "gu-IN" : "en-IN");
const isGujarati = (lang: string) => lang === "gu";

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(date: Date, lang: string, options: Intl.DateTimeFormatOptions): Parts {
  const parts: Parts = {};
  const format = new Intl.DateTimeFormat(locale(lang), { ...options, numberingSystem: "latn" });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** "23/11/2026" in both languages. */
export function numericDate(value: DateInput, lang: string, zone: ZoneOption = {}): string {
  const date = toDate(value);
  if (!date) return "";
  const p = partsOf(date, lang, { day: "2-digit", month: "2-digit", year: "numeric", ...zone });
  return `${p.day}/${p.month}/${p.year}`;
}

function dayMonthYear(date: Date, lang: string, month: "short" | "long", zone: ZoneOption) {
  // Gujarati's short month names (નવે) are not what anyone writes: the full name always.
  const p = partsOf(date, lang, {
    day: "numeric",
    month: isGujarati(lang) ? "long" : month,
    year: "numeric",
    ...zone,
  });
  return `${p.day} ${p.month} ${p.year}`;
}

/** "23 Nov 2026" / "23 નવેમ્બર 2026". */
export function shortDate(value: DateInput, lang: string, zone: ZoneOption = {}): string {
  const date = toDate(value);
  return date ? dayMonthYear(date, lang, "short", zone) : "";
}

/** "23 November 2026" / "23 નવેમ્બર 2026". */
export function longDate(value: DateInput, lang: string, zone: ZoneOption = {}): string {
  const date = toDate(value);
  return date ? dayMonthYear(date, lang, "long", zone) : "";
}

function clock(date: Date, lang: string, zone: ZoneOption): string {
  if (isGujarati(lang)) {
    const p = partsOf(date, lang, {
      hour: "numeric",
      minute: "2-digit",
      dayPeriod: "short",
      ...zone,
    });
    // Said as "રાત્રે 9:14", the time of day first.
    return `${p.dayPeriod} ${p.hour}:${p.minute}`;
  }
  const p = partsOf(date, lang, { hour: "numeric", minute: "2-digit", hour12: true, ...zone });
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`;
}

/** "9:14 pm" / "રાત્રે 9:14". */
export function clockTime(value: DateInput, lang: string, zone: ZoneOption = {}): string {
  const date = toDate(value);
  return date ? clock(date, lang, zone) : "";
}

/** "23 Nov 2026, 9:14 pm" / "23 નવેમ્બર 2026, રાત્રે 9:14". */
export function dateTime(value: DateInput, lang: string, zone: ZoneOption = {}): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date, lang, "short", zone)}, ${clock(date, lang, zone)}` : "";
}

/**
 * A moment in a list (the chats): the time alone when it was today, "23/11/2026, 9:14 pm"
 * before.
 */
export function listTime(
  value: DateInput,
  lang: string,
  zone: ZoneOption = {},
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return "";
  const time = clock(date, lang, zone);
  const day = numericDate(date, lang, zone);
  return day === numericDate(now, lang, zone) ? time : `${day}, ${time}`;
}

/** A calendar date without a time ("1997-06-21", a birth date): "21 June 1997", never a day off. */
export function calendarDate(iso: string | null | undefined, lang: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return longDate(date, lang, { timeZone: "UTC" });
}

/** A time of day without a date ("21:14", a birth time): "9:14 pm" / "રાત્રે 9:14". */
export function timeOfDay(hhmm: string | null | undefined, lang: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return clock(date, lang, { timeZone: "UTC" });
}
