import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const run = promisify(execFile);

/**
 * A backup is a folder:
 *   manifest.json    what is inside, with each table's row count and checksum, each file's
 *   database.dump    PostgreSQL: pg_dump's custom format (pg_restore reads it)
 *   database.tar.gz  PGlite: its data directory (PGlite's own dumpDataDir)
 *   files/           DATA_DIR/files as it was (none when files live in S3)
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Every table of the app's schemas: rows and an MD5 over the sorted rows' text. */
  tables: Record<string, { rows: number; md5: string }>;
  /** Local files with their SHA-256, or where they are instead. */
  files: { store: "disk"; list: Record<string, string> } | { store: "s3"; bucket: string };
}

export type Source = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

/** A query runner over either database, for the checksums. */
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function withDatabase<T>(source: Source, use: (query: Query) => Promise<T>): Promise<T> {
  if (source.kind === "postgres") {
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(source.dir);
  try {
    return await use(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows and a checksum of every table in the app's schemas (public, and drizzle's journal). */
async function tableSums(query: Query): Promise<Manifest["tables"]> {
  const tables = await query(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2",
  );
  const sums: Manifest["tables"] = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const name = `${quote(s)}.${quote(t)}`;
    const [row] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as md5 from ${name} x`,
    );
    sums[`${s}.${t}`] = { rows: Number(row?.rows ?? 0), md5: String(row?.md5 ?? "") };
  }
  return sums;
}

/** Files under a folder (the store's content types included, its temporary folder not). */
async function fileSums(root: string): Promise<Record<string, string>> {
  if (!existsSync(root)) return {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const list: Record<string, string> = {};
  for (const e of entries.filter((e) => e.isFile())) {
    const path = join(e.parentPath, e.name);
    const key = relative(root, path).split(sep).join("/");
    if (key.startsWith(".tmp/")) continue;
    list[key] = createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  }
  return Object.fromEntries(Object.entries(list).sort(([a], [b]) => a.localeCompare(b)));
}

export class BackupRefused extends Error {}

/** PGlite takes one process at a time: its postmaster.pid exists while the app is running. */
function assertPgliteFree(dir: string) {
  if (!existsSync(join(dir, "PG_VERSION"))) {
    throw new BackupRefused(`no embedded database in ${dir}: check DATA_DIR (or set DATABASE_URL)`);
  }
  if (existsSync(join(dir, "postmaster.pid"))) {
    throw new BackupRefused(
      `${dir} is in use (postmaster.pid): stop the app first; the embedded database allows one process`,
    );
  }
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      throw new BackupRefused(
        `${tool} is not installed: install the PostgreSQL client of the server's major version (e.g. apt-get install postgresql-client-16)`,
      );
    }
    throw new Error(`${tool} failed: ${e.stderr?.trim() || e.message}`);
  }
}

/** Writes a backup of the database and the local files into `out` (created; must be new). */
export async function backup(opts: {
  source: Source;
  /** DATA_DIR/files, or null when files are in a bucket. */
  filesDir: string | null;
  bucket?: string;
  /** The embedded install's generated signing secret (DATA_DIR/jwt-secret), kept with it. */
  secretFile?: string;
  out: string;
  now?: Date;
}): Promise<Manifest> {
  if (existsSync(opts.out)) throw new BackupRefused(`${opts.out} already exists`);
  if (opts.source.kind === "pglite") assertPgliteFree(opts.source.dir);
  await mkdir(opts.out, { recursive: true });
  const { source } = opts;
  let tables: Manifest["tables"];
  if (source.kind === "postgres") {
    // Checksums first, then the dump: on a live database, writes between the two show up as
    // a difference when the backup is restored and verified, never as a silent one.
    tables = await withDatabase(source, tableSums);
    await pgTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-acl",
      `--file=${join(opts.out, "database.dump")}`,
      source.url,
    ]);
  } else {
    const db = await PGlite.create(source.dir);
    try {
      tables = await tableSums(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
      const tar = await db.dumpDataDir("gzip");
      await writeFile(join(opts.out, "database.tar.gz"), Buffer.from(await tar.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  let files: Manifest["files"];
  if (opts.filesDir) {
    files = { store: "disk", list: await fileSums(opts.filesDir) };
    if (existsSync(opts.filesDir)) {
      await cp(opts.filesDir, join(opts.out, "files"), {
        recursive: true,
        filter: (path) => !relative(opts.filesDir as string, path).startsWith(".tmp"),
      });
    }
  } else {
    files = { store: "s3", bucket: opts.bucket ?? "" };
  }
  if (opts.secretFile && existsSync(opts.secretFile)) {
    await cp(opts.secretFile, join(opts.out, "jwt-secret"));
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: (opts.now ?? new Date()).toISOString(),
    database: source.kind,
    tables,
    files,
  };
  await writeFile(join(opts.out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
  /** Tables or files that differ from the manifest after the restore (empty when verified). */
  mismatches: string[];
}

/**
 * Restores a backup into an empty database (a new PostgreSQL database, or a DATA_DIR without
 * a database) and an empty files folder, then checks every table and file against the
 * manifest. Never overwrites: restoring over live data is refused.
 */
export async function restore(opts: {
  from: string;
  target: Source;
  filesDir: string | null;
  /** Where the embedded install keeps its signing secret, so signed-in members stay so. */
  secretFile?: string;
}): Promise<RestoreReport> {
  const manifest = JSON.parse(await readFile(join(opts.from, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== 1) throw new BackupRefused("unknown backup format");
  const { target } = opts;
  if (manifest.database !== target.kind) {
    throw new BackupRefused(
      `this backup is of ${manifest.database}; restore it with ${manifest.database === "postgres" ? "DATABASE_URL set" : "DATABASE_URL unset"}`,
    );
  }
  if (target.kind === "postgres") {
    const tables = await withDatabase(target, (q) =>
      q(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      ),
    );
    if (Number(tables[0]?.n) > 0) {
      throw new BackupRefused(
        "the database at DATABASE_URL is not empty: create a new database and restore into it",
      );
    }
    await pgTool("pg_restore", [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      `--dbname=${target.url}`,
      join(opts.from, "database.dump"),
    ]);
  } else {
    if (existsSync(target.dir) && (await readdir(target.dir)).length > 0) {
      throw new BackupRefused(
        `${target.dir} already holds a database: restore into a new DATA_DIR`,
      );
    }
    const tar = await readFile(join(opts.from, "database.tar.gz"));
    await mkdir(target.dir, { recursive: true });
    const db = await PGlite.create({ dataDir: target.dir, loadDataDir: new Blob([tar]) });
    await db.close();
    const secret = join(opts.from, "jwt-secret");
    if (opts.secretFile && existsSync(secret) && !existsSync(opts.secretFile)) {
      await cp(secret, opts.secretFile);
    }
  }

  if (manifest.files.store === "disk" && opts.filesDir) {
    if (existsSync(opts.filesDir) && (await readdir(opts.filesDir)).length > 0) {
      throw new BackupRefused(`${opts.filesDir} is not empty: restore into a new DATA_DIR`);
    }
    if (existsSync(join(opts.from, "files"))) {
      await cp(join(opts.from, "files"), opts.filesDir, { recursive: true });
    }
  }

  // Verify: every table and file as the manifest says.
  const mismatches: string[] = [];
  const tables = await withDatabase(target, tableSums);
  for (const [name, want] of Object.entries(manifest.tables)) {
    const got = tables[name];
    if (!got) mismatches.push(`table ${name}: missing`);
    else if (got.rows !== want.rows || got.md5 !== want.md5) {
      mismatches.push(`table ${name}: ${got.rows} rows, ${want.rows} in the backup`);
    }
  }
  let files = 0;
  if (manifest.files.store === "disk" && opts.filesDir) {
    const got = await fileSums(opts.filesDir);
    for (const [key, sum] of Object.entries(manifest.files.list)) {
      if (got[key] !== sum) mismatches.push(`file ${key}: ${got[key] ? "differs" : "missing"}`);
      else files++;
    }
  }
  return {
    tables: Object.keys(tables).length,
    rows: Object.values(tables).reduce((n, t) => n + t.rows, 0),
    files,
    mismatches,
  };
}
