import { useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { isTokenValid, sessionStore } from "../../lib/session.ts";

/**
 * /login and /signup are for visitors: a signed-in member who opens one goes to the profiles,
 * or to the page that sent them to sign in. Checked when a page is opened, not when the session
 * changes: the forms' own success step (with the welcome after sign-up) takes the member on.
 */
export function GuestOnly() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page opened
  const signedIn = useMemo(() => {
    const session = sessionStore.get();
    return session !== null && isTokenValid(session.token);
  }, [location.key]);
  if (signedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? "/profiles"} replace />;
  }
  return <Outlet />;
}
