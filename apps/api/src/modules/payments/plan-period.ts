import { type Period, planDays } from "@sagpan/contract";

const DAY_MS = 86_400_000;

/**
 * The period a payment buys (business rules, Plans): 30 or 365 days, starting at the later of
 * now and the end of the member's current plan, so buying early never loses days.
 */
export function nextPeriod(
  now: Date,
  currentEnd: Date | null,
  period: Period,
): { startsAt: Date; endsAt: Date } {
  const start = currentEnd && currentEnd > now ? currentEnd : now;
  return {
    startsAt: new Date(start.getTime()),
    endsAt: new Date(start.getTime() + planDays[period] * DAY_MS),
  };
}
