import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection string (pg-boss opens its own pool); undefined on PGlite. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Raw SQL with parameters, for what Drizzle does not express (EXPLAIN in tests). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
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
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** PostgreSQL through a pool; `searchPath` lets tests isolate runs in their own schema. */
export async function openPostgres(
  url: string,
  opts: { searchPath?: string } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url,
    migrate: async () => {
      await migratePg(db as never, {
        migrationsFolder,
        ...(opts.searchPath ? { migrationsSchema: opts.searchPath } : {}),
      });
    },
    ping: async () => {
      await pool.query("select 1");
    },
    query: async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
}
