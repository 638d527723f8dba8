import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pino, { type Logger } from "pino";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { openDatabase, openRedis } from "./infra.ts";
import { loggerOptions } from "./lib/logger.ts";
import { isDatabaseUnavailable } from "./lib/outages.ts";
import { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./seed/seed.ts";

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  // Node ends the process on a promise rejection nobody handles. The outages this app is
  // built to ride out (PostgreSQL or Redis away) are handled where they happen; one that a
  // library leaves unhandled is logged here rather than taking every node down with it.
  process.on("unhandledRejection", (reason) => {
    log.error({ err: reason }, "unhandled promise rejection (the process keeps running)");
  });
  const database = await openReachableDatabase(config, log);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;
  const app = await buildApp({ config, database, redis, webDist });

  // Demo data only ever loads into the embedded database, never into a real PostgreSQL.
  let seeded = false;
  if (
    database.kind === "pglite" &&
    config.DEMO_DATA === "auto" &&
    (await isDatabaseEmpty(database.db))
  ) {
    app.log.info("empty embedded database: loading the demo community");
    await seedDemo(database.db, { password: DEMO_PASSWORD });
    seeded = true;
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `${config.tls ? "https" : "http"}://localhost:${config.PORT}`;
  const lines = [
    "",
    `  Sagpan is running at ${url}  (${database.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  API docs: ${url}/api/docs   health: ${url}/api/health`,
  ];
  if (database.kind === "pglite" && config.DEMO_DATA === "auto") {
    lines.push(`  Demo logins${seeded ? "" : " (loaded earlier)"}, password "${DEMO_PASSWORD}":`);
    for (const login of demoLogins) {
      lines.push(`    ${login.email.padEnd(26)} ${login.isAdmin ? "admin" : login.plan}`);
    }
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);

  // Graceful shutdown: first readiness turns 503 (SHUTDOWN_DELAY_MS gives the proxy's health
  // check time to see it), then the server stops listening, finishes the requests in flight,
  // closes the sockets (clients reconnect to another node), Redis and the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long: exiting");
      process.exit(1);
    }, config.SHUTDOWN_DELAY_MS + 10_000).unref();
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    await app.close();
    await redis?.close();
    await database.close();
    clearTimeout(force);
    app.log.info("shut down cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * Opens the database and brings its schema up to date, waiting while PostgreSQL is not yet
 * reachable (started together with it, or during its restart or failover): a node that
 * exits here would be restarted in a loop by its supervisor, or stay down. Any other
 * failure (a wrong password, a broken migration) still ends the start.
 */
async function openReachableDatabase(config: Config, log: Logger): Promise<Database> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const database = await openDatabase(config);
    try {
      await database.migrate();
      if (attempt > 1) log.info({ waitedMs: Date.now() - started }, "database reachable: starting");
      return database;
    } catch (err) {
      await database.close().catch(() => {});
      if (!isDatabaseUnavailable(err)) throw err;
      const retryMs = Math.min(500 * attempt, 5_000);
      log.warn(
        { attempt, retryMs, reason: err instanceof Error ? err.message : String(err) },
        "database not reachable yet: waiting",
      );
      await sleep(retryMs);
    }
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Sagpan failed to start: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
  }
  process.exit(1);
});
