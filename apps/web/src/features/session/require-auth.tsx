import { Navigate, Outlet, useLocation } from "react-router";
import { isTokenValid } from "../../lib/session.ts";
import { useSession } from "../../lib/use-session.ts";

/** Member-only routes: visitors and expired sessions go to /login, which returns them here. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session || !isTokenValid(session.token)) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
