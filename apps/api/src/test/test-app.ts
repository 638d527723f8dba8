import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Agent as HttpsAgent } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import webpush from "web-push";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import { openRedis } from "../infra.ts";
import { createDiskStore } from "../lib/storage.ts";
import type { PaymentProvider } from "../modules/payments/payment-provider.ts";
import { createScratchDatabase } from "./scratch-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The folder the app's file store writes to (removed on close); unused with S3_BUCKET. */
  filesDir: string;
  clock: { now: Date; advance(ms: number): void };
  config: Config;
  /** The Redis key and channel namespace; a second node (`sameAs`) shares it. */
  keyPrefix: string;
  /** Waits until the job queue has nothing waiting or running (e.g. file deletions). */
  jobsDone(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database: in-memory PGlite by default; with DATABASE_URL a new
 * PostgreSQL database for this file (dropped afterwards), and Redis when REDIS_URL is set.
 */
export async function createTestApp(
  opts: {
    rateLimitMax?: number;
    logStream?: NodeJS.WritableStream;
    /**
     * A second API instance beside `sameAs`: same database and JWT secret (a token works on
     * both), its own Socket.IO server and Redis connections. Closing it leaves the database.
     */
    sameAs?: TestApp;
    /** Another payment provider (Razorpay against a local fake); the test checkout otherwise. */
    payments?: PaymentProvider;
    /** New accounts one address may make in a day (SIGNUPS_PER_ADDRESS_PER_DAY). */
    signUpsPerAddress?: number;
    /** New accounts one address may make in an hour (SIGNUPS_PER_ADDRESS_PER_HOUR). */
    signUpsPerAddressPerHour?: number;
    /** The per-member and per-address call ceilings apart (rateLimitMax sets both), and the window. */
    rateLimit?: { perMember?: number; perAddress?: number; windowMs?: number };
    /** Serve HTTPS with HTTP/2 from these PEM files (TLS_CERT_FILE, TLS_KEY_FILE). */
    tls?: { certFile: string; keyFile: string };
    /** More environment variables, as a deployment would set them (TRUST_PROXY, ASSISTANT_LLM_URL for a local fake). */
    env?: Record<string, string>;
    /** Phoenix heartbeat timeout (60 s by default). */
    phoenixIdleMs?: number;
    /** Run the scheduled jobs (off by default: most tests start and stop apps quickly). */
    schedules?: boolean;
    /** Another Redis than REDIS_URL (e.g. a logical database of its own, or a proxy to it). */
    redisUrl?: string;
    /** A built web app to serve (test/web-dist.ts writes one in miniature); none by default. */
    webDist?: string;
    /** The https agent Web Push goes through (one that trusts a test's own push service). */
    pushAgent?: HttpsAgent;
    /** The address the app reaches its new PostgreSQL database at (a proxy in front of it). */
    databaseUrlFor?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  let closeDatabase = async () => {};
  if (opts.sameAs) {
    database = opts.sameAs.database;
  } else if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "sagpan_test");
    database = await openPostgres(opts.databaseUrlFor?.(scratch.url) ?? scratch.url);
    dropDatabase = scratch.drop;
  } else {
    database = await openPglite(null);
  }
  if (!opts.sameAs) {
    await database.migrate();
    closeDatabase = () => database.close();
  }
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL;
  const redis = redisUrl ? await openRedis(redisUrl) : null;

  // Two nodes read one time, as two servers do: a test moving it moves it for both.
  const clock = opts.sameAs?.clock ?? {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = loadConfig({
    NODE_ENV: "test",
    JWT_SECRET: opts.sameAs?.config.jwtSecret ?? randomBytes(32).toString("hex"),
    LOG_LEVEL: opts.logStream ? "debug" : "silent",
    PUBLIC_URL: "http://localhost:3000",
    // Every test signs its members up from 127.0.0.1; the per-address test sets its own.
    SIGNUPS_PER_ADDRESS_PER_DAY: String(opts.signUpsPerAddress ?? 100_000),
    SIGNUPS_PER_ADDRESS_PER_HOUR: String(opts.signUpsPerAddressPerHour ?? 100_000),
    // A test harness (README): members contact each other at once; the confirmation tests
    // turn it on with `env: { EMAIL_CONFIRMATION: "on" }`.
    EMAIL_CONFIRMATION: "off",
    // A VAPID pair of its own (a second node shares it, as a deployment's nodes must), so no
    // test writes one into the repository's ./data.
    ...vapidEnv(opts.sameAs?.config.vapidKeys ?? webpush.generateVAPIDKeys()),
    ...(opts.tls ? { TLS_CERT_FILE: opts.tls.certFile, TLS_KEY_FILE: opts.tls.keyFile } : {}),
    ...opts.env,
  });
  // Nodes of one deployment share the namespace: caches and revocations reach each other.
  const keyPrefix = opts.sameAs?.keyPrefix ?? `sagpan-test-${randomBytes(4).toString("hex")}:`;
  const filesDir = await mkdtemp(join(tmpdir(), "sagpan-files-"));
  const app = await buildApp({
    config,
    database,
    redis,
    clock: () => clock.now,
    logger: opts.logStream !== undefined,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    webDist: opts.webDist ?? null,
    // With S3_* in `env` the app keeps its files in that bucket, as a deployment would.
    ...(config.S3_BUCKET ? {} : { files: createDiskStore(filesDir) }),
    keyPrefix,
    rateLimitMax: opts.rateLimitMax ?? 100_000,
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
    ...(opts.payments ? { payments: opts.payments } : {}),
    ...(opts.pushAgent ? { pushAgent: opts.pushAgent } : {}),
    ...(opts.phoenixIdleMs ? { phoenixIdleMs: opts.phoenixIdleMs } : {}),
    jobs: { pollSeconds: 0.5, retryDelaySeconds: 1, schedules: opts.schedules ?? false },
  });
  await app.ready();
  return {
    app,
    database,
    filesDir,
    clock,
    config,
    keyPrefix,
    async jobsDone() {
      const end = Date.now() + 20_000;
      while ((await app.jobs.queueDepth()) > 0) {
        if (Date.now() > end) throw new Error("jobs still waiting after 20 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await app.close();
      await redis?.close();
      await closeDatabase();
      await dropDatabase();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

const vapidEnv = (keys: { publicKey: string; privateKey: string }) => ({
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: "mailto:push-test@sagpan.in",
});
