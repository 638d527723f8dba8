import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signUpBody } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { consents, users } from "./accounts.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("sign up", () => {
  it("creates the account, profile and consents and signs the member in", async () => {
    const body = signUpBody({ email: "  Hetal.Shah@Example.IN ", managed_by: "parent" });
    const res = await post("/api/v1/sign_up", body);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      name: "Krupa",
      myplan: "Free",
      isAdmin: false,
      hasPassword: true,
    });
    expect(session.userPic).toBe(`/api/v1/avatars/${session.userId}.svg`);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(user?.email).toBe("hetal.shah@example.in");
    expect(user?.managedBy).toBe("parent");
    expect(user?.createdIp).toBe("127.0.0.1");
    // argon2id with m = 19 MiB, t = 2, p = 1 (business rules, Accounts).
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, session.userId));
    expect(stored.map((c) => c.kind).sort()).toEqual(["declaration", "privacy"]);
    expect(stored[0]?.version).toBe("2026-11-01");
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, session.userId));
    expect(profile).toMatchObject({
      name: "Krupa",
      lastName: "Patel",
      gender: "female",
      birthdate: "1997-04-12",
    });

    const me = await t.app.inject({ url: "/api/v1/me", headers: bearer(session.token) });
    expect(me.json().data).toMatchObject({ email: "hetal.shah@example.in", myplan: "Free" });
  });

  it("never makes a second account for an email, whatever its case (nor says it has one)", async () => {
    const body = signUpBody();
    const first = await post("/api/v1/sign_up", body);
    expect(first.statusCode).toBe(201);
    const again = await post("/api/v1/sign_up", { ...body, email: body.email.toUpperCase() });
    // Answered as a new email is (email-secret.test.ts): a pending registration, not the account.
    expect(again.statusCode).toBe(201);
    expect(again.json().userId).not.toBe(first.json().userId);
    const signIn = await post("/api/v1/sign_in", { email: body.email, password: body.password });
    expect(signIn.json().userId).toBe(first.json().userId);
  });

  it("says which field is wrong, with the spec's password message", async () => {
    const res = await post("/api/v1/sign_up", signUpBody({ password: "abc" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "request.invalid",
      fields: { password: "Password must be at least 6 characters." },
    });
  });

  it("needs the declaration and the consent ticked", async () => {
    for (const field of ["declaration", "consent"]) {
      const res = await post("/api/v1/sign_up", { ...signUpBody(), [field]: false });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });

  it("holds brides to 18 and grooms to 21", async () => {
    const today = t.clock.now;
    const yearsAgo = (years: number) => `${today.getUTCFullYear() - years}-01-01`;
    const groom20 = await post(
      "/api/v1/sign_up",
      signUpBody({ gender: "male", birthdate: yearsAgo(20) }),
    );
    expect(groom20.statusCode).toBe(400);
    expect(groom20.json().error.code).toBe("auth.underage");
    const bride17 = await post(
      "/api/v1/sign_up",
      signUpBody({ gender: "female", birthdate: yearsAgo(17) }),
    );
    expect(bride17.json().error.code).toBe("auth.underage");
    const bride19 = await post(
      "/api/v1/sign_up",
      signUpBody({ gender: "female", birthdate: yearsAgo(19) }),
    );
    expect(bride19.statusCode).toBe(201);
  });

  it("drops unknown fields instead of storing them", async () => {
    const res = await post("/api/v1/sign_up", { ...signUpBody(), isAdmin: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
  });
});

describe("sign in", () => {
  it("returns the session for the right password", async () => {
    const m = await createMember(t.app);
    const res = await post("/api/v1/sign_in", {
      email: m.email.toUpperCase(),
      password: m.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: m.userId, myplan: "Free" });
    expect(res.json().exp - Math.floor(t.clock.now.getTime() / 1000)).toBe(30 * 24 * 3600);
  });

  it("carries the member's chosen profile photo for the top bar, the avatar without one", async () => {
    const m = await createMember(t.app);
    const signIn = () => post("/api/v1/sign_in", { email: m.email, password: m.password });
    expect((await signIn()).json().userPic).toBe(`/api/v1/avatars/${m.userId}.svg`);
    const uploaded = await uploadPhotos(t.app, m.token, [
      { name: "a.jpg", bytes: await photo(600, 800) },
      { name: "b.jpg", bytes: await photo(600, 800) },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const second = uploaded.json().data[1].id as string;
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/set/profile/pic",
      payload: { id: second },
      headers: bearer(m.token),
    });
    const userPic = (await signIn()).json().userPic as string;
    expect(userPic).toMatch(new RegExp(`^/api/v1/files/pics/${second}/small\\.webp\\?`));
    expect((await t.app.inject({ url: userPic })).statusCode).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const m = await createMember(t.app);
    const wrong = await post("/api/v1/sign_in", { email: m.email, password: "nope-nope" });
    const unknown = await post("/api/v1/sign_in", {
      email: "nobody@example.in",
      password: "nope-nope",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe("auth.invalid_credentials");
  });

  it("blocks after 10 failures in 15 minutes for that email and IP, then lets in again", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await post("/api/v1/sign_in", { email: m.email, password: "wrong-pass" })).statusCode,
      ).toBe(401);
    }
    const blocked = await post("/api/v1/sign_in", { email: m.email, password: m.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("auth.too_many_attempts");
    const otherIp = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: m.password },
      remoteAddress: "10.1.2.3",
    });
    expect(otherIp.statusCode).toBe(200);
    if (!process.env.REDIS_URL) {
      // Redis expires keys on its own clock; the window itself is checked on the memory store.
      t.clock.advance(15 * 60 * 1000 + 1);
      expect(
        (await post("/api/v1/sign_in", { email: m.email, password: m.password })).statusCode,
      ).toBe(200);
    }
  });
});

describe("tokens", () => {
  it("expire after 30 days", async () => {
    const m = await createMember(t.app);
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const res = await t.app.inject({ url: "/api/v1/me", headers: bearer(m.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("auth.required");
  });

  it("refuse other algorithms and other keys", async () => {
    const m = await createMember(t.app);
    const [header, payload] = m.token.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(m.userId)
      .setExpirationTime("1d")
      .sign(new TextEncoder().encode("another-secret-another-secret-12"));
    for (const token of [none, forged, `${header}.${payload}.bad`]) {
      expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect((await t.app.inject({ url: "/api/v1/me" })).statusCode).toBe(401);
  });

  it("all stop working after log out everywhere", async () => {
    const m = await createMember(t.app);
    const other = (await post("/api/v1/sign_in", { email: m.email, password: m.password })).json();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/logout_all",
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);
    for (const token of [m.token, other.token]) {
      expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
  });
});
