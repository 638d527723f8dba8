import type { IncomingHttpHeaders } from "node:http";

/**
 * Which browser origins may use the API and its sockets: the app's own, always, and those
 * CORS_ORIGINS names. One rule for HTTP (CORS headers) and both sockets (Socket.IO and
 * Phoenix check Origin at the handshake), so no transport lets in a page another refuses.
 */
export function createOriginCheck(allowList: readonly string[]) {
  const listed = new Set(allowList.map((origin) => origin.toLowerCase()));
  return {
    /** True when the list names some origin; without one, nothing cross-origin is let in. */
    configured: listed.size > 0,
    list: [...listed],
    listed: (origin: string) => listed.has(origin.toLowerCase()),
    /**
     * A request from a page this API serves or one on the list; a request without Origin is
     * not a browser page's cross-origin call (tools, native apps) and is let through, since
     * the bearer token, not the origin, is what admits it.
     */
    allows(headers: IncomingHttpHeaders): boolean {
      const origin = headers.origin;
      if (!origin || listed.has(origin.toLowerCase())) return true;
      const host = headers.host ?? headers[":authority"];
      try {
        return typeof host === "string" && new URL(origin).host === host.toLowerCase();
      } catch {
        return false;
      }
    },
  };
}
export type OriginCheck = ReturnType<typeof createOriginCheck>;
