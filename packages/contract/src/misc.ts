import { z } from "zod";
import { routePatternSchema } from "./analytics.ts";
import { langSchema } from "./common.ts";
import { str } from "./text.ts";

export const countsSchema = z.object({
  chat_count: z.number().int(),
  interests_received: z.number().int(),
  chat_requests: z.number().int(),
});
export type Counts = z.infer<typeof countsSchema>;

/** Keyed text overrides for A/B tests (`GET /api/v2/ab`); keys are the web app's i18n keys. */
export const abTextsSchema = z.record(str(), str());

/** Page views and web vitals, sent with navigator.sendBeacon; a vital always has its value. */
export const analyticsEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("page_view"),
    path: routePatternSchema,
    lang: langSchema.optional(),
  }),
  z.object({
    type: z.literal("web_vital"),
    path: routePatternSchema,
    name: z.enum(["CLS", "INP", "FCP", "LCP", "TTFB"]),
    // Milliseconds or a layout-shift score; the column is a 4-byte real, so bounded here.
    value: z.number().min(0).max(3_600_000),
    lang: langSchema.optional(),
  }),
]);
export const analyticsBodySchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** What the API keeps of a CSP violation; longer values are cut, unknown fields dropped. */
const cspText = z
  .unknown()
  .transform((v) => (typeof v === "string" ? v.slice(0, 500) : undefined))
  .optional();
const cspLine = z
  .unknown()
  .transform((v) => (Number.isSafeInteger(v) ? (v as number) : undefined))
  .optional();
/** `report-uri`: one `{ "csp-report": {...} }` with hyphenated names (application/csp-report). */
const cspReportUriSchema = z.object({
  "csp-report": z.object({
    "document-uri": cspText,
    "effective-directive": cspText,
    "violated-directive": cspText,
    "blocked-uri": cspText,
    "source-file": cspText,
    "line-number": cspLine,
  }),
});
/** `report-to`: a list of reports with camelCase names (application/reports+json). */
const cspReportToSchema = z
  .array(
    z.object({
      type: z.literal("csp-violation"),
      body: z.object({
        documentURL: cspText,
        effectiveDirective: cspText,
        blockedURL: cspText,
        sourceFile: cspText,
        lineNumber: cspLine,
      }),
    }),
  )
  .min(1)
  .max(20);
export const cspReportBodySchema = z.union([cspReportUriSchema, cspReportToSchema]);
export type CspReportBody = z.infer<typeof cspReportBodySchema>;
