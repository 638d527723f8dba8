import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { createMember } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/**
 * Every name the app gives Redis starts with REDIS_KEY_PREFIX. A name outside it is shared by
 * every deployment (and every test run) on that Redis: CI once failed because the Playwright
 * server counted leads into an hour-long limit that earlier runs had already filled.
 */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("names in Redis", () => {
  let t: TestApp;
  let inspect: Redis;
  const db = 13; // a logical database of this test's own: its keys are only this app's

  beforeAll(async () => {
    const url = new URL(redisUrl as string);
    url.pathname = `/${db}`;
    inspect = new Redis(url.toString());
    await inspect.flushdb();
    t = await createTestApp({ redisUrl: url.toString(), rateLimitMax: 1_000 });
  });
  afterAll(async () => {
    await t?.close();
    await inspect?.flushdb();
    inspect?.disconnect();
  });

  it("keeps every key and channel under the deployment's prefix", async () => {
    const member = await createMember(t.app);
    const as = { authorization: `Bearer ${member.token}` };
    await t.app.inject({ method: "GET", url: "/api/v1/profiles", headers: as });
    await t.app.inject({ method: "GET", url: "/api/v2/ab" });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: member.email, password: "wrong-password" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/leads",
      payload: { lead: { name: "Ramesh Patel" } },
      remoteAddress: "203.0.113.7",
    });
    await t.app.inject({ method: "POST", url: "/api/v1/user/logout_all", headers: as });

    const keys = await inspect.keys("*");
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith(t.keyPrefix))).toEqual([]);

    // Channels are global across logical databases: this app's are the ones under its
    // prefix, and no app on this Redis uses a bare library default such as "socket.io".
    const channels = await inspect.pubsub("CHANNELS", "*");
    const ours = (channels as string[]).filter((c) => c.startsWith(t.keyPrefix));
    expect(ours.some((c) => c.includes("socket.io"))).toBe(true);
    expect((channels as string[]).filter((c) => !/^[A-Za-z0-9._-]+:/.test(c))).toEqual([]);
  });
});

describe("REDIS_KEY_PREFIX", () => {
  const env = { JWT_SECRET: "x".repeat(32) };
  it("is sagpan: unless set, and must end in a colon", () => {
    expect(loadConfig(env).REDIS_KEY_PREFIX).toBe("sagpan:");
    expect(loadConfig({ ...env, REDIS_KEY_PREFIX: "sagpan-e2e-x1:" }).REDIS_KEY_PREFIX).toBe(
      "sagpan-e2e-x1:",
    );
    for (const bad of ["sagpan", "a b:", "*:", `${"x".repeat(41)}:`]) {
      expect(() => loadConfig({ ...env, REDIS_KEY_PREFIX: bad })).toThrow(ConfigError);
    }
  });
});
