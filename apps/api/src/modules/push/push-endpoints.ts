import { ECDH } from "node:crypto";

/**
 * The push services browsers subscribe on (host, or a parent domain of it): Firebase Cloud
 * Messaging (Chrome, Edge on Android, Samsung Internet, Opera), Mozilla's autopush (Firefox),
 * Apple's web push (Safari) and Windows Push Notification Services (Edge on Windows).
 */
export const pushServiceHosts = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

/**
 * Whether a subscription's endpoint may be pushed to: https on a known push service's host
 * (default port, no credentials), or on an origin PUSH_ALLOWED_ORIGINS lists. Anything else
 * would let a member make the server send requests where they like.
 */
export function endpointAllowed(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.port) return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHosts.some((known) => host === known || host.endsWith(`.${known}`));
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url value (padding allowed), or null when it is not one. */
export function base64urlBytes(value: string): Buffer | null {
  return base64url.test(value) ? Buffer.from(value, "base64url") : null;
}

/**
 * The subscription's keys as stored (base64url without padding), or null when they cannot be
 * used: `p256dh` must be an uncompressed point on P-256 (65 bytes) and `auth` 16 bytes
 * (RFC 8291).
 */
export function usableKeys(keys: {
  p256dh: string;
  auth: string;
}): { p256dh: string; auth: string } | null {
  const point = base64urlBytes(keys.p256dh);
  const auth = base64urlBytes(keys.auth);
  if (point?.length !== 65 || point[0] !== 4 || auth?.length !== 16) return null;
  try {
    // Throws for bytes that are not a point on the curve.
    ECDH.convertKey(point, "prime256v1", undefined, undefined, "uncompressed");
  } catch {
    return null;
  }
  return { p256dh: point.toString("base64url"), auth: auth.toString("base64url") };
}
