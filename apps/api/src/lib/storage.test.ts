import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../test/s3-server.ts";
import { createDiskStore, createFileStore, createS3Store, type FileStore } from "./storage.ts";

const bytes = Buffer.from("0123456789abcdef");

/** The same behaviour whichever store is behind the interface. */
function storeContract(name: string, make: () => FileStore) {
  describe(name, () => {
    it("gives back what was put, with its content type", async () => {
      const store = make();
      await store.put("pics/p1/a/small.webp", bytes, "image/webp");
      const got = await store.get("pics/p1/a/small.webp");
      expect(got?.bytes.equals(bytes)).toBe(true);
      expect(got).toMatchObject({ contentType: "image/webp", size: 16 });
    });

    it("stores a local file by its path, the file left in place", async () => {
      const store = make();
      const dir = await mkdtemp(join(tmpdir(), "sagpan-putfile-"));
      const local = join(dir, "export.zip");
      await writeFile(local, bytes);
      await store.putFile("exports/m1/e1.zip", local, "application/zip");
      const got = await store.get("exports/m1/e1.zip");
      expect(got?.bytes.equals(bytes)).toBe(true);
      expect(got).toMatchObject({ contentType: "application/zip", size: 16 });
      expect((await readFile(local)).equals(bytes)).toBe(true);
      await rm(dir, { recursive: true, force: true });
    });

    it("reads a byte range and still reports the whole size", async () => {
      const store = make();
      await store.put("videos/v.mp4", bytes, "video/mp4");
      const got = await store.get("videos/v.mp4", { start: 10, end: 13 });
      expect(got?.bytes.toString()).toBe("abcd");
      expect(got?.size).toBe(16);
    });

    it("answers null for a missing file and deletes idempotently", async () => {
      const store = make();
      await store.put("docs/x.pdf", bytes, "application/pdf");
      await store.delete("docs/x.pdf");
      expect(await store.get("docs/x.pdf")).toBeNull();
      await expect(store.delete("docs/x.pdf")).resolves.toBeUndefined();
    });

    it("deletes a whole folder and nothing beside it", async () => {
      const store = make();
      await store.put("pics/m1/a/small.webp", bytes, "image/webp");
      await store.put("pics/m1/b/small.webp", bytes, "image/webp");
      await store.put("pics/m10/a/small.webp", bytes, "image/webp");
      await store.deleteFolder("pics/m1");
      expect(await store.get("pics/m1/a/small.webp")).toBeNull();
      expect(await store.get("pics/m1/b/small.webp")).toBeNull();
      expect(await store.get("pics/m10/a/small.webp")).not.toBeNull();
    });

    it("refuses keys that could leave the root", async () => {
      const store = make();
      for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", ".types/a", "a/./b", ""]) {
        await expect(store.put(key, bytes, "text/plain")).rejects.toThrow(/Invalid file key/);
        await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
        await expect(store.deleteFolder(key)).rejects.toThrow(/Invalid file key/);
      }
    });
  });
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sagpan-store-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

storeContract("disk store", () => createDiskStore(root));

describe("disk store layout", () => {
  it("keeps files under the root and leaves no temporary files behind", async () => {
    const store = createDiskStore(join(root, "layout"));
    await store.put("a/b.webp", bytes, "image/webp");
    expect(await readdir(join(root, "layout", "a"))).toEqual(["b.webp"]);
    expect(await readdir(join(root, "layout", ".tmp"))).toEqual([]);
  });

  it("removes folders that deleting a file leaves empty, and only those", async () => {
    const base = join(root, "prune");
    const store = createDiskStore(base);
    await store.put("pics/p1/x/small.webp", bytes, "image/webp");
    await store.put("pics/p1/y/small.webp", bytes, "image/webp");
    await store.delete("pics/p1/x/small.webp");
    expect(await readdir(join(base, "pics", "p1"))).toEqual(["y"]);
    await store.delete("pics/p1/y/small.webp");
    expect(await readdir(base)).not.toContain("pics");
  });

  it("is chosen when no bucket is configured, in DATA_DIR/files", async () => {
    const store = createFileStore({ dataDir: join(root, "data") } as never);
    await store.put("k.txt", bytes, "text/plain");
    expect(await readdir(join(root, "data", "files"))).toContain("k.txt");
  });
});

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server("sagpan");
});
afterAll(() => s3.close());

storeContract("S3 store", () =>
  createS3Store({
    bucket: "sagpan",
    endpoint: s3.endpoint,
    region: "ap-south-1",
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  }),
);

describe("S3 store addressing", () => {
  it("writes path-style, signed and private into the configured bucket when S3_BUCKET is set", async () => {
    const store = createFileStore({ dataDir: root, ...s3Config(s3) });
    const seen = s3.requests.length;
    await store.put("pics/1.webp", bytes, "image/webp");
    const put = s3.requests.slice(seen).find((r) => r.method === "PUT");
    expect(put?.url).toMatch(/^\/sagpan\/pics\/1\.webp/);
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    // No canned ACL and no grants: the object keeps the bucket's private default.
    expect(Object.keys(put?.headers ?? {}).filter((h) => /^x-amz-(acl|grant-)/.test(h))).toEqual(
      [],
    );
    expect((await store.get("pics/1.webp"))?.contentType).toBe("image/webp");
  });
});

/** The S3_* part of the configuration, as loadConfig gives it. */
const s3Config = (server: S3TestServer) => ({
  S3_BUCKET: server.bucket,
  S3_ENDPOINT: server.endpoint,
  S3_REGION: "ap-south-1",
  S3_ACCESS_KEY_ID: server.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.secretAccessKey,
});
