/** How a kind of job is retried and when a run whose worker vanished counts as failed. */
export interface JobOptions {
  /** Further tries after a failure (0: run once). */
  retryLimit?: number;
  /** Wait before a retry; doubled for each further one when `retryBackoff`. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A run still active after this long is taken as lost (its process died) and retried.
   * Longer than the slowest honest run.
   */
  expireInSeconds?: number;
  /**
   * Jobs of this kind one node runs at once (pg-boss; the in-process runner has one limit
   * for all). For many short jobs that wait on the network, such as pushes.
   */
  workers?: number;
  /**
   * Jobs a pg-boss worker takes at once and runs side by side, each completed or failed on its
   * own (1: one at a time). For many short jobs that wait on the network.
   */
  batchSize?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work that survives a crash: pg-boss on PostgreSQL, the in-process runner on
 * PGlite (local-queue.ts). Jobs are defined and scheduled before `start`; a job sent is
 * stored first, so a process killed mid-job leaves it to be run again.
 */
export interface JobQueue {
  readonly kind: "pg-boss" | "in-process";
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Runs `name` at each time the cron expression (minute hour day month weekday, in IST)
   * gives, once per time however many nodes run.
   */
  schedule(name: string, cron: string): void;
  /** The scheduled jobs and their cron expressions, in the order they were scheduled. */
  scheduled(): { name: string; cron: string }[];
  /** Stores the job (it survives a crash from then on) and wakes a worker. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** Many jobs of one kind in one write (a fan-out: one per member), then wakes the workers. */
  sendMany<T extends object>(name: string, data: readonly T[]): Promise<void>;
  start(): Promise<void>;
  /** Graceful: waits for running jobs. Ungraceful: leaves them as a crash would. */
  stop(options?: { graceful?: boolean }): Promise<void>;
  /** Jobs waiting or running, all kinds together (the `/metrics` queue-depth gauge). */
  queueDepth(): Promise<number>;
}

/** The time zone schedules are read in: the community lives on Indian time. */
export const scheduleTimeZone = "Asia/Kolkata";

/** Settings both runners take; tests shorten the waits. */
export interface QueueSettings {
  /** How often an idle worker looks for new jobs (a job sent on this node starts at once). */
  pollSeconds?: number;
  /** Overrides every job's retry delay (tests: 1 s instead of minutes). */
  retryDelaySeconds?: number;
  /** Run scheduled jobs on this node (off in most tests, which start and stop apps quickly). */
  schedules?: boolean;
}

/** A registered job: its handler and its options with the defaults filled in. */
export interface JobDefinition {
  handler: JobHandler<object>;
  options: Required<JobOptions>;
}

export const defaultJobOptions: Required<JobOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  workers: 1,
  batchSize: 1,
};
