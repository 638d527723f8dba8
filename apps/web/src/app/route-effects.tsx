import { useEffect } from "react";
import { type RouteObject, useLocation } from "react-router";
import { usePageViews } from "../features/analytics/analytics.ts";
import { useSessionCheck } from "../features/session/use-session-check.ts";
import { useApiBridge } from "./api-bridge.ts";
import { useTextOverrides } from "./text-overrides.ts";

function useScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls up on each route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Work done on every route change and for the whole visit; renders nothing. */
export function RouteEffects({ routes }: { routes: RouteObject[] }) {
  useApiBridge();
  useScrollToTop();
  useSessionCheck();
  usePageViews(routes);
  useTextOverrides();
  return null;
}
