import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { createMember } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Issue 11, item 3: the address the sign-in lockout and the rate limit count by comes from
// the connection unless TRUST_PROXY names the proxies in front; production alone trusts none.
const production = { NODE_ENV: "production", PAYMENTS: "test" };
// Above the dozen sign-ins a test sends from one address, so only the lockout answers them.
const LIMIT = 15;

const configError = (env: Record<string, string>) => {
  try {
    loadConfig({ JWT_SECRET: "x".repeat(32), ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return null;
};

describe("TRUST_PROXY", () => {
  it("is off by default, in production too, and takes the proxies' addresses", () => {
    const base = { JWT_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...base, ...production }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(
      loadConfig({ ...base, TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,loopback,::1" }).trustProxy,
    ).toEqual(["10.0.0.5", "10.1.0.0/16", "loopback", "::1"]);
  });

  it("refuses trusting every hop, a hop count, and what is not an address, with one line", () => {
    const all = configError({ TRUST_PROXY: "true" });
    expect(all?.split("\n")).toHaveLength(2);
    expect(all).toContain("TRUST_PROXY: must be off or the addresses of the proxies in front");
    expect(all).toContain("would let clients forge their address");
    expect(configError({ TRUST_PROXY: "1" })).toContain("a hop count cannot tell a proxy");
    expect(configError({ TRUST_PROXY: "10.0.0.5,proxy.local,10.0.0.0/40" })).toContain(
      "not an address: proxy.local, 10.0.0.0/40",
    );
  });
});

const signIn = (t: TestApp, email: string, headers: Record<string, string>, remote?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/sign_in",
    payload: { email, password: "wrong-password" },
    headers,
    ...(remote ? { remoteAddress: remote } : {}),
  });

describe("production without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: production, rateLimitMax: LIMIT });
  });
  afterAll(() => t.close());

  it("a forged X-Forwarded-For does not reset the sign-in lockout", async () => {
    const m = await createMember(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await signIn(t, m.email, { "x-forwarded-for": `203.0.113.${i}` }, "192.0.2.10"))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it("a forged X-Forwarded-For does not escape the rate limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await t.app.inject({
        url: "/api/v1/legal",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        remoteAddress: "192.0.2.20",
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  });
});

describe("production with TRUST_PROXY", () => {
  let local: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    local = await createTestApp({
      env: { ...production, TRUST_PROXY: "loopback" },
      rateLimitMax: LIMIT,
    });
    listed = await createTestApp({
      env: { ...production, TRUST_PROXY: "10.0.0.5" },
      rateLimitMax: LIMIT,
    });
  });
  afterAll(async () => {
    await local.close();
    await listed.close();
  });

  it("a proxy on loopback: the address it appended counts, not what the client wrote before it", async () => {
    const m = await createMember(local.app);
    // The proxy (the connection, 127.0.0.1) wrote the header's last entry.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const forged = `203.0.113.${i}, 198.51.100.7`;
      codes.push((await signIn(local, m.email, { "x-forwarded-for": forged })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    // Another client behind the same proxy has its own ten attempts.
    const other = await signIn(local, m.email, { "x-forwarded-for": "198.51.100.8" });
    expect(other.statusCode).toBe(401);
  });

  it("a proxy on loopback: the rate limit counts each client behind it apart", async () => {
    const get = (client: string) =>
      local.app.inject({ url: "/api/v1/legal", headers: { "x-forwarded-for": client } });
    for (let i = 0; i < LIMIT; i++) expect((await get("198.51.100.30")).statusCode).toBe(200);
    expect((await get("198.51.100.30")).statusCode).toBe(429);
    expect((await get("198.51.100.31")).statusCode).toBe(200);
  });

  it("a list: the header is believed only from the listed proxy", async () => {
    const m = await createMember(listed.app);
    for (let i = 0; i < 10; i++) {
      await signIn(listed, m.email, { "x-forwarded-for": "198.51.100.40" }, "10.0.0.5");
    }
    const locked = await signIn(
      listed,
      m.email,
      { "x-forwarded-for": "198.51.100.40" },
      "10.0.0.5",
    );
    expect(locked.statusCode).toBe(429);
    // Through the proxy, another client is counted apart.
    const through = await signIn(
      listed,
      m.email,
      { "x-forwarded-for": "198.51.100.41" },
      "10.0.0.5",
    );
    expect(through.statusCode).toBe(401);
    // Not from the proxy: the header is ignored and the connection's address counts.
    for (let i = 0; i < 10; i++) {
      await signIn(listed, m.email, { "x-forwarded-for": `203.0.113.${i}` }, "192.0.2.50");
    }
    const direct = await signIn(
      listed,
      m.email,
      { "x-forwarded-for": "203.0.113.99" },
      "192.0.2.50",
    );
    expect(direct.statusCode).toBe(429);
  });
});
