import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http2, { type ClientHttp2Session } from "node:http2";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ConfigError, loadConfig, repoRoot } from "./config.ts";
import { createMember } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// A throwaway self-signed certificate, made for this run and removed after it.
let dir: string;
let certFile: string;
let keyFile: string;
let otherKeyFile: string;
let ca: string;
let t: TestApp;
let origin: string;
let closed: Promise<void> | undefined;
const closeApp = () => {
  closed ??= t.close();
  return closed;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sagpan-tls-"));
  certFile = join(dir, "cert.pem");
  keyFile = join(dir, "key.pem");
  otherKeyFile = join(dir, "other-key.pem");
  const quiet = { stdio: "pipe" } as const;
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", ...ec, "-keyout", keyFile, "-out", certFile, "-days", "1"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    quiet,
  );
  execFileSync(
    "openssl",
    [
      ...["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-out", otherKeyFile],
    ],
    quiet,
  );
  ca = readFileSync(certFile, "utf8");

  t = await createTestApp({ tls: { certFile, keyFile } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  origin = `https://127.0.0.1:${port}`;
});
afterAll(async () => {
  if (t) await closeApp();
  await rm(dir, { recursive: true, force: true });
});

/** One GET over an HTTP/2 session; resolves with the status and body text. */
function h2Get(session: ClientHttp2Session, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = session.request({ ":path": path });
    let status = 0;
    let body = "";
    req.setEncoding("utf8");
    req.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => resolve({ status, body }));
    req.on("error", reject);
    req.end();
  });
}

async function h2Connect(): Promise<ClientHttp2Session> {
  const session = http2.connect(origin, { ca });
  await new Promise<void>((resolve, reject) => {
    session.once("connect", () => resolve());
    session.once("error", reject);
  });
  return session;
}

describe("HTTPS with HTTP/2", () => {
  it("answers HTTP/2 clients, negotiated through ALPN", async () => {
    const session = await h2Connect();
    try {
      expect(session.alpnProtocol).toBe("h2");
      const res = await h2Get(session, "/api/health");
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).status).toBe("ok");
    } finally {
      session.close();
    }
  });

  it("still answers HTTP/1.1 clients on the same port", async () => {
    const res = await new Promise<{ status: number; version: string; body: string }>(
      (resolve, reject) => {
        // No keep-alive agent: the connection should not outlive the request.
        https
          .get(`${origin}/api/health`, { ca, agent: false }, (r) => {
            let body = "";
            r.setEncoding("utf8");
            r.on("data", (chunk: string) => {
              body += chunk;
            });
            r.on("end", () => resolve({ status: r.statusCode ?? 0, version: r.httpVersion, body }));
          })
          .on("error", reject);
      },
    );
    expect(res.status).toBe(200);
    expect(res.version).toBe("1.1");
    expect(JSON.parse(res.body).status).toBe("ok");
  });

  it("accepts Socket.IO over wss and joins the member to their rooms", async () => {
    const m = await createMember(t.app);
    const socket = connect(origin, {
      auth: { token: m.token, client: "test" },
      transports: ["websocket"],
      ca,
      reconnection: false,
    });
    try {
      const joined = await joinedOrError(socket);
      expect(joined).toEqual({ ok: true, rooms: [`pub${m.userId}`, `bot-${m.userId}`] });
      const received = new Promise((resolve) => socket.on("publish", resolve));
      t.app.realtime.toUser(m.userId, "publish", { chat_count: 3 });
      expect(await received).toEqual({ chat_count: 3 });
    } finally {
      socket.close();
    }
  });

  it("accepts Phoenix Channels over wss on the same port", async () => {
    const m = await createMember(t.app);
    const ws = new WebSocket(
      `${origin.replace("https", "wss")}/socket/websocket?vsn=2.0.0&token=${m.token}`,
      { ca },
    );
    try {
      const frames: unknown[][] = [];
      const nextFrame = () =>
        new Promise<unknown[]>((resolve) => ws.once("message", (d) => resolve(JSON.parse(`${d}`))));
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      const reply = nextFrame();
      ws.send(JSON.stringify(["1", "1", `pub${m.userId}`, "phx_join", { client: "test" }]));
      frames.push(await reply);
      const pushed = nextFrame();
      t.app.realtime.toUser(m.userId, "publish", { chat_count: 4 });
      frames.push(await pushed);
      expect(frames).toEqual([
        ["1", "1", `pub${m.userId}`, "phx_reply", { status: "ok", response: {} }],
        ["1", null, `pub${m.userId}`, "publish", { chat_count: 4 }],
      ]);
    } finally {
      ws.close();
    }
  });

  it("upgrades a Socket.IO connection from https polling to WebSocket", async () => {
    const m = await createMember(t.app);
    const socket = connect(origin, {
      auth: { token: m.token, client: "test" },
      ca,
      reconnection: false,
    });
    try {
      const upgraded = new Promise<string>((resolve) =>
        socket.io.engine.once("upgrade", (transport: { name: string }) => resolve(transport.name)),
      );
      expect((await joinedOrError(socket)).ok).toBe(true);
      expect(await upgraded).toBe("websocket");
    } finally {
      socket.close();
    }
  });

  it("serves Socket.IO's polling handshake over HTTP/2 (what a browser on h2 sends)", async () => {
    const session = await h2Connect();
    try {
      const res = await h2Get(session, "/socket.io/?EIO=4&transport=polling");
      expect(res.status).toBe(200);
      // Engine.IO's open packet: "0" then the session's JSON.
      expect(res.body.startsWith("0")).toBe(true);
      expect(JSON.parse(res.body.slice(1)).sid).toEqual(expect.any(String));
    } finally {
      session.close();
    }
  });

  it("closes promptly while an HTTP/2 session is still open", async () => {
    const session = await h2Connect();
    expect((await h2Get(session, "/api/health")).status).toBe(200);
    const goaway = new Promise<void>((resolve) => session.once("goaway", () => resolve()));
    const started = Date.now();
    await closeApp();
    await goaway;
    // Without a GOAWAY the close would wait for the session's 72 s idle timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    session.destroy();
  });
});

describe("TLS configuration", () => {
  const base = { NODE_ENV: "test", JWT_SECRET: randomBytes(32).toString("hex") } as const;
  const configError = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error("loadConfig accepted the environment");
  };

  it("reads both files and defaults the public URL to https", () => {
    const config = loadConfig({
      ...base,
      PORT: "8443",
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
    });
    expect(config.tls?.cert.toString()).toBe(ca);
    expect(config.tls?.key.equals(readFileSync(keyFile))).toBe(true);
    expect(config.publicUrl).toBe("https://localhost:8443");
  });

  it("stays on plain HTTP without them", () => {
    const config = loadConfig({ ...base, TLS_CERT_FILE: "", TLS_KEY_FILE: "" });
    expect(config.tls).toBeNull();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("wants the key with the certificate and the certificate with the key", () => {
    expect(configError({ TLS_CERT_FILE: certFile })).toContain(
      "  TLS_KEY_FILE: is required when TLS_CERT_FILE is set",
    );
    expect(configError({ TLS_KEY_FILE: keyFile })).toContain(
      "  TLS_CERT_FILE: is required when TLS_KEY_FILE is set",
    );
  });

  it("names the variable and the path of a file it cannot read, without a stack", () => {
    const missing = join(dir, "missing.pem");
    const text = configError({ TLS_CERT_FILE: missing, TLS_KEY_FILE: keyFile });
    expect(text).toContain(`  TLS_CERT_FILE: cannot read ${missing} (ENOENT)`);
    expect(text).not.toContain("TLS_KEY_FILE");
    expect(text).not.toMatch(/\n\s+at /);
  });

  it("resolves relative paths from the repository root, like DATA_DIR", () => {
    const text = configError({ TLS_CERT_FILE: "certs/none.pem", TLS_KEY_FILE: keyFile });
    expect(text).toContain(`  TLS_CERT_FILE: cannot read ${join(repoRoot, "certs/none.pem")}`);
  });

  it("refuses a key that does not belong to the certificate", () => {
    const text = configError({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: otherKeyFile });
    expect(text).toContain("  TLS_CERT_FILE, TLS_KEY_FILE: not a usable certificate and key");
  });
});

/** The server's `joined` event, or the connection error if the handshake is refused. */
function joinedOrError(socket: Socket) {
  return new Promise<{ ok: boolean; rooms: string[] }>((resolve, reject) => {
    socket.on("joined", resolve);
    socket.on("connect_error", reject);
  });
}
