import { useEffect } from "react";
import { useLocation } from "react-router";
import { sessionStore } from "../../lib/session.ts";

/**
 * Re-checks the stored session on every route change (spec section 4, Session) and when
 * another tab signs in or out.
 */
export function useSessionCheck() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on each route change
  useEffect(() => {
    sessionStore.check();
  }, [pathname]);
  useEffect(() => {
    const onStorage = () => sessionStore.check();
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
