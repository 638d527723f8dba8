import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { isDatabaseUnavailable } from "../../lib/outages.ts";
import {
  defaultJobOptions,
  type JobDefinition,
  type JobHandler,
  type JobQueue,
  type QueueSettings,
  scheduleTimeZone,
} from "./job-queue.ts";

// pg-boss 10 settles a finished job (manager.js, onFetch) with complete() or fail() without
// awaiting either: when PostgreSQL goes away between the job's end and that write, the
// rejection is unhandled and Node ends the process. Such a write is dropped instead; the
// job stays active until its expiry and is then run again (every handler may run twice,
// as after a crash), so none is lost.
const require = createRequire(import.meta.url);
const managerMethods = (require("pg-boss/src/manager.js") as { prototype: ManagerMethods })
  .prototype;
type Settle = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type ManagerMethods = { complete: Settle; fail: Settle; sagpanGuarded?: boolean };
if (!managerMethods.sagpanGuarded) {
  for (const name of ["complete", "fail"] as const) {
    const settle = managerMethods[name];
    managerMethods[name] = function (...args) {
      return settle.apply(this, args).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) return { jobs: [], requested: 0, affected: 0 };
        throw err;
      });
    };
  }
  managerMethods.sagpanGuarded = true;
}

/**
 * The job queue on PostgreSQL: pg-boss, in its own `pgboss` schema of the app's database.
 * Workers on every node take jobs with SKIP LOCKED, so each job runs on one node; a node
 * killed mid-job leaves the job active until its expiry, then another node retries it. Cron
 * schedules are pg-boss's: one node a minute checks them and sends each time's job once.
 */
export function createPgBossQueue(deps: {
  connectionString: string;
  log: FastifyBaseLogger;
  settings?: QueueSettings;
}): JobQueue {
  const { log } = deps;
  const settings = deps.settings ?? {};
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, string>();
  /** Each job's workers on this node, by pg-boss worker id. */
  const workers = new Map<string, string[]>();
  const fast = settings.pollSeconds !== undefined && settings.pollSeconds < 2;
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    application_name: "sagpan-jobs",
    max: 4,
    schedule: settings.schedules !== false,
    // Lost runs are found by the maintenance pass; a minute keeps recovery quick. Tests,
    // polling fast, also check the clock and the schedules every second.
    ...(fast
      ? {
          maintenanceIntervalSeconds: 1,
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
        }
      : { maintenanceIntervalSeconds: 60 }),
  });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  const pollingIntervalSeconds = Math.max(settings.pollSeconds ?? 2, 0.5);

  return {
    kind: "pg-boss",
    define(name, handler, options = {}) {
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        options: {
          ...defaultJobOptions,
          ...options,
          ...(settings.retryDelaySeconds ? { retryDelaySeconds: settings.retryDelaySeconds } : {}),
        },
      });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    scheduled: () => [...schedules].map(([name, cron]) => ({ name, cron })),
    async send(name, data) {
      await boss.send(name, data);
      // A job sent on this node starts at once on an idle worker of this node.
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async sendMany(name, data) {
      for (let i = 0; i < data.length; i += 1000)
        await boss.insert(data.slice(i, i + 1000).map((d) => ({ name, data: d })));
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async start() {
      await boss.start();
      for (const [name, { handler, options }] of definitions) {
        const queue = {
          name,
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: options.retryBackoff,
          expireInSeconds: options.expireInSeconds,
        };
        await ensureQueue(boss, queue);
        const ids: string[] = [];
        workers.set(name, ids);
        for (let worker = 0; worker < options.workers; worker++) {
          const own: { id?: string } = {};
          own.id = await boss.work<object>(
            name,
            { pollingIntervalSeconds, batchSize: options.batchSize },
            async (batch) => {
              if (batch.length === 1) await handler(batch[0]!.data);
              else {
                // Side by side; a job that fails is failed (and retried) alone, and pg-boss
                // then completes the others (its complete() takes only jobs still active).
                const results = await Promise.allSettled(batch.map((job) => handler(job.data)));
                for (const [i, result] of results.entries()) {
                  if (result.status === "fulfilled") continue;
                  const err = result.reason as Error;
                  await boss.fail(name, batch[i]!.id, { message: err?.message, stack: err?.stack });
                }
              }
              // pg-boss 10 waits the polling interval after every job, even with more
              // waiting (a queue of 10,000 mails would go at one per 2 s): a worker that
              // found work looks again at once, and sleeps only when the queue is empty.
              if (own.id) boss.notifyWorker(own.id);
            },
          );
          ids.push(own.id);
        }
      }
      if (settings.schedules !== false) {
        for (const [name, cron] of schedules) {
          await boss.schedule(name, cron, {}, { tz: scheduleTimeZone });
        }
      }
    },
    async stop(options = {}) {
      await boss.stop({ graceful: options.graceful !== false, wait: true, timeout: 10_000 });
    },
    async queueDepth() {
      let total = 0;
      for (const name of definitions.keys()) {
        total += (await boss.getQueueSize(name, { before: "completed" })) ?? 0;
      }
      return total;
    },
  };
}

/**
 * Creates the queue or brings its settings up to date. Two nodes starting together can
 * deadlock in pg-boss's createQueue (each makes the queue's table partition): the loser
 * waits a moment and finds the queue made by the winner.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (err) {
      if (attempt >= 8) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt));
    }
  }
}
