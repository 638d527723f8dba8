import type { ContactRule, Privacy } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { PairKind } from "../connections/pair-request-actions.ts";

/** Why the viewer may not send a member interests and requests; null when they may. */
export type ContactRefusal = Exclude<ContactRule, "everyone"> | "paused" | null;
/**
 * canContact's answer: the receiver's refusal, or the pair's own ("self"; "not_found": gone,
 * hidden from the sender, or a block either way, which answers as a profile that does not exist).
 */
export type PairRefusal = "self" | "not_found" | ContactRefusal;

const ruleMessages: Record<Exclude<ContactRule, "everyone">, string> = {
  verified:
    "This member accepts interests and requests only from ID-verified members. Verify your ID to contact them",
  preferences:
    "This member accepts interests and requests only from members who meet their must-have preferences",
};

/**
 * Whether one member may send another an interest, a chat request or a photo request: one
 * `canContact` that the connections modules enforce (`assert`) and the profile reply's flags
 * report (`can_contact`, `contact_rule`), so a button is disabled with its reason before anyone
 * presses it. A confirmed email, which every call that reaches another member needs (answers
 * and messages too), is the route guard's (lib/auth.ts contactGuard).
 */
export function createContactGate(deps: {
  /** The receiver's profile is live, not hidden from the sender, and no block either way. */
  visible: (fromId: string, toId: string) => Promise<boolean>;
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

  /** The receiver's rules only (check), after the pair's own: self, and a profile not there. */
  async function canContact(fromId: string, toId: string): Promise<PairRefusal> {
    if (fromId === toId) return "self";
    if (!(await deps.visible(fromId, toId))) {
      // A paused profile says so to members connected with it rather than "not available".
      return (await check(fromId, toId)) === "paused" ? "paused" : "not_found";
    }
    return check(fromId, toId);
  }

  return {
    canContact,
    /** Throws canContact's refusal; `kind` names the self-refusal (`interest.self`, …). */
    async assert(fromId: string, toId: string, kind: PairKind) {
      const refusal = await canContact(fromId, toId);
      if (refusal === "self") throw new AppError(`${kind}.self`);
      if (refusal === "not_found") throw new AppError("profile.not_found");
      if (refusal === "paused") throw new AppError("profile.paused");
      if (refusal) {
        throw new AppError("connections.contact_rule", { rule: refusal }, ruleMessages[refusal]);
      }
    },
  };
}
export type ContactGate = ReturnType<typeof createContactGate>;
