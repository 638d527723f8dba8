import { io as connectIo } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ConfigError, loadConfig } from "./config.ts";
import { wsUrlOf } from "./modules/realtime/phoenix-fixtures.ts";
import { createMember } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// A front end hosted elsewhere (CORS_ORIGINS): the API's replies, errors included, are
// readable by the listed origin only, and both sockets check Origin at the handshake.
const listed = "https://app.example.in";
const stranger = "https://evil.example.com";

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CORS_ORIGINS: `${listed}, http://localhost:5173/`, APP_ID: "community-app" },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const preflight = (app: TestApp, origin: string) =>
  app.app.inject({
    method: "OPTIONS",
    url: "/api/v1/profiles",
    headers: {
      origin,
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization,x-requested-with",
    },
  });

describe("CORS_ORIGINS for the API", () => {
  it("lets a listed origin call with its token and app id, and read errors too", async () => {
    const res = await preflight(t, listed);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(listed);
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "x-requested-with",
    );
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    const refused = await t.app.inject({ url: "/api/v1/myprofile", headers: { origin: listed } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe(listed);
    const m = await createMember(t.app);
    const ok = await t.app.inject({
      url: "/api/v1/myprofile",
      headers: { origin: "http://localhost:5173", authorization: `Bearer ${m.token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    // Photos load in <img> on the other origin.
    expect(ok.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("gives no CORS headers to an origin not on the list, nor to any by default", async () => {
    expect((await preflight(t, stranger)).headers["access-control-allow-origin"]).toBeUndefined();
    const res = await plain.app.inject({ url: "/api/v1/features", headers: { origin: listed } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect((await preflight(plain, listed)).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("takes the app identifier the deployment sets (APP_ID), and refuses another", async () => {
    const call = (appId: string) =>
      t.app.inject({
        url: "/api/v1/legal",
        headers: { origin: listed, "x-requested-with": appId },
      });
    expect((await call("community-app")).statusCode).toBe(200);
    const wrong = await call("sagpan-web");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("request.bad_app_id");
    expect(wrong.headers["access-control-allow-origin"]).toBe(listed);
  });

  it("refuses a list entry that is not an origin", () => {
    const env = { JWT_SECRET: "x".repeat(32) };
    for (const bad of ["*", "app.example.in", "https://app.example.in/path", "ftp://x.in"]) {
      expect(() => loadConfig({ ...env, CORS_ORIGINS: bad })).toThrow(ConfigError);
    }
    expect(loadConfig({ ...env, CORS_ORIGINS: "https://A.example.in/" }).corsOrigins).toEqual([
      "https://a.example.in",
    ]);
    expect(loadConfig(env).corsOrigins).toEqual([]);
  });
});

/** The Phoenix upgrade's answer for this Origin: "open" or the refusal's status. */
function phoenixUpgrade(token: string, origin?: string): Promise<"open" | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${wsUrlOf(t)}/socket/websocket?token=${token}&vsn=2.0.0`, {
      ...(origin ? { origin } : {}),
    });
    ws.once("open", () => {
      ws.close();
      resolve("open");
    });
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("error", () => resolve(0));
  });
}

/** Whether Socket.IO lets this Origin connect. */
function socketIoConnects(token: string, origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectIo(wsUrlOf(t).replace("ws:", "http:"), {
      auth: { token, client: "test" },
      transports: ["websocket"],
      extraHeaders: { origin },
      reconnection: false,
    });
    socket.once("connect", () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once("connect_error", () => {
      socket.disconnect();
      resolve(false);
    });
  });
}

describe("CORS_ORIGINS for the sockets", () => {
  it("opens the Phoenix endpoint to the listed origins and the API's own, not to others", async () => {
    const m = await createMember(t.app);
    const self = wsUrlOf(t).replace("ws:", "http:");
    expect(await phoenixUpgrade(m.token, listed)).toBe("open");
    expect(await phoenixUpgrade(m.token, self)).toBe("open");
    expect(await phoenixUpgrade(m.token)).toBe("open");
    expect(await phoenixUpgrade(m.token, stranger)).toBe(403);
  });

  it("lets Socket.IO connect from the listed origins only", async () => {
    const m = await createMember(t.app);
    expect(await socketIoConnects(m.token, listed)).toBe(true);
    expect(await socketIoConnects(m.token, stranger)).toBe(false);
  });
});
