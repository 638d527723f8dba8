export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of the zone from UTC at an instant, in milliseconds (IST is +19 800 000). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(instantMs / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC instant of a local wall-clock time in an IANA zone, using only Intl. Like Temporal's
 * "compatible" mode, a time repeated when clocks go back resolves to the earlier instant and a
 * time skipped when they go forward moves forward by the gap.
 */
export function localTimeToUtc(date: string, time: string, timeZone = DEFAULT_TIME_ZONE): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (d === null) throw new RangeError(`Birth date must be YYYY-MM-DD, got "${date}"`);
  if (t === null) throw new RangeError(`Birth time must be HH:MM, got "${time}"`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new RangeError(`Not a real date and time: ${date} ${time}`);
  }
  // Offsets can only change at a transition; assume at most one within a day either side.
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const candidates = [wall - before, wall - after].filter(
    (instant, i) => zoneOffsetMs(timeZone, instant) === (i === 0 ? before : after),
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before);
}
