import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "./test/factories.ts";
import { createScratchDatabase } from "./test/scratch-database.ts";
import { startTcpProxy, type TcpProxy } from "./test/tcp-proxy.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Issue 24: PostgreSQL and Redis go away under load, for real (a proxy the test cuts), and
// the node neither dies nor hangs, and comes back by itself.

const mainPath = fileURLToPath(new URL("./main.ts", import.meta.url));
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const urlOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
};
const hostOf = (url: string) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 5432) };
};

interface Reply {
  at: number;
  ms: number;
  status: number;
  code?: string;
  retryAfter?: string | null;
}

/** A member's GET of `path`. */
const getAs = (base: string, token: string, path: string) => () =>
  fetch(base + path, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });

/** Members calling `path` in a loop until stopped; every reply is kept. */
function load(base: string, token: string, path: string, workers = 4) {
  return loadOf(getAs(base, token, path), workers);
}

/** `send` in `workers` loops until stopped; every reply is kept. */
function loadOf(send: () => Promise<Response>, workers = 4) {
  const replies: Reply[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await send();
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        replies.push({
          at: started,
          ms: performance.now() - started,
          status: res.status,
          ...(body.error?.code ? { code: body.error.code } : {}),
          retryAfter: res.headers.get("retry-after"),
        });
      } catch {
        replies.push({ at: started, ms: performance.now() - started, status: 0 });
      }
      await sleep(20);
    }
  });
  return {
    replies,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const metricsToken = "faults-metrics-token";
/** The value of one series in a /metrics scrape. */
async function metric(base: string, series: string): Promise<number | undefined> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const line = (await res.text()).split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ")[1]) : undefined;
}

/** A log stream the test reads back: the messages written so far. */
function logLines() {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        messages.push((JSON.parse(line) as { msg: string }).msg);
      }
      done();
    },
  });
  return Object.assign(stream, { messages });
}

describe.runIf(databaseUrl)("PostgreSQL goes away under load", () => {
  const logs = logLines();
  let proxy: TcpProxy;
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    proxy = await startTcpProxy(hostOf(databaseUrl as string));
    t = await createTestApp({
      databaseUrlFor: (url) => proxy.urlFor(url),
      logStream: logs,
      env: { METRICS_TOKEN: metricsToken },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After, never dies nor hangs, and recovers by itself", {
    timeout: 90_000,
  }, async () => {
    const member = await createMember(t.app);
    const base = urlOf(t);
    const socket = connect(base, {
      auth: { token: member.token, client: "test" },
      transports: ["websocket"],
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once("joined", resolve));

    // Jobs stored just before the cut: each deletes a file, so a lost job leaves one behind.
    const keys = Array.from({ length: 5 }, (_, i) => `faults/${i}.txt`);
    await mkdir(join(t.filesDir, "faults"), { recursive: true });
    for (const key of keys) await writeFile(join(t.filesDir, key), "x");
    for (const key of keys) await t.app.jobs.send("files.delete", { key });

    const calls = load(base, member.token, "/api/v1/me");
    await sleep(500);
    const cutAt = performance.now();
    proxy.cut();

    const readyDown = await until("readiness 503", async () => {
      const res = await fetch(`${base}/api/health/ready`);
      return res.status === 503 ? performance.now() - cutAt : undefined;
    });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const up = 'sagpan_dependency_up{dependency="postgres"}';
    expect(await metric(base, up)).toBe(0);
    await sleep(3_000);

    proxy.restore();
    const restoredAt = performance.now();
    const recovered = await until("a call succeeds again", async () => {
      const ok = calls.replies.find((r) => r.at > restoredAt && r.status === 200);
      return ok ? ok.at + ok.ms - restoredAt : undefined;
    });
    await sleep(1_000);
    await calls.stop();

    const during = calls.replies.filter((r) => r.at > cutAt && r.at < restoredAt);
    const after = calls.replies.filter((r) => r.at > restoredAt + recovered);
    // Measured, for the record (docs/deploy.md quotes a run).
    console.log("PostgreSQL away:", {
      readyDownMs: Math.round(readyDown),
      recoveredMs: Math.round(recovered),
      during: during.length,
      slowestDuringMs: Math.round(Math.max(...during.map((r) => r.ms))),
      statuses: [...new Set(calls.replies.map((r) => `${r.status} ${r.code ?? ""}`))],
    });
    expect(during.length).toBeGreaterThan(0);
    for (const reply of during) {
      expect([200, 503]).toContain(reply.status);
      if (reply.status === 503) {
        expect(reply.code).toBe("service.unavailable");
        expect(reply.retryAfter).toMatch(/^\d+$/);
      }
      expect(reply.ms).toBeLessThan(5_000);
    }
    expect(recovered).toBeLessThan(5_000);
    expect(after.every((r) => r.status === 200)).toBe(true);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    expect(await metric(base, up)).toBe(1);
    // What an operator reads: one line when it went, one when it came back (docs/deploy.md).
    expect(logs.messages.filter((m) => m.startsWith("postgres unreachable"))).toHaveLength(1);
    expect(logs.messages).toContain("postgres reachable again");

    await until("the jobs stored before the cut ran", async () =>
      keys.every((key) => !existsSync(join(t.filesDir, key))) ? true : undefined,
    );
    await until("the socket is connected", async () => (socket.connected ? true : undefined));
  });
});

describe.runIf(databaseUrl)("a start while PostgreSQL is not reachable yet", () => {
  let proxy: TcpProxy;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    proxy = await startTcpProxy(hostOf(databaseUrl as string));
    scratch = await createScratchDatabase(databaseUrl as string);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child?.once("exit", resolve));
    }
    await proxy?.close();
    await scratch?.drop();
  });

  it("waits and retries, then starts once it answers", { timeout: 150_000 }, async () => {
    proxy.cut();
    const port = await freePort();
    child = spawn(process.execPath, ["--import", "tsx", mainPath], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        DEMO_DATA: "off",
        DATABASE_URL: proxy.urlFor(scratch.url),
        JWT_SECRET: randomBytes(32).toString("hex"),
        REDIS_KEY_PREFIX: `sagpan-faults-${randomBytes(4).toString("hex")}:`,
      },
    });
    let output = "";
    child.stdout?.on("data", (c) => (output += c));
    child.stderr?.on("data", (c) => (output += c));
    // Two attempts refused, and the process still there.
    // Generous deadlines: a loaded machine takes many seconds to load the app's code.
    await until(
      "two refused attempts",
      async () =>
        (output.match(/database not reachable yet/g) ?? []).length >= 2 ? true : undefined,
      60_000,
    );
    expect(child.exitCode).toBeNull();

    proxy.restore();
    await until(
      "listening",
      async () => (output.includes("Sagpan is running") ? true : undefined),
      60_000,
    );
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(200);
    child.kill("SIGTERM");
    expect(await new Promise((resolve) => child?.once("exit", resolve))).toBe(0);
  });
});

describe.runIf(redisUrl)("Redis goes away under load", () => {
  const logs = logLines();
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    proxy = await startTcpProxy(hostOf(redisUrl as string));
    // Node A reaches Redis through the proxy; node B, of the same deployment, directly.
    a = await createTestApp({
      redisUrl: proxy.urlFor(redisUrl as string),
      logStream: logs,
      env: { METRICS_TOKEN: metricsToken },
      rateLimitMax: 1_000_000,
    });
    b = await createTestApp({ sameAs: a });
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    proxy?.restore();
    await b?.close();
    await a?.close();
    await proxy?.close();
  });

  /** A socket of `token` on node `t`, in its rooms; `dropped` settles when the server ends it. */
  async function socketOn(t: TestApp, token: string) {
    const socket = connect(urlOf(t), {
      auth: { token, client: "test" },
      transports: ["websocket"],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once("joined", resolve));
    let droppedAt: number | null = null;
    socket.once("disconnect", () => {
      droppedAt = performance.now();
    });
    return { droppedAt: () => droppedAt };
  }

  it("keeps every call working from memory, then brings a revocation made meanwhile to the other node", {
    timeout: 90_000,
  }, async () => {
    const base = urlOf(a);
    const member = await createMember(a.app);
    const leaving = await createMember(a.app);
    const later = await createMember(a.app);
    const onB = await socketOn(b, leaving.token);
    const laterOnB = await socketOn(b, later.token);

    const signIns = loadOf(
      () =>
        fetch(`${base}/api/v1/sign_in`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: member.email, password: member.password }),
        }),
      1,
    );
    const reads = load(base, member.token, "/api/v1/me", 3);
    const lists = load(base, member.token, "/api/v1/profiles", 1);
    await sleep(500);
    const cutAt = performance.now();
    proxy.cut();
    await sleep(1_000);

    // Ready all along (Redis is reported down), and the revocation is done on A meanwhile.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: "ok", redis: "down" });
    expect(await metric(base, 'sagpan_dependency_up{dependency="redis"}')).toBe(0);
    const revoked = await fetch(`${base}/api/v1/user/logout_all`, {
      method: "POST",
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(revoked.status).toBe(200);
    await sleep(1_500);
    // Node B has not heard yet: its socket is still open.
    expect(onB.droppedAt()).toBeNull();

    proxy.restore();
    const restoredAt = performance.now();
    await until("B drops the socket revoked while Redis was away", async () =>
      onB.droppedAt() ? true : undefined,
    );
    const heardMs = (onB.droppedAt() as number) - restoredAt;
    await sleep(500);
    await Promise.all([signIns.stop(), reads.stop(), lists.stop()]);

    // Cross-node events flow again: a revocation now reaches B at once.
    const revokedLater = performance.now();
    await fetch(`${base}/api/v1/user/logout_all`, {
      method: "POST",
      headers: { authorization: `Bearer ${later.token}` },
    });
    await until("B drops a socket revoked after Redis came back", async () =>
      laterOnB.droppedAt() ? true : undefined,
    );
    const afterMs = (laterOnB.droppedAt() as number) - revokedLater;

    const all = [...signIns.replies, ...reads.replies, ...lists.replies];
    const during = all.filter((r) => r.at > cutAt && r.at < restoredAt);
    console.log("Redis away:", {
      calls: all.length,
      during: during.length,
      slowestDuringMs: Math.round(Math.max(...during.map((r) => r.ms))),
      slowestBeforeMs: Math.round(Math.max(...all.filter((r) => r.at < cutAt).map((r) => r.ms))),
      revocationHeardAfterReturnMs: Math.round(heardMs),
      revocationAfterReturnMs: Math.round(afterMs),
      statuses: [...new Set(all.map((r) => r.status))],
    });
    expect(during.length).toBeGreaterThan(0);
    expect(all.filter((r) => r.status !== 200)).toEqual([]);
    expect(await metric(base, 'sagpan_dependency_up{dependency="redis"}')).toBe(1);
    expect(logs.messages.filter((m) => m.startsWith("redis unreachable"))).toHaveLength(1);
    expect(logs.messages).toContain("redis reachable again");
  });

  it("holds no call more than a second when Redis stops answering", async () => {
    const base = urlOf(a);
    const member = await createMember(a.app);
    const signIn = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/sign_in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const before = [await signIn(), await signIn()];
    proxy.stall();
    try {
      const silent = [await signIn(), await signIn(), await signIn()];
      console.log("sign-in (ms) with Redis answering, then silent:", {
        before: before.map(Math.round),
        silent: silent.map(Math.round),
      });
      // A sign-in asks Redis three times (rate limit, attempt limit, its reset): the first
      // to time out (500 ms) sends the others to memory at once.
      expect(Math.max(...silent)).toBeLessThan(Math.max(...before) + 1_000);
    } finally {
      proxy.restore();
    }
  });
});
