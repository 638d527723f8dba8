import type { Ad, AdEvent } from "@sagpan/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useFormInProgress } from "../../lib/ads-busy.ts";
import { isQuietRoute } from "../../lib/ads-quiet.ts";
import { useRealtimeEvent } from "../../lib/socket.ts";
import { countAd, fetchAd } from "./popup-api.ts";

// The dialog's code (Mantine's Modal and its focus trap) only once there is an ad to show.
const AdPopup = lazy(() => import("./ad-popup.tsx").then((m) => ({ default: m.AdPopup })));

/** How many ads this browser session has shown (the per-session cap counts these). */
const SHOWN_KEY = "sagpan.adsShown";
/** A visitor asks for an ad once, after this long on pages that may show one. */
export const VISITOR_AD_DELAY_MS = 30_000;

const shown = () => Number(sessionStorage.getItem(SHOWN_KEY) ?? 0) || 0;

/**
 * Shows at most `per_session` ads in a browser session: a member's from the server's `ad`
 * event, a visitor's from `GET /ad/test`. An ad that arrives over a quiet page (a form, a chat)
 * waits until the member leaves it; a second ad while one waits is dropped.
 */
export default function AdHost({ visitor }: { visitor: boolean }) {
  const { pathname } = useLocation();
  const busy = useFormInProgress();
  const [pending, setPending] = useState<AdEvent | null>(null);
  const [showing, setShowing] = useState<Ad | null>(null);

  useRealtimeEvent("ad", (event) => setPending((waiting) => waiting ?? event));

  useEffect(() => {
    if (!visitor) return;
    const timer = window.setTimeout(() => {
      fetchAd()
        .then((reply) => {
          if (reply.data) setPending({ ad: reply.data, per_session: reply.per_session });
        })
        .catch(() => {});
    }, VISITOR_AD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visitor]);

  useEffect(() => {
    if (!pending || showing || busy || isQuietRoute(pathname)) return;
    setPending(null);
    if (shown() >= pending.per_session) return;
    sessionStorage.setItem(SHOWN_KEY, String(shown() + 1));
    setShowing(pending.ad);
    void countAd(pending.ad.id, "impression");
  }, [pending, showing, busy, pathname]);

  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <AdPopup
        ad={showing}
        onClose={() => setShowing(null)}
        onContact={() => void countAd(showing.id, "click")}
      />
    </Suspense>
  );
}
