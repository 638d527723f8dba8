import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
export const TOKEN_DAYS = 30;

export interface TokenClaims {
  userId: string;
  version: number;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        // The algorithm is pinned: a token claiming "none" or RS256 is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: now,
        });
        if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
