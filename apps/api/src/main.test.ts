import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpBody } from "./test/factories.ts";
import { createScratchDatabase } from "./test/scratch-database.ts";

// `npm start` as a deployment runs it: the real process, sent SIGTERM as systemd would.
const main = fileURLToPath(new URL("./main.ts", import.meta.url));
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sagpan-main-"));
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
});
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

function start(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      LOG_LEVEL: "info",
      NODE_ENV: "test",
      DATABASE_URL: scratch?.url ?? "",
      JWT_SECRET: randomBytes(32).toString("hex"),
      // With REDIS_URL: a namespace of this run's own, so no count, cache or room of another
      // run on this machine's Redis is seen; limits out of the way all the same.
      REDIS_KEY_PREFIX: `sagpan-main-${randomBytes(4).toString("hex")}:`,
      SIGNUPS_PER_ADDRESS_PER_DAY: "1000000",
      RATE_LIMIT_MAX: "1000000",
      RATE_LIMIT_ANONYMOUS_MAX: "1000000",
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Sagpan is running")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  return { child, exited, listening, output: () => output };
}

const stop = (child: ChildProcess) => child.exitCode === null && child.kill("SIGKILL");

describe("graceful shutdown on SIGTERM", () => {
  it("turns unready, keeps serving through the delay, closes sockets, then exits 0", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = start(port, { SHUTDOWN_DELAY_MS: "1500" });
    try {
      await app.listening;
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      const signUp = await fetch(`${base}/api/v1/sign_up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(signUpBody()),
      });
      expect(signUp.status).toBe(201);
      const { token } = (await signUp.json()) as { token: string };
      const socket = connect(base, {
        auth: { token, client: "test" },
        transports: ["websocket"],
        reconnection: false,
      });
      await new Promise((resolve, reject) => {
        socket.once("joined", resolve);
        socket.once("connect_error", reject);
      });
      const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));

      const signalled = Date.now();
      app.child.kill("SIGTERM");
      // Draining: the proxy's health check sees 503 while requests are still answered.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "unavailable", draining: true });
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      expect(
        (await fetch(`${base}/api/v1/myprofile`, { headers: { authorization: `Bearer ${token}` } }))
          .status,
      ).toBe(200);
      expect(socket.connected).toBe(true);

      // Then the socket is dropped (a transport close, so a client reconnects elsewhere),
      // and the process exits cleanly, in time.
      expect(await disconnected).toBe("transport close");
      expect(await app.exited).toBe(0);
      const took = Date.now() - signalled;
      expect(took).toBeGreaterThanOrEqual(1500);
      expect(took).toBeLessThan(8_000);
      expect(app.output()).toContain("shut down cleanly");
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
      socket.close();
    } finally {
      stop(app.child);
    }
  }, 90_000);
});
