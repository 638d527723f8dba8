/**
 * `npm run backup [-- --out <folder>]`: the database (PostgreSQL at DATABASE_URL through
 * pg_dump, or the embedded PGlite in DATA_DIR/db, which must be stopped) and DATA_DIR/files
 * into a new folder under BACKUP_DIR (default ./backups). With S3_BUCKET the files stay in
 * the bucket, whose versioning and replication are their backup.
 *
 * `npm run restore -- <backup folder>`: into the empty database at DATABASE_URL, or a new
 * DATA_DIR, then every table and file is checked against the backup's manifest.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "../config.ts";
import { BackupRefused, backup, restore, type Source } from "./backup.ts";

function environment() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? "./data");
  const source: Source = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dir: join(dataDir, "db") };
  return {
    source,
    dataDir,
    bucket: env.S3_BUCKET,
    backupDir: resolve(repoRoot, env.BACKUP_DIR ?? "./backups"),
  };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: "string" } },
    allowPositionals: true,
  });
  const env = environment();
  const filesDir = env.bucket ? null : join(env.dataDir, "files");
  const secretFile = env.source.kind === "pglite" ? join(env.dataDir, "jwt-secret") : undefined;
  if (command === "backup") {
    const now = new Date();
    const out = resolve(values.out ?? join(env.backupDir, `sagpan-${stamp(now)}`));
    const manifest = await backup({
      source: env.source,
      filesDir,
      ...(env.bucket ? { bucket: env.bucket } : {}),
      ...(secretFile ? { secretFile } : {}),
      out,
      now,
    });
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
    const files =
      manifest.files.store === "disk"
        ? `${Object.keys(manifest.files.list).length} files`
        : `files stay in the bucket ${manifest.files.bucket} (its versioning is their backup)`;
    process.stdout.write(
      `Backup written to ${out}\n  ${manifest.database}: ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${files}\n`,
    );
    return 0;
  }
  if (command === "restore") {
    const from = positionals[0];
    if (!from) {
      process.stderr.write("Usage: npm run restore -- <backup folder>\n");
      return 1;
    }
    const report = await restore({
      from: resolve(from),
      target: env.source,
      filesDir,
      ...(secretFile ? { secretFile } : {}),
    });
    process.stdout.write(
      `Restored ${report.tables} tables (${report.rows} rows) and ${report.files} files from ${resolve(from)}\n`,
    );
    for (const line of report.mismatches) process.stderr.write(`  differs: ${line}\n`);
    if (report.mismatches.length > 0) return 1;
    process.stdout.write("  verified: every table and file matches the backup\n");
    return 0;
  }
  process.stderr.write("Usage: backup-cli.ts backup [--out <folder>] | restore <folder>\n");
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(
      err instanceof BackupRefused ? `Refused: ${err.message}\n` : `Failed: ${err?.stack ?? err}\n`,
    );
    process.exit(1);
  },
);
