import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccountsRepository } from "../modules/accounts/accounts.repository.ts";
import type { TokenService } from "../modules/accounts/tokens.ts";
import { AppError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the member guard; routes behind it can rely on it. */
    userId: string;
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
export function createTokenResolver(deps: {
  tokens: TokenService;
  accounts: AccountsRepository;
  clock: () => Date;
}) {
  return async (token: string | null): Promise<string | null> => {
    if (!token) return null;
    const claims = await deps.tokens.verify(token, deps.clock());
    if (!claims) return null;
    const user = await deps.accounts.findById(claims.userId);
    if (!user || user.deletedAt || user.suspendedAt) return null;
    if (user.tokenVersion !== claims.version) return null;
    return user.id;
  };
}
export type TokenResolver = ReturnType<typeof createTokenResolver>;

export function memberGuard(resolve: TokenResolver): Guard {
  return async (req) => {
    const userId = await resolve(bearerToken(req.headers.authorization));
    if (!userId) throw new AppError("auth.required");
    req.userId = userId;
  };
}

/** For calls open to visitors: a valid token identifies the member, anything else is a visitor. */
export function optionalMemberGuard(resolve: TokenResolver): Guard {
  return async (req) => {
    req.viewerId = await resolve(bearerToken(req.headers.authorization));
  };
}
