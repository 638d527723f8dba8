import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../../db/client.ts";
import { createScratchDatabase } from "../../test/scratch-database.ts";
import { createJobQueue } from "./create-queue.ts";
import type { JobQueue } from "./job-queue.ts";

const adminUrl = process.env.DATABASE_URL;
const silent = pino({ level: "silent" });
const fast = { pollSeconds: 0.5, schedules: false };

/** A fresh database of the kind the run uses, and where a second process finds it. */
async function freshDatabase(onDisk: boolean): Promise<{
  database: Database;
  target: string;
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "sagpan_jobs");
    const database = await openPostgres(scratch.url);
    await database.migrate();
    return {
      database,
      target: scratch.url,
      reopen: () => openPostgres(scratch.url),
      drop: scratch.drop,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), "sagpan-jobs-"));
  const database = await openPglite(onDisk ? dir : null);
  await database.migrate();
  return {
    database,
    target: dir,
    reopen: async () => {
      const again = await openPglite(dir);
      await again.migrate();
      return again;
    },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Waits, if need be, for the next minute's first seconds. */
async function awayFromMinuteEnd() {
  const second = (Date.now() % 60_000) / 1000;
  if (second > 30) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(opts: { onDisk?: boolean } = {}) {
  const fresh = await freshDatabase(opts.onDisk ?? false);
  cleanups.push(fresh.drop);
  cleanups.push(() => fresh.database.close().catch(() => {}));
  return fresh;
}

function queueOn(database: Database, settings = {}): JobQueue {
  const queue = createJobQueue(database, silent, { ...fast, ...settings });
  cleanups.push(() => queue.stop());
  return queue;
}

// Each test opens its own database: PGlite takes ~30 s to start on a machine loaded 15-fold.
describe(`job queue (${adminUrl ? "pg-boss on PostgreSQL" : "in-process on PGlite"})`, {
  timeout: 120_000,
}, () => {
  it("runs a job sent, and retries a failing one until it succeeds", async () => {
    const { database } = await setUp();
    const queue = queueOn(database, { retryDelaySeconds: 1 });
    expect(queue.kind).toBe(adminUrl ? "pg-boss" : "in-process");
    const seen: number[] = [];
    let attempts = 0;
    queue.define<{ n: number }>("test.echo", async ({ n }) => {
      seen.push(n);
    });
    queue.define(
      "test.flaky",
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error("not yet");
      },
      { retryLimit: 5, retryBackoff: false },
    );
    await queue.start();
    await queue.send("test.echo", { n: 7 });
    await queue.send("test.flaky", {});
    await until(() => seen.length === 1 && attempts === 3);
    expect(seen).toEqual([7]);
    await until(async () => (await queue.queueDepth()) === 0);
  });

  it("gives up after the retry limit", async () => {
    const { database } = await setUp();
    const queue = queueOn(database, { retryDelaySeconds: 1 });
    let attempts = 0;
    queue.define(
      "test.broken",
      async () => {
        attempts += 1;
        throw new Error("always");
      },
      { retryLimit: 1, retryBackoff: false },
    );
    await queue.start();
    await queue.send("test.broken", {});
    await until(() => attempts === 2);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(attempts).toBe(2);
    expect(await queue.queueDepth()).toBe(0);
  });

  it("runs a fan-out sent at once back to back, failing and retrying only the job that fails", async () => {
    const { database } = await setUp();
    // A long poll: a worker that slept it after every batch would need 5 × 20 s for these.
    const queue = queueOn(database, { pollSeconds: 20, retryDelaySeconds: 1 });
    // The in-process runner (one PGlite connection) claims one job at a time: fewer for it.
    const count = adminUrl ? 120 : 40;
    const done = new Set<number>();
    let tries = 0;
    queue.define<{ n: number }>(
      "test.fan",
      async ({ n }) => {
        if (n === 7 && tries++ === 0) throw new Error("the first try of 7 fails");
        done.add(n);
      },
      { retryLimit: 3, retryBackoff: false, workers: 2, batchSize: 5 },
    );
    await queue.start();
    await queue.sendMany(
      "test.fan",
      Array.from({ length: count }, (_, n) => ({ n })),
    );
    await until(() => done.size === count - 1, 40_000);
    expect(done.has(7)).toBe(false);
    // The failed one alone is tried again, at the next look after its retry delay.
    await until(() => done.size === count, 60_000);
    expect(tries).toBe(2);
    await until(async () => (await queue.queueDepth()) === 0);
  });

  it("counts waiting and running jobs in its depth", async () => {
    const { database } = await setUp();
    const queue = queueOn(database);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define("test.held", () => held);
    await queue.start();
    for (let i = 0; i < 3; i++) await queue.send("test.held", { i });
    expect(await queue.queueDepth()).toBe(3);
    release();
    await until(async () => (await queue.queueDepth()) === 0);
  });

  it("loses no job when its process is killed mid-job (kill -9): a new worker completes it", async () => {
    const fresh = await setUp({ onDisk: true });
    // The child uses the database itself; PGlite allows one process at a time.
    if (!adminUrl) await fresh.database.close();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        new URL("./crash-worker.fixture.ts", import.meta.url).pathname,
        fresh.target,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await until(() => out.includes("started"), 30_000);
    child.kill("SIGKILL");
    await exited;

    const database = adminUrl ? fresh.database : await fresh.reopen();
    if (!adminUrl) cleanups.push(() => database.close());
    const queue = queueOn(database);
    const done: object[] = [];
    queue.define(
      "test.crash",
      async (data) => {
        done.push(data);
      },
      { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
    );
    await queue.start();
    await until(() => done.length === 1, 30_000);
    expect(done).toEqual([{ n: 1 }]);
  }, 180_000);

  it("a job whose run was cut off by an ungraceful stop runs again on the next start", async () => {
    const { database } = await setUp();
    const options = { expireInSeconds: 2, retryLimit: 3, retryBackoff: false };
    const first = queueOn(database, { retryDelaySeconds: 1 });
    let started = false;
    first.define(
      "test.cut",
      async () => {
        started = true;
        await new Promise(() => {});
      },
      options,
    );
    await first.start();
    await first.send("test.cut", { n: 2 });
    await until(() => started);
    await first.stop({ graceful: false });

    const second = queueOn(database, { retryDelaySeconds: 1 });
    const done: object[] = [];
    second.define(
      "test.cut",
      async (data) => {
        done.push(data);
      },
      options,
    );
    await second.start();
    await until(() => done.length === 1, 30_000);
    expect(done).toEqual([{ n: 2 }]);
  }, 180_000);

  it("two nodes starting at once both start, and share the jobs", async () => {
    const { database } = await setUp();
    const done: string[] = [];
    const nodes = ["a", "b"].map((node) => {
      const queue = queueOn(database);
      queue.define("test.shared", async () => {
        done.push(node);
      });
      queue.define("test.other", async () => {});
      return queue;
    });
    await Promise.all(nodes.map((queue) => queue.start()));
    for (let i = 0; i < 6; i++) await nodes[i % 2]?.send("test.shared", { i });
    await until(() => done.length === 6);
  });

  it("two nodes with the same schedule run each scheduled time once", async () => {
    const { database } = await setUp();
    // Each minute that starts during the test is a new scheduled time with its own run, so
    // the test starts early in a minute, where its few seconds cross no minute's start.
    await awayFromMinuteEnd();
    const from = Date.now();
    const runs: string[] = [];
    for (const node of ["a", "b"]) {
      const queue = queueOn(database, { schedules: true });
      queue.define("test.every-minute", async () => {
        runs.push(node);
      });
      queue.schedule("test.every-minute", "* * * * *");
      await queue.start();
    }
    // Both queues send the current minute's time at start (it is less than a minute old).
    await until(() => runs.length >= 1, 75_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const minutesBegun = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000);
    // On a machine so slow that a minute began anyway, its run may or may not have come yet.
    if (minutesBegun === 0) expect(runs).toHaveLength(1);
    else expect(runs.length).toBeLessThanOrEqual(1 + minutesBegun);
  }, 180_000);
});
