import type { AnalyticsEvent } from "@sagpan/contract";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { currentLanguage } from "../../i18n/i18n.ts";
import { whenIdle } from "../../lib/when-idle.ts";

const ENDPOINT = "/api/v1/analytics";

let pending: AnalyticsEvent[] = [];
let flushScheduled = false;

/** Sends what is queued with navigator.sendBeacon, which survives the page being closed. */
function flush() {
  flushScheduled = false;
  if (pending.length === 0 || typeof navigator.sendBeacon !== "function") return;
  const blob = new Blob([JSON.stringify({ events: pending })], { type: "application/json" });
  pending = [];
  navigator.sendBeacon(ENDPOINT, blob);
}

/**
 * Queues events and sends them together when the page is idle (a first load's page view and
 * web vitals go as one beacon, after the first screen), or at once when the page is hidden.
 */
export function sendEvents(events: AnalyticsEvent[]) {
  if (events.length === 0) return;
  pending.push(...events);
  if (flushScheduled) return;
  flushScheduled = true;
  whenIdle(flush);
}

if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

/** One page_view per route change (spec section 1: page views go to analytics). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    sendEvents([{ type: "page_view", path: pathname, lang: currentLanguage() }]);
  }, [pathname]);
}

/** Reports CLS, INP, FCP, LCP and TTFB; web-vitals loads after the first screen. */
export async function reportWebVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = (metric: { name: AnalyticsEvent["name"]; value: number }) =>
    sendEvents([
      {
        type: "web_vital",
        name: metric.name,
        value: metric.value,
        path: location.pathname,
        lang: currentLanguage(),
      },
    ]);
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
