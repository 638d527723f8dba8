import { decodePid } from "../lib/pid.ts";

/**
 * The member pages whose code and data are started before the app renders (preload-route.ts,
 * and the boot script's first-screen-requests.ts): `/` and `/profiles` show the list, and
 * `/profile/{pid}` one profile; the other pages of the member's bars start their code only.
 * Free of React, for the boot script.
 */
export type FirstScreen =
  | { page: "list" }
  | { page: "profile"; id: string }
  | { page: (typeof otherPages)[number] };

/** Member pages whose code starts with the entry's (preload-route.ts); their data waits. */
const otherPages = [
  "info",
  "matches",
  "visitors",
  "interests",
  "chats",
  "chat",
  "subscription",
  "notifications",
] as const;

export function firstScreenOf(pathname: string): FirstScreen | null {
  if (pathname === "/" || pathname === "/profiles") return { page: "list" };
  const other = otherPages.find((page) => pathname === `/${page}` || pathname === `/${page}/`);
  if (other) return { page: other };
  const id = decodePid(/^\/profile\/([^/]+)\/?$/.exec(pathname)?.[1]);
  return id ? { page: "profile", id } : null;
}
