import { join } from "node:path";
import type { Config } from "./config.ts";
import { type Database, openPglite, openPostgres } from "./db/client.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(join(config.dataDir, "db"));
}

export { openRedis } from "./lib/redis.ts";
