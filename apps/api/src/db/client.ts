import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL("../../drizzle", import.meta.url).pathname;

/** PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** PostgreSQL through a pool; `searchPath` lets tests isolate runs in their own schema. */
export async function openPostgres(url: string, opts: { searchPath?: string } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      await migratePg(db as never, {
        migrationsFolder,
        ...(opts.searchPath ? { migrationsSchema: opts.searchPath } : {}),
      });
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
