import { join } from "node:path";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import { type Database, openPglite, openPostgres } from "./db/client.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(join(config.dataDir, "db"));
}

/** Three connections: commands, and the publish/subscribe pair the Socket.IO adapter needs. */
export async function openRedis(url: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  await client.connect();
  const pub = client.duplicate();
  const sub = client.duplicate();
  return {
    client,
    pub,
    sub,
    close: async () => {
      await Promise.allSettled([client.quit(), pub.quit(), sub.quit()]);
    },
  };
}
