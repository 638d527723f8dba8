import { z } from "zod";
import { str } from "./text.ts";

export const countsSchema = z.object({
  chat_count: z.number().int(),
  interests_received: z.number().int(),
  chat_requests: z.number().int(),
});
export type Counts = z.infer<typeof countsSchema>;

/** Keyed text overrides for A/B tests (`GET /api/v2/ab`); keys are the web app's i18n keys. */
export const abTextsSchema = z.record(str(), str());

/** Page views and web vitals, sent with navigator.sendBeacon. */
export const analyticsEventSchema = z.object({
  type: z.enum(["page_view", "web_vital"]),
  path: str().max(300),
  name: z.enum(["CLS", "INP", "FCP", "LCP", "TTFB"]).optional(),
  // Milliseconds or a layout-shift score; the column is a 4-byte real, so bounded here.
  value: z.number().min(0).max(3_600_000).optional(),
  lang: str().max(5).optional(),
});
export const analyticsBodySchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
