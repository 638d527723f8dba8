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
  /**
   * Told when a pooled connection is lost (PostgreSQL restarting, a failover) and when a new
   * one opens. The pool's own 'error' event is always handled: unheard, it ends the process.
   */
  watch(events: { lost(err: Error): void; connected(): void }): void;
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
    // In the process: it cannot go away while the process runs.
    watch: () => {},
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
    // While PostgreSQL is unreachable a call fails within seconds (503) instead of waiting
    // for a connection for as long as the operating system tries.
    connectionTimeoutMillis: 3_000,
    // A connection whose server vanished without a word (a host gone, a network cut) is
    // found dead by TCP keepalive instead of being handed out for hours.
    keepAlive: true,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  // An idle connection that PostgreSQL closes (a restart: "terminating connection due to
  // administrator command") is an 'error' on the pool; unheard, Node ends the process. The
  // pool drops that connection itself and opens a new one at the next call.
  let events = { lost: (_err: Error) => {}, connected: () => {} };
  pool.on("error", (err) => events.lost(err));
  pool.on("connect", () => events.connected());
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
    watch: (next) => {
      events = next;
    },
    close: () => pool.end(),
  };
}
