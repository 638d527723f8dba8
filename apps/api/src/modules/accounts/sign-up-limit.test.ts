import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpBody } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signUpsPerAddress: 5 });
});
afterAll(() => t.close());

const signUp = (ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/sign_up",
    payload: signUpBody(),
    remoteAddress: ip,
  });

describe("sign-ups from one address", () => {
  it("twenty at once make only the day's five accounts; another address is not affected", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => signUp("203.0.113.20")));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(replies.find((r) => r.statusCode === 429)?.json()).toEqual({
      error: {
        code: "auth.too_many_sign_ups",
        message: "Too many new accounts from this network for now. Please try again later",
      },
    });
    expect((await signUp("203.0.113.21")).statusCode).toBe(201);
  });

  it("open again a day later", async () => {
    for (let i = 0; i < 5; i++) await signUp("203.0.113.30");
    expect((await signUp("203.0.113.30")).statusCode).toBe(429);
    // The test clock stands still while accounts get the database's time: two days is safely past.
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await signUp("203.0.113.30")).statusCode).toBe(201);
  });
});
