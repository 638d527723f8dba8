import { z } from "zod";
import { isoDateSchema } from "./accounts.ts";
import { str } from "./text.ts";

/**
 * A page as its route pattern (`/blog/:id`, `/*` for an unknown address), never the address
 * itself: ids, search words and emails stay out of analytics.
 */
export const routePatternSchema = str()
  .max(100)
  .regex(/^\/[a-z0-9/:*_-]*$/, { message: "Must be a route pattern like /blog/:id" });

/** Google's "good" limits for each web vital (web.dev/articles/vitals), at the 75th percentile. */
export const VITAL_GOOD = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 } as const;
export type VitalName = keyof typeof VITAL_GOOD;
export const vitalNames = Object.keys(VITAL_GOOD) as VitalName[];

/** The longest range the console asks for at once (the date picker's custom range). */
export const ANALYTICS_MAX_DAYS = 366;

/** `GET /api/v1/admin/analytics?from=&to=`: both inclusive, days in India time. */
export const analyticsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "Must not be before from" })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    path: ["to"],
    message: `At most ${ANALYTICS_MAX_DAYS} days`,
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsDaySchema = z.object({
  day: z.string(),
  page_views: z.number().int(),
  sign_ups: z.number().int(),
  interests: z.number().int(),
  chats: z.number().int(),
  payments: z.number().int(),
  assistant: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(analyticsDaySchema),
  /** The most viewed routes, most first. */
  routes: z.array(z.object({ route: z.string(), views: z.number().int() })),
  /** 75th percentile of each vital per route (ms; CLS unitless), with how many samples. */
  vitals: z.array(
    z.object({
      route: z.string(),
      name: z.enum(["LCP", "INP", "CLS", "FCP", "TTFB"]),
      p75: z.number(),
      samples: z.number().int(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
