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
    let state = opts.fresh ? undefined : deps.cache.get(claims.userId, now);
    if (!state) {
      const since = deps.cache.version();
      const read = await deps.accounts.memberState(claims.userId, now);
      if (!read) return null;
      state = read;
      deps.cache.set(claims.userId, state, now, since);
    }
    if (state.deletedAt || state.suspendedAt) return null;
    if (state.tokenVersion !== claims.version) return null;
    return {
      id: claims.userId,
      plan: state.plan ?? "Free",
      gender: state.gender,
      gotra: state.gotra,
      nakshatra: state.nakshatra,
      pada: state.pada,
      moonRashi: state.moonRashi,
      moonDegree: state.moonDegree,
      hasBlocks: state.hasBlocks,
      emailConfirmed: state.emailConfirmed,
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
