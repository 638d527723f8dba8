import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { outbox } from "../mail/outbox.table.ts";
import { users } from "./accounts.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, user: object) =>
  t.app.inject({ method: "PUT", url: "/api/v1/user", headers: bearer(token), payload: { user } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/sign_in", payload: { email, password } });
const requestReset = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/resetpassword", payload: { email } });
const useReset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/resetpassword", payload: { token, password } });

async function mailedToken(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "password_reset")))
    .orderBy(outbox.createdAt);
  const match = mail?.body.match(/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error("no reset mail");
  return match[1];
}

describe("PUT /user (set or change password)", () => {
  it("needs the old password when one exists", async () => {
    const m = await createMember(t.app);
    const missing = await put(m.token, { password: "newsecret" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("auth.old_password_required");
    const wrong = await put(m.token, { password: "newsecret", old_password: "not-it" });
    expect(wrong.json().error.code).toBe("auth.old_password_wrong");
  });

  it("changes it, signs out other tokens and returns a fresh session", async () => {
    const m = await createMember(t.app);
    const res = await put(m.token, { password: "newsecret", old_password: m.password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.hasPassword).toBe(true);
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(m.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: "/api/v1/me", headers: bearer(fresh.token) })).statusCode,
    ).toBe(200);
    expect((await signIn(m.email, m.password)).statusCode).toBe(401);
    expect((await signIn(m.email, "newsecret")).statusCode).toBe(200);
  });

  it("sets a first password without an old one", async () => {
    const m = await createMember(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, m.userId));
    const res = await put(m.token, { password: "firstpass" });
    expect(res.statusCode).toBe(200);
    expect((await signIn(m.email, "firstpass")).statusCode).toBe(200);
  });

  it("says 'Password must be at least 6 characters.'", async () => {
    const m = await createMember(t.app);
    const res = await put(m.token, { password: "12345", old_password: m.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields["user.password"]).toBe(
      "Password must be at least 6 characters.",
    );
  });

  it("is for members only", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user",
      payload: { user: { password: "abcdef" } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the email has an account", async () => {
    const m = await createMember(t.app);
    const known = await requestReset(m.email);
    const unknown = await requestReset("no-such-member@example.in");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "no-such-member@example.in"));
    expect(mails).toHaveLength(0);
  });

  it("mails a one-time link that sets the password and signs out old tokens", async () => {
    const m = await createMember(t.app);
    await requestReset(m.email);
    const token = await mailedToken(m.email);
    const res = await useReset(token, "resetpass1");
    expect(res.statusCode).toBe(200);
    expect((await signIn(m.email, "resetpass1")).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(m.token) })).statusCode).toBe(
      401,
    );
    const again = await useReset(token, "resetpass2");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: "auth.reset_token_invalid",
      message: "Expired or invalid link",
    });
  });

  it("expires the link after 30 minutes", async () => {
    const m = await createMember(t.app);
    await requestReset(m.email);
    const token = await mailedToken(m.email);
    t.clock.advance(30 * 60 * 1000 + 1);
    expect((await useReset(token, "resetpass1")).json().error.code).toBe(
      "auth.reset_token_invalid",
    );
  });

  it("never stores the token itself", async () => {
    const m = await createMember(t.app);
    await requestReset(m.email);
    const token = await mailedToken(m.email);
    const rows = await t.database.db.execute(`select token_hash from password_reset_tokens`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });
});

describe("account deletion", () => {
  it("erases the profile and signs out, keeping only the creation IP and time", async () => {
    const m = await createMember(t.app);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(m.token) })).statusCode).toBe(
      401,
    );
    expect((await signIn(m.email, m.password)).statusCode).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(user).toMatchObject({ passwordHash: null, createdIp: "127.0.0.1" });
    expect(user?.email).not.toContain(m.email);
    // The same email can join again as a new member.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_up",
      payload: {
        email: m.email,
        password: "another1",
        name: "A",
        lastName: "B",
        gender: "female",
        birthdate: "1995-01-01",
        managed_by: "self",
        declaration: true,
        consent: true,
      },
    });
    expect(again.statusCode).toBe(201);
  });
});
