import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase, openRedis } from "./infra.ts";
import { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./seed/seed.ts";

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
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
