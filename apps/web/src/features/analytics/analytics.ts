import type { AnalyticsEvent, VitalName } from "@sagpan/contract";
import { useEffect } from "react";
import { matchRoutes, type RouteObject, useLocation } from "react-router";
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

/**
 * The route pattern of an address (`/blog/42` → `/blog/:id`; `/*` when no page matches), so
 * analytics never holds an id, a search or an email typed into the address bar.
 */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** The page the visit began on: its load is what LCP, FCP and TTFB measure. */
let landingRoute: string | undefined;

/** One page_view per route change (spec section 1: page views go to analytics). */
export function usePageViews(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const route = routePattern(routes, pathname);
  useEffect(() => {
    landingRoute ??= route;
    sendEvents([{ type: "page_view", path: route, lang: currentLanguage() }]);
  }, [route]);
}

/**
 * Reports CLS, INP, FCP, LCP and TTFB; web-vitals loads after the first screen. All five are
 * put on the landing page's route: CLS and INP are reported when the tab is hidden, often
 * pages later, but the load they mostly describe is the first one.
 */
export async function reportWebVitals() {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const report = (metric: { name: VitalName; value: number }) =>
    sendEvents([
      {
        type: "web_vital",
        name: metric.name,
        value: metric.value,
        path: landingRoute ?? "/*",
        lang: currentLanguage(),
      },
    ]);
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
