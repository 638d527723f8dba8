import { createHash, randomBytes } from "node:crypto";
import {
  CONSENT_VERSION,
  MAX_MANAGERS,
  type Manager,
  type ManagerAcceptBody,
  type ManagerAction,
  type ManagerCreateBody,
  type ManagerInvite,
  type ManagerRelation,
  type Managing,
  type Session,
} from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { rules } from "../../rules.ts";
import type { AccountsRepository, MemberChanged } from "../accounts/accounts.repository.ts";
import type { Mailer } from "../mail/mailer.ts";
import { mailLang } from "../mail/templates.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { describeAction } from "./managers.audit.ts";
import type { ManagerRow, ManagersRepository } from "./managers.repository.ts";

export interface ManagersDeps {
  managers: ManagersRepository;
  accounts: AccountsRepository;
  mailer: Mailer;
  notifications: Pick<NotificationsService, "notify">;
  /** A session for an account (accounts service): a manager's acts on the managed profile. */
  sessionFor: (userId: string) => Promise<Session>;
  clock: () => Date;
  publicUrl: string;
  /** New accounts one client address may make in a day (the sign-up limit). */
  /** The sign-up limits of a client address (the accounts service's, lifted addresses included). */
  signUpLimits(ip: string | null): Promise<{ max: number; since: Date }[]>;
  /** After a committed write to what the token check caches. */
  memberChanged: MemberChanged;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const toWire = (row: ManagerRow): Manager => ({
  id: row.id,
  email: row.email,
  relation: row.relation as ManagerRelation,
  status: row.status === "active" ? "active" : "invited",
});

/**
 * Family members who manage a member's profile with their own sign-in (issue 21 item 5). Only
 * the member invites and removes (the routes' owner guard); the invitation answers alike
 * whether or not the email has an account, so the member learns nothing about who is on Sagpan.
 */
export function createManagersService(deps: ManagersDeps) {
  const { managers, accounts, clock } = deps;

  async function openInvitation(token: string) {
    const invitation = await managers.findInvitation(sha256(token), clock());
    if (!invitation) throw new AppError("managers.invite_invalid");
    return invitation;
  }

  return {
    list: async (memberId: string): Promise<Manager[]> =>
      (await managers.list(memberId)).map(toWire),

    async invite(memberId: string, body: ManagerCreateBody["manager"]): Promise<Manager> {
      const member = await accounts.findById(memberId);
      if (!member || member.deletedAt) throw new AppError("auth.required");
      if (member.email.toLowerCase() === body.email.toLowerCase()) {
        throw new AppError("managers.self", { email: "This is your own email" });
      }
      const token = randomBytes(32).toString("base64url");
      const result = await managers.invite({
        memberId,
        email: body.email,
        relation: body.relation,
        tokenHash: sha256(token),
        expiresAt: new Date(clock().getTime() + rules.managerInvite.validMs),
        max: MAX_MANAGERS,
      });
      if (result === "limit") throw new AppError("managers.limit");
      if (result === "exists") {
        throw new AppError("managers.exists", { email: "Already invited" });
      }
      const profile = await accounts.profileSummary(memberId);
      await deps.mailer.send({
        to: body.email,
        // In the inviter's language: the member knows which their family reads.
        lang: mailLang(member.lang),
        template: {
          kind: "manager_invite",
          memberName: profile?.name ?? "",
          relation: body.relation,
          link: `${deps.publicUrl}/manager-invite?token=${token}`,
        },
      });
      return toWire(result);
    },

    /** What the mailed link's page shows: told only to the holder of the token. */
    async invitation(token: string): Promise<ManagerInvite> {
      const invitation = await openInvitation(token);
      const existing = await accounts.findByEmail(invitation.email);
      return {
        member_name: invitation.memberName ?? "",
        relation: invitation.relation as ManagerRelation,
        email: invitation.email,
        has_account: existing !== null,
      };
    },

    /**
     * Uses the mailed link: a new account for the email (confirmed by the link itself), or the
     * existing one with its password. Answers a session that acts on the managed profile.
     */
    async accept(body: ManagerAcceptBody, ip: string | null): Promise<Session> {
      const invitation = await openInvitation(body.token);
      const existing = await accounts.findByEmail(invitation.email);
      let managerUserId: string;
      let name: string;
      if (existing) {
        if (
          !existing.passwordHash ||
          !(await verifyPassword(existing.passwordHash, body.password))
        ) {
          throw new AppError("auth.invalid_credentials");
        }
        if (existing.suspendedAt) throw new AppError("auth.forbidden");
        if (existing.id === invitation.memberId) throw new AppError("managers.self");
        if (await managers.hasProfile(existing.id)) throw new AppError("managers.has_profile");
        if (await managers.managedBy(existing.id)) throw new AppError("managers.already_managing");
        managerUserId = existing.id;
        name = body.name?.trim() || existing.email.split("@")[0] || existing.email;
      } else {
        const given = body.name?.trim();
        if (!given) throw new AppError("request.invalid", { name: "Required" });
        const created = await accounts.create({
          email: invitation.email,
          passwordHash: await hashPassword(body.password),
          managedBy: "self",
          lang: "en",
          ip,
          profile: null,
          consents: [{ kind: "privacy", version: CONSENT_VERSION }],
          perAddress: await deps.signUpLimits(ip),
          // The mailed link proved the email.
          emailConfirmed: true,
        });
        if (!created) throw new AppError("auth.too_many_sign_ups");
        managerUserId = created.id;
        name = given;
      }
      const accepted = await managers
        .accept({
          id: invitation.id,
          tokenHash: sha256(body.token),
          managerUserId,
          name,
          now: clock(),
        })
        .catch((err: unknown) => {
          // The one-account-one-profile index: accepted for another profile meanwhile.
          if (isUniqueViolation(err)) throw new AppError("managers.already_managing");
          throw err;
        });
      if (!accepted) throw new AppError("managers.invite_invalid");
      deps.memberChanged(managerUserId);
      deps.memberChanged(invitation.memberId);
      await deps.notifications.notify({
        kind: "manager_joined",
        to: invitation.memberId,
        actor: null,
        data: { relation: invitation.relation as ManagerRelation },
      });
      return deps.sessionFor(managerUserId);
    },

    /** The member removes a manager: their sessions and sockets end on every node. */
    async remove(memberId: string, id: string): Promise<void> {
      const row = await managers.remove(memberId, id, clock());
      if (!row) throw new AppError("managers.not_found");
      deps.memberChanged(memberId);
    },

    /**
     * The record of what was done on the member's profile, newest first, for the member: each
     * line says who (the member, or a manager by relation and email) and what, in words.
     */
    async actions(memberId: string, limit: number, offset: number) {
      const rows = await managers.actions(memberId, limit + 1, offset);
      const data = rows.slice(0, limit).map((row): ManagerAction => {
        const kept = (row.details ?? {}) as { relation?: unknown; email?: unknown };
        const relation =
          row.actorRelation ?? (typeof kept.relation === "string" ? kept.relation : null);
        const email = row.actorEmail ?? (typeof kept.email === "string" ? kept.email : null);
        return {
          id: row.id,
          at: row.at.toISOString(),
          by:
            row.actorId === memberId
              ? { kind: "member" }
              : {
                  kind: "manager",
                  relation: relation as ManagerRelation | null,
                  email,
                },
          ...describeAction(row.action),
        };
      });
      return { data, next: rows.length > limit ? offset + limit : null };
    },

    /** "Managed by: parent, sibling": relations only, never who. */
    relationsOf: (memberId: string) => managers.relationsOf(memberId),

    /** Who is signed in on the member's behalf, for `GET /api/v1/me`; null for the member. */
    async managing(actorId: string, memberId: string): Promise<Managing | null> {
      if (actorId === memberId) return null;
      const row = await managers.managedBy(actorId);
      if (!row || row.memberId !== memberId) return null;
      return {
        name: row.name ?? row.email,
        email: row.email,
        relation: row.relation as ManagerRelation,
      };
    },

    /** The profile an account manages, for its sign-in session. */
    async managedProfileOf(userId: string): Promise<string | null> {
      return (await managers.managedBy(userId))?.memberId ?? null;
    },
  };
}
export type ManagersService = ReturnType<typeof createManagersService>;

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
