/**
 * A worker process for jobs.test.ts: sends one job, starts working, prints "started" when the
 * job runs and then hangs inside it until the test kills the process with SIGKILL.
 * Usage: tsx crash-worker.fixture.ts <postgres URL | PGlite folder>
 */
import pino from "pino";
import { openPglite, openPostgres } from "../../db/client.ts";
import { createJobQueue } from "./create-queue.ts";

const target = process.argv[2] ?? "";
const database = target.startsWith("postgres")
  ? await openPostgres(target)
  : await openPglite(target);
await database.migrate();
const queue = createJobQueue(database, pino({ level: "silent" }), { pollSeconds: 0.5 });
queue.define(
  "test.crash",
  async () => {
    process.stdout.write("started\n");
    await new Promise(() => {}); // killed here
  },
  { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
);
await queue.start();
await queue.send("test.crash", { n: 1 });
