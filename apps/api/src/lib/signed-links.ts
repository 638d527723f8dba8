import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens for links the app mails or hands out (the /member purchase link, the email
 * confirmation link): a subject and an expiry, signed with HMAC-SHA256 under a key of their
 * own purpose, so a token made for one link opens no other. Nothing is stored: a forged,
 * altered or expired token simply does not verify.
 */
export type LinkPurpose = "member-pay" | "email-confirm";

const b64 = (value: string) => Buffer.from(value, "utf8").toString("base64url");

export function createLinkSigner(secret: string) {
  const mac = (purpose: LinkPurpose, body: string) =>
    createHmac("sha256", secret).update(`link:${purpose}:${body}`).digest();

  return {
    sign(purpose: LinkPurpose, subject: string, expiresAt: Date): string {
      const body = `${b64(subject)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
      return `${body}.${mac(purpose, body).toString("base64url")}`;
    },

    /** The subject of a genuine, unexpired token of this purpose; null for anything else. */
    verify(purpose: LinkPurpose, token: string | null | undefined, now: Date): string | null {
      if (!token || token.length > 1024) return null;
      const [subject, exp, sig, extra] = token.split(".");
      if (!subject || !exp || !sig || extra !== undefined) return null;
      const given = Buffer.from(sig, "base64url");
      const expected = mac(purpose, `${subject}.${exp}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number.parseInt(exp, 36) * 1000 <= now.getTime()) return null;
      return Buffer.from(subject, "base64url").toString("utf8");
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
