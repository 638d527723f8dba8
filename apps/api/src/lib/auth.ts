import type { PlanName } from "@sagpan/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccountsRepository } from "../modules/accounts/accounts.repository.ts";
import type { TokenService } from "../modules/accounts/tokens.ts";
import { AppError } from "./errors.ts";
import type { SharedCache } from "./shared-cache.ts";

/**
 * The signed-in member as the token check found them: what most calls need (plan, gender, Moon
 * position) comes with it, so they need not read it again.
 */
export interface Member {
  id: string;
  plan: PlanName;
  gender: "male" | "female" | null;
  gotra: string | null;
  nakshatra: number | null;
  pada: number | null;
  moonRashi: number | null;
  moonDegree: number | null;
  /** Whether the member blocked or was blocked by anyone. */
  hasBlocks: boolean;
  /** Whether the member opened the mailed confirmation link (EMAIL_CONFIRMATION). */
  emailConfirmed: boolean;
  /**
   * The account that signed in: the member's own id, or a family member who manages the
   * profile (managers module), whose calls act as the member and are recorded with this id.
   */
  actorId: string;
  /** Whether the profile has active managers: its writes are then recorded with their actor. */
  hasManagers: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the member guard; routes behind it can rely on it. */
    userId: string;
    /** Set by the member guard with userId. */
    member: Member;
    /** Set by the optional guard on calls open to visitors: the member, or null. */
    viewerId: string | null;
  }
}

export type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function bearerToken(header: string | undefined): string | null {
  if (!header?.startsWith("Bearer ")) return null;
  return header.slice(7).trim() || null;
}

/**
 * Resolves a token to a live member: signature and expiry, then the token version (bumped
 * by password change and log out everywhere) and the account's deleted/suspended state.
 */
type MemberState = NonNullable<Awaited<ReturnType<AccountsRepository["memberState"]>>>;
export type MemberStateCache = SharedCache<MemberState>;

export function createTokenResolver(deps: {
  tokens: TokenService;
  accounts: AccountsRepository;
  clock: () => Date;
  cache: MemberStateCache;
}) {
  /**
   * `fresh` reads the database past the cache: a socket handshake (rare, and long-lived once
   * let in) must not be admitted on an entry another node has not yet heard was revoked.
   */
  return async (token: string | null, opts: { fresh?: boolean } = {}): Promise<Member | null> => {
    if (!token) return null;
    const now = deps.clock();
    const claims = await deps.tokens.verify(token, now);
    if (!claims) return null;
    const stateOf = async (userId: string) => {
      let state = opts.fresh ? undefined : deps.cache.get(userId, now);
      if (!state) {
        const since = deps.cache.version();
        const read = await deps.accounts.memberState(userId, now);
        if (!read) return null;
        state = read;
        deps.cache.set(userId, state, now, since);
      }
      if (state.deletedAt || state.suspendedAt) return null;
      return state;
    };
    const account = await stateOf(claims.userId);
    if (!account || account.tokenVersion !== claims.version) return null;
    // A manager's sign-in acts as the member it manages, while that member's account lives.
    const id = account.managesId ?? claims.userId;
    const state = account.managesId ? await stateOf(account.managesId) : account;
    if (!state) return null;
    return {
      id,
      plan: state.plan ?? "Free",
      gender: state.gender,
      gotra: state.gotra,
      nakshatra: state.nakshatra,
      pada: state.pada,
      moonRashi: state.moonRashi,
      moonDegree: state.moonDegree,
      hasBlocks: state.hasBlocks,
      emailConfirmed: state.emailConfirmed,
      actorId: claims.userId,
      hasManagers: state.hasManagers,
    };
  };
}
export type TokenResolver = ReturnType<typeof createTokenResolver>;

export function memberGuard(resolve: TokenResolver): Guard {
  return async (req) => {
    const member = await resolve(bearerToken(req.headers.authorization));
    if (!member) throw new AppError("auth.required");
    req.userId = member.id;
    req.member = member;
  };
}

/** For calls open to visitors: a valid token identifies the member, anything else is a visitor. */
export function optionalMemberGuard(resolve: TokenResolver): Guard {
  return async (req) => {
    req.viewerId = (await resolve(bearerToken(req.headers.authorization)))?.id ?? null;
  };
}

/**
 * For calls that reach another member (interests, chat requests, messages, photo requests):
 * the member guard, then, with EMAIL_CONFIRMATION on, a confirmed email.
 */
export function contactGuard(member: Guard, confirmation: boolean): Guard {
  return async (req, reply) => {
    await member(req, reply);
    if (confirmation && !req.member.emailConfirmed) throw new AppError("auth.email_unconfirmed");
  };
}

/**
 * For what only the profile's own account may do (its password, deleting it, its managers):
 * the member guard, then 403 `managers.member_only` for a family member who manages it.
 */
export function ownerGuard(member: Guard): Guard {
  return async (req, reply) => {
    await member(req, reply);
    if (req.member.actorId !== req.member.id) throw new AppError("managers.member_only");
  };
}
