import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url });
const redis = process.env.REDIS_URL ? "ok" : "off";

describe("health endpoints", () => {
  it("keeps /api/health as it was", async () => {
    const res = await get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("is live and ready when the database (and Redis, when configured) answer", async () => {
    expect((await get("/api/health/live")).json()).toEqual({ status: "ok" });
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(ready.json()).toEqual({ status: "ok", database: "ok", redis, draining: false });
  });

  it("is never rate limited: proxies probe every few seconds", async () => {
    const limited = await createTestApp({ sameAs: t, rateLimitMax: 2 });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await limited.app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
        expect((await limited.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it("stops being ready once draining, while still live and serving", async () => {
    const node = await createTestApp({ sameAs: t });
    try {
      node.app.drain();
      const ready = await node.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "unavailable",
        database: "ok",
        redis,
        draining: true,
      });
      expect((await node.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
      expect((await node.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await node.close();
    }
  });

  it("is not ready, but still live, when the database is gone", async () => {
    const lost = await createTestApp();
    try {
      await lost.database.close();
      const ready = await lost.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", database: "down" });
      expect((await lost.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await lost.close().catch(() => {});
    }
  });
});
