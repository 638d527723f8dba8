import { Navigate, Outlet, useLocation } from "react-router";
import { isTokenValid } from "../../lib/session.ts";
import { useSession } from "../../lib/use-session.ts";

/**
 * /login and /signup are for visitors: a signed-in member who opens one goes to the profiles,
 * or back to the page that sent them to sign in (the sign-in form does the same on success).
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session && isTokenValid(session.token)) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? "/profiles"} replace state={location.state} />;
  }
  return <Outlet />;
}
