/**
 * `npm run files:migrate`: copies DATA_DIR/files (the disk store) into the bucket named by
 * S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), then
 * verifies every object. Safe to run again: files already copied are skipped. Exits 1 when
 * any file failed.
 */
import { join } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { s3Options } from "../lib/storage.ts";
import { migrateFiles } from "./files-migrate.ts";

async function main() {
  const config = loadConfig();
  const s3 = s3Options(config);
  if (!s3) {
    process.stderr.write("S3_BUCKET is not set: name the bucket to copy DATA_DIR/files into.\n");
    return 1;
  }
  const root = join(config.dataDir, "files");
  process.stdout.write(`Copying ${root} into the bucket ${s3.bucket}\n`);
  const report = await migrateFiles({
    root,
    s3,
    progress: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `files: ${report.total}, copied: ${report.copied}, already there: ${report.skipped}, verified: ${report.verified}, failed: ${report.failed.length}\n`,
  );
  for (const { key, reason } of report.failed) process.stderr.write(`  ${key}: ${reason}\n`);
  return report.failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(
      err instanceof ConfigError
        ? `${err.message}\n`
        : `files:migrate failed: ${err?.stack ?? err}\n`,
    );
    process.exit(1);
  },
);
