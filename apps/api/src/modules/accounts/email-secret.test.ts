import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signUpBody } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outbox } from "../mail/outbox.table.ts";
import { users } from "./accounts.table.ts";

// Issue 21 item 8: whether an email has an account is a secret. The sign-up form answers a
// taken email as it answers a new one, and the email's owner is told instead.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EMAIL_CONFIRMATION: "on" } });
});
afterAll(() => t.close());

const signUp = (body: object) =>
  t.app.inject({ method: "POST", url: "/api/v1/sign_up", payload: body });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/sign_in", payload: { email, password } });
const me = (token: string) => t.app.inject({ url: "/api/v1/me", headers: bearer(token) });
const mailsTo = (email: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)));

/** The parts of a sign-up reply that do not differ between any two accounts. */
const shape = (res: { statusCode: number; json(): Record<string, unknown> }) => {
  const { token: _t, userId: _u, exp: _e, name: _n, userPic, ...rest } = res.json();
  return { status: res.statusCode, keys: Object.keys(res.json()).sort(), rest, pic: !!userPic };
};

describe("sign-up with an email that has an account", () => {
  it("answers as a new email does, and mails the owner instead of the caller", async () => {
    const owner = await createMember(t.app);
    const fresh = await signUp(signUpBody({ password: "another1" }));
    const taken = await signUp(
      signUpBody({ email: owner.email.toUpperCase(), password: "another1" }),
    );
    expect(taken.statusCode).toBe(201);
    expect(shape(taken)).toEqual(shape(fresh));
    // The pending registration's own view is a new account's: its email, unconfirmed.
    const mine = (await me(taken.json().token)).json().data;
    expect(mine).toMatchObject({ email: owner.email, emailConfirmed: false });
    expect((await me(fresh.json().token)).json().data.emailConfirmed).toBe(false);
    // The owner is told; no confirmation link goes to that address for the new registration.
    expect(await mailsTo(owner.email, "sign_up_attempt")).toHaveLength(1);
    expect(await mailsTo(owner.email, "confirm_email")).toHaveLength(1); // the owner's own
    const [attempt] = await mailsTo(owner.email, "sign_up_attempt");
    expect(attempt?.body).toContain("/reset-password");
    expect(attempt?.body).not.toContain("confirm-email");
  });

  it("the owner still signs in to their own account; the registration's maker to theirs", async () => {
    const owner = await createMember(t.app);
    const taken = await signUp(signUpBody({ email: owner.email, password: "theirs99" }));
    const own = await signIn(owner.email, owner.password);
    expect(own.json().userId).toBe(owner.userId);
    const theirs = await signIn(owner.email, "theirs99");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().userId).toBe(taken.json().userId);
    expect(theirs.json().userId).not.toBe(owner.userId);
    expect((await signIn(owner.email, "neither1")).json().error.code).toBe(
      "auth.invalid_credentials",
    );
  });

  it("the registration can never be confirmed: resending mails nothing, answered alike", async () => {
    const owner = await createMember(t.app);
    const taken = await signUp(signUpBody({ email: owner.email }));
    const fresh = await createMember(t.app);
    const resend = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/email/confirmation", headers: bearer(token) });
    const a = await resend(taken.json().token);
    const b = await resend(fresh.token);
    expect([a.statusCode, a.json()]).toEqual([b.statusCode, b.json()]);
    expect(a.statusCode).toBe(202);
    expect(await mailsTo(owner.email, "confirm_email")).toHaveLength(1);
    expect(await mailsTo(fresh.email, "confirm_email")).toHaveLength(2);
    // The owner's own link confirms the owner, never the pending registration.
    const [row] = await t.database.db
      .select({ confirmed: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, taken.json().userId));
    expect(row?.confirmed).toBeNull();
  });

  it("ten sign-ups at once for one new email make one account and nine pending ones", async () => {
    const body = signUpBody();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUp({ ...body, password: `secret-${i}` })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const rows = await t.database.db
      .select({ shadow: users.shadow })
      .from(users)
      .where(eq(users.email, body.email));
    expect(rows.filter((r) => !r.shadow)).toHaveLength(1);
    expect(rows.filter((r) => r.shadow)).toHaveLength(9);
    expect(await mailsTo(body.email, "confirm_email")).toHaveLength(1);
    expect(await mailsTo(body.email, "sign_up_attempt")).toHaveLength(9);
  });

  it("a password reset answers alike for every email", async () => {
    const owner = await createMember(t.app);
    const ask = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/resetpassword", payload: { email } });
    const known = await ask(owner.email);
    const unknown = await ask(`nobody.${owner.email}`);
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
  });
});
