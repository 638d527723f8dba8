import { decodePid } from "../lib/pid.ts";

/**
 * The member pages whose code and data are started before the app renders (preload-route.ts,
 * and the boot script's first-screen-requests.ts): `/` and `/profiles` show the list, and
 * `/profile/{pid}` one profile. Free of React, for the boot script.
 */
export type FirstScreen = { page: "list" } | { page: "profile"; id: string };

export function firstScreenOf(pathname: string): FirstScreen | null {
  if (pathname === "/" || pathname === "/profiles") return { page: "list" };
  const id = decodePid(/^\/profile\/([^/]+)\/?$/.exec(pathname)?.[1]);
  return id ? { page: "profile", id } : null;
}
