import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertKey, type S3Options, s3ClientConfig } from "../lib/storage.ts";

export interface MigrateReport {
  /** Files found under the folder. */
  total: number;
  /** Put into the bucket by this run. */
  copied: number;
  /** Already in the bucket with the same size and MD5: left alone. */
  skipped: number;
  /** Read back from the bucket after the run with the right size and MD5. */
  verified: number;
  /** Keys that could not be copied or did not verify, with why. */
  failed: { key: string; reason: string }[];
}

/** Every file under the disk store's root, as its key; the store's hidden folders are not files. */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"))
    .filter((key) => !key.startsWith(".types/") && !key.startsWith(".tmp/"))
    .sort();
}

/**
 * Copies the disk store's files (DATA_DIR/files) into an S3 bucket under the same keys, with
 * their content types. Idempotent: an object already there with the same size and MD5 is
 * skipped, so a run stopped half-way is finished by running it again. Every object is sent
 * with its Content-MD5 (the bucket refuses a corrupted upload) and checked afterwards.
 * Objects get no ACL: they stay private, served only through the API.
 */
export async function migrateFiles(opts: {
  root: string;
  s3: S3Options;
  /** Files copied at once. */
  concurrency?: number;
  progress?: (line: string) => void;
}): Promise<MigrateReport> {
  const sdk = await import("@aws-sdk/client-s3");
  const client: S3Client = new sdk.S3Client(s3ClientConfig(opts.s3));
  const Bucket = opts.s3.bucket;
  const report: MigrateReport = { total: 0, copied: 0, skipped: 0, verified: 0, failed: [] };

  /** Size and ETag of the object, or null when the bucket has none under that key. */
  async function head(key: string) {
    try {
      const res = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: res.ContentLength ?? -1, etag: res.ETag ?? "" };
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === "NotFound" || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async function copy(key: string) {
    assertKey(key);
    const bytes = await readFile(join(opts.root, key));
    const md5 = createHash("md5").update(bytes).digest();
    const matches = (o: { size: number; etag: string } | null) =>
      o !== null && o.size === bytes.length && o.etag === `"${md5.toString("hex")}"`;
    if (matches(await head(key))) {
      report.skipped++;
    } else {
      const contentType = await readFile(join(opts.root, ".types", key), "utf8").catch(
        () => "application/octet-stream",
      );
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentMD5: md5.toString("base64"),
        }),
      );
      report.copied++;
    }
    if (!matches(await head(key))) throw new Error("the bucket's copy differs after the upload");
    report.verified++;
  }

  try {
    const keys = await keysUnder(opts.root);
    report.total = keys.length;
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++] as string;
        try {
          await copy(key);
        } catch (err) {
          report.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
        }
        const done = report.verified + report.failed.length;
        if (done % 500 === 0) opts.progress?.(`  ${done} of ${keys.length} files`);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
    return report;
  } finally {
    client.destroy();
  }
}
