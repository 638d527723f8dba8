import type { GooglePeopleBody, GooglePeopleReply } from "@sagpan/contract";
import { type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from "jose";
import { AppError } from "../../lib/errors.ts";
import type { AccountsService } from "../accounts/accounts.service.ts";

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export interface GoogleDeps {
  /** The OAuth client id of this site: the audience every token must name. */
  clientId: string;
  /** Google's signing keys (createRemoteJWKSet of GOOGLE_JWKS_URL; a local set in tests). */
  keys: JWTVerifyGetKey;
  accounts: Pick<AccountsService, "signInVerifiedEmail" | "signUpWithGoogle">;
  clock: () => Date;
}

interface GoogleIdentity {
  email: string;
  name: string;
  lastName: string;
}

export function createGoogleService(deps: GoogleDeps) {
  /** Signature, issuer, audience and expiry by jose; then a verified email is required. */
  async function verify(credential: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, deps.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: deps.clientId,
        currentDate: deps.clock(),
        algorithms: ["RS256"],
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: 30,
      }));
    } catch (error) {
      // Google's key server failing is ours to report, not the member's token being bad.
      if (error instanceof joseErrors.JOSEError && error.code === "ERR_JWKS_TIMEOUT") throw error;
      throw new AppError("google.token_invalid");
    }
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!email) throw new AppError("google.token_invalid");
    if (payload.email_verified !== true && payload.email_verified !== "true") {
      throw new AppError("google.email_unverified");
    }
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 60) : "");
    return { email, name: text(payload.given_name), lastName: text(payload.family_name) };
  }

  return {
    /**
     * Signs in the account with the token's verified email; without one, asks for the sign-up
     * details, or with them makes the account (declaration and consent as every sign-up).
     */
    async signIn(body: GooglePeopleBody, ip: string | null): Promise<GooglePeopleReply> {
      const who = await verify(body.credential);
      const existing = await deps.accounts.signInVerifiedEmail(who.email);
      if (existing) return { status: "signed_in", session: existing };
      if (!body.sign_up) return { status: "sign_up_required", ...who };
      const session = await deps.accounts.signUpWithGoogle(who.email, body.sign_up, ip);
      return { status: "signed_in", session };
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
