import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore, createS3Store } from "../lib/storage.ts";
import { type S3TestServer, startS3Server } from "../test/s3-server.ts";
import { migrateFiles } from "./files-migrate.ts";

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server("migrated");
  dataDir = await mkdtemp(join(tmpdir(), "sagpan-migrate-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const options = () => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: "ap-south-1",
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

const files = {
  "pics/p1/a1/small.webp": ["image/webp", Buffer.from("small photo")],
  "pics/p1/a1/large.webp": ["image/webp", Buffer.alloc(300_000, 7)],
  "videos/p1/v1.mp4": ["video/mp4", Buffer.alloc(70_000, 3)],
  "docs/p2/d1": ["application/pdf", Buffer.from("%PDF-1.4 document")],
} as const;

describe("files:migrate", () => {
  it("copies every file with its content type, then finds nothing to do on a second run", async () => {
    const root = join(dataDir, "files");
    const disk = createDiskStore(root);
    for (const [key, [type, bytes]] of Object.entries(files)) await disk.put(key, bytes, type);

    const first = await migrateFiles({ root, s3: options() });
    expect(first).toEqual({ total: 4, copied: 4, skipped: 0, verified: 4, failed: [] });
    const bucket = createS3Store(options());
    for (const [key, [type, bytes]] of Object.entries(files)) {
      const got = await bucket.get(key);
      expect(got?.contentType).toBe(type);
      expect(got?.bytes.equals(bytes)).toBe(true);
    }
    // Every upload carried its MD5, and none an ACL.
    const puts = s3.requests.filter((r) => r.method === "PUT" && r.url.startsWith("/migrated/"));
    expect(puts).toHaveLength(4);
    for (const put of puts) {
      expect(put.headers["content-md5"]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(put.headers["x-amz-acl"]).toBeUndefined();
    }

    const again = await migrateFiles({ root, s3: options() });
    expect(again).toEqual({ total: 4, copied: 0, skipped: 4, verified: 4, failed: [] });

    // A file changed since (or half-copied before) is copied again, and only that one.
    await disk.put("docs/p2/d1", Buffer.from("%PDF-1.4 a newer document"), "application/pdf");
    const third = await migrateFiles({ root, s3: options() });
    expect(third).toMatchObject({ copied: 1, skipped: 3, verified: 4, failed: [] });
    expect((await bucket.get("docs/p2/d1"))?.bytes.toString()).toBe("%PDF-1.4 a newer document");
  });

  it("reports a file whose name cannot be a key instead of stopping", async () => {
    const root = join(dataDir, "odd");
    await createDiskStore(root).put("pics/ok.webp", Buffer.from("x"), "image/webp");
    await writeFile(join(root, "pics", "bad name.webp"), "y");
    const report = await migrateFiles({ root, s3: options() });
    expect(report).toMatchObject({ total: 2, verified: 1 });
    expect(report.failed).toEqual([{ key: "pics/bad name.webp", reason: expect.any(String) }]);
  });

  // The bucket server runs in this process: the CLI must be waited for without blocking it.
  it("runs as `npm run files:migrate`, from the app's environment, and says what it did", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...s3.env };
    const run = await runCli(env);
    expect(run.stdout).toContain("files: 4, copied: 0, already there: 4, verified: 4, failed: 0");
    expect(run.code).toBe(0);

    const without = await runCli({ ...env, S3_BUCKET: "" });
    expect(without.code).toBe(1);
    expect(without.stderr).toContain("S3_BUCKET is not set");
  });
});

const cli = fileURLToPath(new URL("./files-migrate-cli.ts", import.meta.url));
function runCli(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
