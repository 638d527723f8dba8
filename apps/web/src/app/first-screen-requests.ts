import { listRequest, profileRequest } from "../features/profiles/requests.ts";
import { baseHeaders, withQuery } from "../lib/api.ts";
import { requestEarly } from "../lib/early-requests.ts";
import { decodePid } from "../lib/pid.ts";
import { sessionStore } from "../lib/session.ts";

/**
 * For a signed-in member, sends the requests of the page being opened (the list or a profile,
 * and the member's own summary) while the app's code is still downloading; run by the boot
 * script (src/boot.ts). The app's first calls to the same URLs take these replies
 * (lib/early-requests.ts).
 */
export function requestFirstScreen(pathname: string) {
  if (!sessionStore.get()) return;
  const headers = baseHeaders();
  const early = (url: string) => requestEarly(url, headers);
  if (pathname === "/" || pathname === "/profiles") {
    early(withQuery(...listRequest(0)));
  } else {
    const id = decodePid(/^\/profile\/([^/]+)\/?$/.exec(pathname)?.[1]);
    if (id) early(profileRequest(id));
  }
  early("/api/v1/me");
}
