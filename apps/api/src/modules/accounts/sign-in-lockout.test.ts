import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 11, item 2: the lockout counts an attempt before checking its password, so requests
// arriving together cannot all pass the check before any of them is counted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (app: FastifyInstance, email: string, password: string, ip = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/v1/sign_in",
    payload: { email, password },
    remoteAddress: ip,
  });

/** Status codes by count, e.g. { 401: 10, 429: 30 }. */
const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => {
    acc[code] = (acc[code] ?? 0) + 1;
    return acc;
  }, {});

describe("sign-in lockout under concurrency", () => {
  it("40 sign-ins at once: 10 passwords checked, 30 refused with 429, the right password late is refused", async () => {
    const m = await createMember(t.app);
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 14 ? m.password : `wrong-${i}`));
    const replies = await Promise.all(passwords.map((p) => signIn(t.app, m.email, p)));
    const counts = tally(replies.map((r) => r.statusCode));
    // Checked means answered 401 (wrong) or 200 (right): exactly ten, whatever the order.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(10);
    expect(counts[429]).toBe(30);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(refused?.json().error.code).toBe("auth.too_many_attempts");
    // The window is closed now, the right password included.
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(429);
  });

  it("a success clears the count: ten more failures are allowed after it", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 9; i++)
      expect((await signIn(t.app, m.email, "wrong")).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 15 }, () => signIn(t.app, m.email, "wrong")),
    );
    expect(tally(again.map((r) => r.statusCode))).toEqual({ 401: 10, 429: 5 });
  });

  it("counts per email and IP: another address still gets its ten", async () => {
    const m = await createMember(t.app);
    await Promise.all(Array.from({ length: 12 }, () => signIn(t.app, m.email, "wrong")));
    expect((await signIn(t.app, m.email, m.password, "10.9.8.7")).statusCode).toBe(200);
  });
});

// Two nodes count together only through Redis (and share a database only on PostgreSQL).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)(
  "across two API nodes (skipped without DATABASE_URL and REDIS_URL)",
  () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createTestApp({ sameAs: t });
    });
    afterAll(() => second?.close());

    it("50 sign-ins split over both nodes: 10 checked in all, 40 refused", async () => {
      const m = await createMember(t.app);
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signIn(i % 2 ? second.app : t.app, m.email, `w${i}`)),
      );
      expect(tally(replies.map((r) => r.statusCode))).toEqual({ 401: 10, 429: 40 });
    });
  },
);
