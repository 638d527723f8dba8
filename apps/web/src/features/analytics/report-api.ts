import type { AnalyticsReport } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = "7" | "30" | "90";

/** Today as `YYYY-MM-DD` in India, the API's day. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  const to = indiaToday(now);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** The admin report for a range; the previous range's charts stay while the next loads. */
export function useAnalyticsReport(range: DayRange) {
  return useQuery({
    queryKey: ["admin", "analytics", range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<AnalyticsReport>("/api/v1/admin/analytics", { ...range }, signal),
    // The previous range's report (not keepPreviousData: its import would land in the shared
    // vendor chunk that /login loads).
    placeholderData: (previous) => previous,
  });
}
