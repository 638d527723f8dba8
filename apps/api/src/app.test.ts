import { PassThrough } from "node:stream";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { bearer, createMember } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
let logs = "";
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk) => {
    logs += chunk.toString();
  });
  t = await createTestApp({ logStream: stream });
});
afterAll(() => t.close());

describe("platform", () => {
  it("reports health with the database it checked", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/v1/sign_in", "/api/v1/sign_up", "/api/v1/resetpassword"]),
    );
  });

  it("sends security headers with a strict CSP", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a wrong app identifier but serves calls without one", async () => {
    const wrong = await t.app.inject({
      url: "/api/v1/legal",
      headers: { "x-requested-with": "other-app" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("request.bad_app_id");
    const right = await t.app.inject({
      url: "/api/v1/legal",
      headers: { "x-requested-with": "sagpan-web" },
    });
    expect(right.statusCode).toBe(200);
  });

  it("answers oversize bodies with 413 and malformed JSON with 400", async () => {
    const big = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.in", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("request.too_large");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("request.invalid");
  });

  it("answers unknown API paths with a JSON 404, trailing slash or not", async () => {
    const res = await t.app.inject({ url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("request.not_found");
    expect((await t.app.inject({ url: "/api/v1/legal/" })).statusCode).toBe(200);
  });

  it("serves terms with the grievance officer in both languages", async () => {
    const res = await t.app.inject({ url: "/api/v1/legal" });
    const { data } = res.json();
    expect(data.sections.length).toBeGreaterThan(3);
    for (const s of data.sections) {
      expect(s.title.en).not.toBe("");
      expect(s.body.gu).toMatch(/[\u0A80-\u0AFF]/);
    }
    expect(data.grievance_officer.email).toContain("@");
    expect(data.grievance_officer.name_gu).toMatch(/^[\u0A80-\u0AFF ]+$/);
    // Gujarati pages say "ખાતું" and "ચૂકવેલો પ્લાન", as the rest of the app does.
    const gu = data.sections.map((s: { body: { gu: string } }) => s.body.gu).join(" ");
    expect(gu).not.toMatch(/એકાઉન્ટ|પેઇડ/);
  });

  it("never logs passwords or tokens", async () => {
    const m = await createMember(t.app, { body: { password: "Sup3rSecretPw" } });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/sign_in",
      payload: { email: m.email, password: "Sup3rSecretPw" },
    });
    await t.app.inject({ url: "/api/v1/me?token=abc", headers: bearer(m.token) });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain("Sup3rSecretPw");
    expect(logs).not.toContain(m.token);
  });
});

describe("rate limiting", () => {
  it("answers 429 with the error shape past the limit", async () => {
    const small = await createTestApp({ rateLimitMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await small.app.inject({ url: "/api/v1/legal" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await small.app.inject({ url: "/api/v1/legal" });
      expect(res.json().error.code).toBe("request.rate_limited");
    } finally {
      await small.close();
    }
  });
});

describe("config", () => {
  it("names every wrong variable", () => {
    expect(() =>
      loadConfig({ PORT: "abc", DATABASE_URL: "postgres://x/y", REDIS_URL: "nope" }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "postgres://x/y", REDIS_URL: "nope" });
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain("PORT");
      expect(text).toContain("REDIS_URL");
      expect(text).toContain("JWT_SECRET");
    }
  });
});

describe("real-time socket", () => {
  it("refuses a socket without a valid token and joins members to their rooms", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}`;

    const refused = connect(url, {
      auth: { token: "bad" },
      transports: ["websocket"],
      reconnection: false,
    });
    const error = await new Promise<Error>((resolve) => refused.on("connect_error", resolve));
    expect(error.message).toBe("auth.required");
    refused.close();

    const m = await createMember(t.app);
    const socket = connect(url, {
      auth: { token: m.token, client: "test" },
      transports: ["websocket"],
    });
    const joined = await new Promise<{ ok: boolean; rooms: string[] }>((resolve) =>
      socket.on("joined", resolve),
    );
    expect(joined).toEqual({ ok: true, rooms: [`pub${m.userId}`, `bot-${m.userId}`] });
    const received = new Promise((resolve) => socket.on("publish", resolve));
    t.app.realtime.toUser(m.userId, "publish", { chat_count: 2 });
    expect(await received).toEqual({ chat_count: 2 });
    socket.close();
  });
});
