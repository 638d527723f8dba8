import type { LinkSigner } from "../../lib/signed-links.ts";
import { rules } from "../../rules.ts";

/**
 * The /member purchase link: someone in the family pays a member's plan without signing in.
 * It carries a signed, expiring token naming the account, so the page (and the v2 payment
 * calls behind it) open for the member it was mailed for and for nobody else: an email alone,
 * or a forged or old token, gets "Expired or invalid link".
 */
export function memberPayLink(
  links: LinkSigner,
  publicUrl: string,
  member: { id: string; email: string },
  now: Date,
): string {
  const token = links.sign(
    "member-pay",
    member.id,
    new Date(now.getTime() + rules.memberLink.validMs),
  );
  const query = new URLSearchParams({ email: member.email, token });
  return `${publicUrl}/member?${query}`;
}
