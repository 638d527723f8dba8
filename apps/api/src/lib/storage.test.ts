import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** Just enough of the S3 REST API (path-style PUT, GET with Range, list, DELETE) to test against. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const path = decodeURIComponent(url.pathname);
      if (req.method === "PUT") {
        objects.set(path, {
          body: Buffer.concat(chunks),
          type: req.headers["content-type"] ?? "binary/octet-stream",
        });
        res.writeHead(200, { ETag: '"1"' }).end();
        return;
      }
      if (req.method === "DELETE") {
        objects.delete(path);
        res.writeHead(204).end();
        return;
      }
      if (url.searchParams.get("list-type") === "2") {
        const prefix = `${path.replace(/\/$/, "")}/${url.searchParams.get("prefix") ?? ""}`;
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
        const bucket = path.replace(/^\/|\/$/g, "");
        const contents = keys
          .map((k) => `<Contents><Key>${k.slice(bucket.length + 2)}</Key><Size>1</Size></Contents>`)
          .join("");
        res.writeHead(200, { "Content-Type": "application/xml" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
        return;
      }
      const obj = objects.get(path);
      if (!obj) {
        res
          .writeHead(404, { "Content-Type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");
        return;
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), obj.body.length - 1);
        res.writeHead(206, {
          "Content-Type": obj.type,
          "Content-Range": `bytes ${start}-${end}/${obj.body.length}`,
          "Content-Length": end - start + 1,
        });
        res.end(obj.body.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, { "Content-Type": obj.type, "Content-Length": obj.body.length });
      res.end(obj.body);
    });
  });
  return { server, objects };
}

const s3 = fakeS3();
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (s3.server as Server).close(() => resolve())));

storeContract("S3 store", () =>
  createS3Store({
    bucket: "sagpan",
    endpoint,
    region: "ap-south-1",
    accessKeyId: "test",
    secretAccessKey: "test-secret",
  }),
);

describe("S3 store addressing", () => {
  it("writes path-style into the configured bucket when S3_BUCKET is set", async () => {
    const store = createFileStore({
      dataDir: root,
      S3_BUCKET: "media",
      S3_ENDPOINT: endpoint,
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test-secret",
    });
    await store.put("pics/1.webp", bytes, "image/webp");
    expect(s3.objects.get("/media/pics/1.webp")?.type).toBe("image/webp");
  });
});
