import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { GoogleSignUp } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { consents, users } from "../accounts/accounts.table.ts";

const CLIENT_ID = "1234-test.apps.googleusercontent.com";
type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

let t: TestApp;
let off: TestApp;
let jwks: Server;
let google: Keys;
let stranger: Keys;

/** Google's key set, served by a local server: the tests never reach the internet. */
beforeAll(async () => {
  google = await generateKeyPair("RS256");
  stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" };
  jwks = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  });
  off = await createTestApp();
});

afterAll(async () => {
  await t.close();
  await off.close();
  await new Promise((resolve) => jwks.close(resolve));
});

async function idToken(
  claims: JWTPayload = {},
  opts: { key?: Keys; kid?: string; expIn?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    email: "asha.google@example.in",
    email_verified: true,
    given_name: "Asha",
    family_name: "Desai",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: opts.kid ?? "google-1" })
    .setSubject("1098765432")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (opts.expIn ?? 3600))
    .sign((opts.key ?? google).privateKey);
}

const post = (payload: Record<string, unknown>, app = t) =>
  app.app.inject({ method: "POST", url: "/api/v1/google/people", payload });

const details = (overrides: Partial<GoogleSignUp> = {}): GoogleSignUp => ({
  name: "Asha",
  lastName: "Desai",
  gender: "female",
  birthdate: "1998-02-14",
  managed_by: "self",
  declaration: true,
  consent: true,
  lang: "gu",
  ...overrides,
});

describe("sign-in with Google", () => {
  it("signs in the account with the token's verified email (either issuer spelling)", async () => {
    const member = await createMember(t.app);
    for (const iss of ["https://accounts.google.com", "accounts.google.com"]) {
      const res = await post({
        credential: await idToken({ email: member.email.toUpperCase(), iss }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: "signed_in", session: { userId: member.userId } });
      const me = await t.app.inject({
        url: "/api/v1/me",
        headers: bearer(res.json().session.token),
      });
      expect(me.json().data.email).toBe(member.email);
    }
  });

  it("makes no account without the declaration and consent: it asks for the sign-up details", async () => {
    const credential = await idToken({ email: "new.google@example.in" });
    const first = await post({ credential });
    expect(first.json()).toEqual({
      status: "sign_up_required",
      email: "new.google@example.in",
      name: "Asha",
      lastName: "Desai",
    });
    const none = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "new.google@example.in"));
    expect(none).toHaveLength(0);
    for (const missing of [{ declaration: false }, { consent: false }]) {
      const res = await post({ credential, sign_up: details(missing as Partial<GoogleSignUp>) });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([`sign_up.${Object.keys(missing)[0]}`]);
    }
    const underage = await post({ credential, sign_up: details({ birthdate: "2015-01-01" }) });
    expect(underage.json().error.code).toBe("auth.underage");

    const res = await post({ credential, sign_up: details() });
    expect(res.statusCode, res.body).toBe(200);
    const { session } = res.json();
    expect(session).toMatchObject({ name: "Asha", hasPassword: false, isAdmin: false });
    const kept = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, session.userId));
    expect(kept.map((c) => c.kind).sort()).toEqual(["declaration", "privacy"]);
    // The next visit signs straight in, and a password sign-up cannot take the email: it is
    // answered as a new one (issue 21: nobody learns the email has an account), but Google
    // still signs in to the Google account.
    expect((await post({ credential })).json().session.userId).toBe(session.userId);
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_up",
      payload: { ...details(), email: "new.google@example.in", password: "secret123" },
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().userId).not.toBe(session.userId);
    expect((await post({ credential })).json().session.userId).toBe(session.userId);
  });

  it.each([
    [
      "another site's token (audience)",
      () => idToken({ aud: "someone-else.apps.googleusercontent.com" }),
    ],
    ["another issuer", () => idToken({ iss: "https://evil.example.com" })],
    ["an expired token", () => idToken({}, { expIn: -120 })],
    ["a token signed by another key", () => idToken({}, { key: stranger })],
    ["a key id Google does not have", () => idToken({}, { kid: "nope" })],
    ["a token without an email", () => idToken({ email: undefined })],
    ["a token whose signature was edited", async () => `${(await idToken()).slice(0, -4)}AAAA`],
  ])("refuses %s with 401 google.token_invalid", async (_name, make) => {
    const res = await post({ credential: await make() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("google.token_invalid");
  });

  it("refuses an unverified Google email with 403 google.email_unverified", async () => {
    const member = await createMember(t.app);
    const res = await post({
      credential: await idToken({ email: member.email, email_verified: false }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("google.email_unverified");
  });

  it("refuses a suspended account and bad bodies", async () => {
    const member = await createMember(t.app);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, member.userId));
    const res = await post({ credential: await idToken({ email: member.email }) });
    expect(res.json().error.code).toBe("auth.forbidden");
    expect((await post({ credential: "short" })).json().error.code).toBe("request.invalid");
    expect((await post({})).statusCode).toBe(400);
  });

  it("gives the web app the client id for the button", async () => {
    const res = await t.app.inject({ url: "/api/v1/google/config" });
    expect(res.json()).toEqual({ client_id: CLIENT_ID });
    expect(res.headers["content-security-policy"]).toContain(
      "https://accounts.google.com/gsi/client",
    );
  });
});

describe("without GOOGLE_CLIENT_ID", () => {
  it("answers 404 google.disabled, whatever is sent, and keeps Google out of the CSP", async () => {
    const res = await post({ credential: await idToken() }, off);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("google.disabled");
    expect((await post({}, off)).json().error.code).toBe("google.disabled");
    const config = await off.app.inject({ url: "/api/v1/google/config" });
    expect(config.json()).toEqual({ client_id: null });
    expect(config.headers["content-security-policy"]).not.toContain("google");
  });
});
