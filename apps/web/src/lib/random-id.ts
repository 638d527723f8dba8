/**
 * A random UUID (v4) on every origin. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost): on `http://<LAN address>:3000`, where a family first tries the app from
 * a phone, it is undefined and chat's Send did nothing. `crypto.getRandomValues` exists on
 * every origin, so the same UUID is built from it there. The only place the web app may use a
 * secure-context-only API (secure-context.test.ts keeps it so).
 */
export function randomId(source: Pick<Crypto, "getRandomValues"> & Partial<Crypto> = crypto) {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
