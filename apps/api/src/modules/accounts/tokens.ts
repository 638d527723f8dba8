import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
export const TOKEN_DAYS = 30;

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Verified tokens kept so a busy member's calls skip the HMAC check (about 0.1 ms each). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  // A token's signature never changes its verdict, so only successes are kept, with their
  // expiry, which is still checked on every call; the token version is checked by the caller.
  const verified = new Map<string, TokenClaims & { exp: number }>();
  const remember = (token: string, claims: TokenClaims & { exp: number }) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      // Maps iterate in insertion order: drop the oldest entry.
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, claims);
  };
  return {
    async sign(claims: TokenClaims, now: Date): Promise<{ token: string; exp: number }> {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + TOKEN_DAYS * 24 * 3600;
      const token = await new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.userId)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    /** Null for anything but a well-formed, unexpired HS256 token we signed. */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 <= now.getTime()) return null;
        return { userId: known.userId, version: known.version };
      }
      try {
        // The algorithm is pinned: a token claiming "none" or RS256 is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: now,
        });
        if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
        if (typeof payload.exp !== "number") return null;
        const claims = { userId: payload.sub, version: payload.ver };
        remember(token, { ...claims, exp: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
