import cronParser from "cron-parser";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import {
  defaultJobOptions,
  type JobDefinition,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type QueueSettings,
  scheduleTimeZone,
} from "./job-queue.ts";
import { jobs } from "./jobs.table.ts";

interface ClaimedRow {
  id: string;
  name: string;
  data: object;
  retry_count: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// Finished jobs are kept a week for looking into, then removed.
const keepFinishedMs = 7 * 86_400_000;

/**
 * The job queue on PGlite, where pg-boss cannot run: jobs are rows of the `jobs` table in the
 * same database, claimed one at a time with an atomic UPDATE, so a job sent is on disk before
 * `send` returns. A run whose process died stays `active` until its expiry, then is retried,
 * as pg-boss does. Schedules are timers that insert one job per cron time, keyed by that time,
 * so a restart neither repeats nor (for the last missed time) skips a run.
 */
export function createLocalQueue(deps: {
  db: Db;
  log: FastifyBaseLogger;
  settings?: QueueSettings;
  /** Jobs run at once on this node (PGlite has one connection; a few overlap waits). */
  concurrency?: number;
}): JobQueue {
  const { db, log } = deps;
  const settings = deps.settings ?? {};
  const pollMs = (settings.pollSeconds ?? 1) * 1000;
  const concurrency = deps.concurrency ?? 2;
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let scheduleTimer: NodeJS.Timeout | null = null;
  let started = false;
  // Bumped by stop: a run that ends after an ungraceful stop writes nothing, as after a crash.
  let generation = 0;
  let polling = false;
  let pollAgain = false;

  const optionsFor = (options: JobOptions = {}): Required<JobOptions> => ({
    ...defaultJobOptions,
    ...options,
    ...(settings.retryDelaySeconds ? { retryDelaySeconds: settings.retryDelaySeconds } : {}),
  });

  async function expireLost(now: Date) {
    for (const [name, { options }] of definitions) {
      const before = new Date(now.getTime() - options.expireInSeconds * 1000);
      await db
        .update(jobs)
        .set({
          state: sql`case when ${jobs.retryCount} >= ${options.retryLimit} then 'failed' else 'retry' end`,
          retryCount: sql`${jobs.retryCount} + 1`,
          runAfter: now,
          lastError: "expired: the run did not finish in time (its process may have died)",
        })
        .where(and(eq(jobs.name, name), eq(jobs.state, "active"), lt(jobs.startedAt, before)));
    }
  }

  async function claim(): Promise<ClaimedRow | null> {
    const now = new Date();
    const names = [...definitions.keys()];
    if (names.length === 0) return null;
    const result = await db.execute(sql`
      update ${jobs} set state = 'active', started_at = ${at(now)}
      where id = (
        select id from ${jobs}
        where state in ('created', 'retry') and run_after <= ${at(now)}
          and name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
        order by run_after, id limit 1 for update skip locked
      )
      returning id, name, data, retry_count`);
    return rowsOf<ClaimedRow>(result)[0] ?? null;
  }

  async function run(row: ClaimedRow, gen: number) {
    const definition = definitions.get(row.name);
    if (!definition) return;
    const { handler, options } = definition;
    try {
      await handler(row.data);
      if (gen !== generation) return;
      await db
        .update(jobs)
        .set({ state: "completed", completedAt: new Date() })
        .where(eq(jobs.id, row.id));
    } catch (err) {
      if (gen !== generation) return;
      const reason = err instanceof Error ? err.message : String(err);
      const retries = row.retry_count;
      const failed = retries >= options.retryLimit;
      const delay = options.retryDelaySeconds * (options.retryBackoff ? 2 ** retries : 1);
      log.warn({ job: row.name, jobId: row.id, retries, reason }, "job failed");
      await db
        .update(jobs)
        .set({
          state: failed ? "failed" : "retry",
          retryCount: retries + 1,
          runAfter: new Date(Date.now() + delay * 1000),
          lastError: reason,
          ...(failed ? { completedAt: new Date() } : {}),
        })
        .where(eq(jobs.id, row.id));
    }
  }

  // PGlite answers in the same process, often within microtasks: a poll started from a
  // finished job or a send waits for the next turn of the event loop, so timers keep running.
  const soon = () => {
    setImmediate(() => void poll());
  };

  /** Fills the free worker slots with waiting jobs. */
  async function poll() {
    if (!started) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    pollAgain = false;
    const gen = generation;
    try {
      await expireLost(new Date());
      while (started && gen === generation && running.size < concurrency) {
        const row = await claim();
        if (!row) break;
        const task: Promise<void> = run(row, gen)
          .catch((err) => log.error({ err, job: row.name }, "job bookkeeping failed"))
          .finally(() => {
            running.delete(task);
            if (started) soon();
          });
        running.add(task);
      }
    } catch (err) {
      log.error({ err }, "job queue poll failed");
    } finally {
      polling = false;
      if (pollAgain) soon();
    }
  }

  /** Inserts the job of each schedule's latest cron time, once (the key is that time). */
  async function enqueueDue() {
    const now = new Date();
    for (const [name, cron] of schedules) {
      const slot = cronParser
        .parseExpression(cron, { currentDate: now, tz: scheduleTimeZone })
        .prev()
        .toDate();
      await db
        .insert(jobs)
        .values({ id: uuidv7(), name, data: {}, singletonKey: slot.toISOString(), runAfter: now })
        .onConflictDoNothing();
    }
    await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.state, ["completed", "failed"]),
          lt(jobs.completedAt, new Date(now.getTime() - keepFinishedMs)),
        ),
      );
    void poll();
  }

  return {
    kind: "in-process",
    define(name, handler, options) {
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        options: optionsFor(options),
      });
    },
    schedule(name, cron) {
      cronParser.parseExpression(cron); // a wrong expression fails at start, not at night
      schedules.set(name, cron);
    },
    scheduled: () => [...schedules].map(([name, cron]) => ({ name, cron })),
    async send(name, data) {
      await db.insert(jobs).values({ id: uuidv7(), name, data, runAfter: new Date() });
      soon();
    },
    async sendMany(name, data) {
      for (let i = 0; i < data.length; i += 1000) {
        const now = new Date();
        await db
          .insert(jobs)
          .values(
            data.slice(i, i + 1000).map((d) => ({ id: uuidv7(), name, data: d, runAfter: now })),
          );
      }
      soon();
    },
    async start() {
      started = true;
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
      if (settings.schedules !== false && schedules.size > 0) {
        await enqueueDue();
        scheduleTimer = setInterval(() => void enqueueDue().catch(() => {}), 30_000);
        scheduleTimer.unref();
      }
      void poll();
    },
    async stop(options = {}) {
      if (!started) return;
      started = false;
      if (timer) clearInterval(timer);
      if (scheduleTimer) clearInterval(scheduleTimer);
      timer = scheduleTimer = null;
      if (options.graceful === false) {
        generation += 1;
        return;
      }
      // A run still going after 10 s is left as a crash would leave it: retried after expiry.
      const waited = Promise.allSettled([...running]);
      await Promise.race([waited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      generation += 1;
    },
    async queueDepth() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.state, ["created", "retry", "active"]));
      return row?.n ?? 0;
    },
  };
}
