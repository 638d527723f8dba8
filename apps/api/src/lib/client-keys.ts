import { isIPv4, isIPv6 } from "node:net";

/**
 * Who a limit counts (docs/security.md, "Limits that fit a community"): a signed-in call counts
 * against its member, whatever address it comes from; an anonymous one against its address. A
 * community hall's Wi-Fi or a carrier's shared address carries a whole event's members, so
 * keying their calls by address would make them share one allowance.
 */
export type ClientKey = `m:${string}` | `a:${string}`;

export const memberKey = (memberId: string): ClientKey => `m:${memberId}`;
export const addressKeyOf = (ip: string): ClientKey => `a:${addressOf(ip)}`;

/** The address part of an address key, or null for a member key. */
export const addressIn = (key: string): string | null =>
  key.startsWith("a:") ? key.slice(2) : null;

/**
 * The address as limits count it: an IPv4 address as written (also when it arrives as an
 * IPv4-mapped IPv6 address); an IPv6 address by its /64 network, since one home or phone is
 * given a whole /64 and can take a new address in it at will (@fastify/rate-limit's default
 * does the same). Null for anything that is not an address.
 */
export function addressOf(ip: string): string;
export function addressOf(ip: string | null | undefined): string | null;
export function addressOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const text = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return null;
  const groups = expandIPv6(text).slice(0, 4);
  return `${groups.map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, "::" filled with zeros (a trailing IPv4 part too). */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split("%")[0] ?? ip;
  const [head = "", tail] = withoutZone.split("::") as [string, string | undefined];
  const toGroups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [g];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => "0");
  return [...first, ...zeros, ...last];
}
