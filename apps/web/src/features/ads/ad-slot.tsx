import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isQuietRoute } from "../../lib/ads-quiet.ts";
import { useSession } from "../../lib/use-session.ts";
import { useIdle } from "../../lib/when-idle.ts";

const AdHost = lazy(() => import("./ad-host.tsx"));

/**
 * Where the ad popup lives, loaded on demand: never for members who paid (a plan benefit) or
 * admins; for visitors only once they reach a page that may show one, so /login's first
 * screen never downloads it.
 */
export function AdSlot() {
  const session = useSession();
  const { pathname } = useLocation();
  const idle = useIdle();
  const eligible = session ? session.myplan === "Free" && !session.isAdmin : true;
  const [wanted, setWanted] = useState(false);
  // Decided after commit, by the address bar: while a redirect's page is still loading (a
  // visitor sent from /profiles to /login) the router still renders the page being left, and
  // a lazy component starts loading as soon as it is rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked on each route change
  useEffect(() => {
    if (eligible && idle && (session || !isQuietRoute(window.location.pathname))) setWanted(true);
  }, [eligible, idle, session, pathname]);
  if (!eligible || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <AdHost visitor={!session} />
    </Suspense>
  );
}
