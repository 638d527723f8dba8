import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { JobQueue, QueueSettings } from "./job-queue.ts";
import { createLocalQueue } from "./local-queue.ts";
import { createPgBossQueue } from "./pg-boss-queue.ts";

/** pg-boss on PostgreSQL; on PGlite (one process owns the database) the in-process runner. */
export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  settings: QueueSettings = {},
): JobQueue {
  if (database.kind === "postgres" && database.url) {
    return createPgBossQueue({ connectionString: database.url, log, settings });
  }
  return createLocalQueue({ db: database.db, log, settings });
}
