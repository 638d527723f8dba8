import type { ContactRule, Privacy } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";

/** Why the viewer may not send a member interests and requests; null when they may. */
export type ContactRefusal = Exclude<ContactRule, "everyone"> | "paused" | null;

const ruleMessages: Record<Exclude<ContactRule, "everyone">, string> = {
  verified:
    "This member accepts interests and requests only from ID-verified members. Verify your ID to contact them",
  preferences:
    "This member accepts interests and requests only from members who meet their must-have preferences",
};

/**
 * The receiver's "who may contact me" and paused profile, for interests, chat requests and
 * photo requests (the connections modules call `assert`), and for the profile reply's flags
 * (`check`), so a button is disabled with its reason before anyone presses it.
 */
export function createContactGate(deps: {
  privacyOf: (userId: string) => Promise<Privacy>;
  /** The sender's ID badge (documents approved). */
  idVerified: (userId: string) => Promise<boolean>;
  /** The sender meets every must-have of the receiver's partner preferences. */
  fitsMusts: (fromId: string, toId: string) => Promise<boolean>;
  /** An accepted interest or chat request between the two, either way. */
  connected: (a: string, b: string) => Promise<boolean>;
}) {
  async function check(fromId: string, toId: string): Promise<ContactRefusal> {
    if (fromId === toId) return null;
    const privacy = await deps.privacyOf(toId);
    // A hidden or paused profile is unknown to members not connected with it: the profile
    // rule's 404 answers them, so nothing here tells them it exists.
    if (privacy.profile !== "visible" && !(await deps.connected(fromId, toId))) return null;
    if (privacy.profile === "paused") return "paused";
    if (privacy.contact_from === "verified" && !(await deps.idVerified(fromId))) return "verified";
    if (privacy.contact_from === "preferences" && !(await deps.fitsMusts(fromId, toId)))
      return "preferences";
    return null;
  }

  return {
    check,
    /** Throws the refusal; `pausedOnly` (the profile is not open to them) says only "paused". */
    async assert(fromId: string, toId: string, opts: { pausedOnly?: boolean } = {}) {
      const refusal = await check(fromId, toId);
      if (refusal === "paused") throw new AppError("profile.paused");
      if (refusal && !opts.pausedOnly) {
        throw new AppError("connections.contact_rule", { rule: refusal }, ruleMessages[refusal]);
      }
    },
  };
}
export type ContactGate = ReturnType<typeof createContactGate>;
