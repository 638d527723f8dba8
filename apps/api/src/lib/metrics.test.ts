import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { rawUpgrade } from "../modules/realtime/phoenix-fixtures.ts";
import { bearer, createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const TOKEN = "metrics-token-for-the-tests-0123";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  off = await createTestApp({ sameAs: t });
});
afterAll(async () => {
  await off?.close();
  await t?.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series in the Prometheus text, by its name and labels as written. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe("/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const res = await off.app.inject({ url: "/metrics", headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("request.not_found");
  });

  it("needs the bearer token", async () => {
    for (const auth of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.json().error.code).toBe("auth.required");
    }
  });

  it("histograms request latency by route pattern, never by raw URL", async () => {
    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-01-01" } });
    const bride = await createMember(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        url: `/api/v1/profiles/${bride.userId}`,
        headers: bearer(viewer.token),
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ url: `/api/v1/no-such-thing/${bride.userId}` });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      value(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/profiles/:id",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v1/profiles/:id",status_code="200"}',
    );
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain(bride.userId);
    // The process's own: memory, CPU, event-loop lag.
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts shared-cache hits and misses", async () => {
    const m = await createMember(t.app);
    for (let i = 0; i < 4; i++)
      await t.app.inject({ url: "/api/v1/myprofile", headers: bearer(m.token) });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const hits = value(text, 'sagpan_cache_requests_total{cache="member",result="hit"}');
    const misses = value(text, 'sagpan_cache_requests_total{cache="member",result="miss"}');
    expect(hits).toBeGreaterThanOrEqual(3);
    expect(misses).toBeGreaterThanOrEqual(1);
    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-01-01" } });
    for (let i = 0; i < 2; i++)
      await t.app.inject({ url: "/api/v1/profiles", headers: bearer(viewer.token) });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    const lists = (result: string) =>
      value(after, `sagpan_cache_requests_total{cache="lists",result="${result}"}`);
    expect(lists("hit") + lists("miss")).toBeGreaterThanOrEqual(2);
  });

  it("reports connected sockets on both transports", async () => {
    const m = await createMember(t.app);
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      auth: { token: m.token, client: "test" },
      transports: ["websocket"],
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once("joined", resolve);
      socket.once("connect_error", reject);
    });
    const phoenix = await rawUpgrade(
      `ws://127.0.0.1:${port}/socket/websocket?vsn=2.0.0&token=${m.token}`,
    );
    expect(phoenix.status).toBe("open");
    try {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(value(text, 'sagpan_sockets_connected{transport="socketio"}')).toBe(1);
      expect(value(text, 'sagpan_sockets_connected{transport="phoenix"}')).toBe(1);
    } finally {
      socket.close();
      phoenix.ws.close();
    }
  });

  it("takes queue depths set directly or read at each scrape", async () => {
    t.app.metrics.queueDepth("mail", 3);
    let images = 7;
    t.app.metrics.beforeScrape(async () => t.app.metrics.queueDepth("images", images));
    t.app.metrics.beforeScrape(() => {
      throw new Error("a broken reader skips its own reading only");
    });
    let text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'sagpan_queue_depth{queue="mail"}')).toBe(3);
    expect(value(text, 'sagpan_queue_depth{queue="images"}')).toBe(7);
    images = 0;
    text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(value(text, 'sagpan_queue_depth{queue="images"}')).toBe(0);
    // The app's own job queue is read at each scrape too.
    expect(value(text, 'sagpan_queue_depth{queue="jobs"}')).toBeGreaterThanOrEqual(0);
  });
});

describe("configuration", () => {
  it("refuses a guessable metrics token and an unbounded shutdown delay", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: "-1" })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: "600000" })).toThrow(/SHUTDOWN_DELAY_MS/);
    const secret = { JWT_SECRET: "x".repeat(32) }; // no secret file written into ./data
    expect(loadConfig({ ...secret, SHUTDOWN_DELAY_MS: "5000" }).SHUTDOWN_DELAY_MS).toBe(5000);
    expect(loadConfig(secret).SHUTDOWN_DELAY_MS).toBe(0);
  });
});
