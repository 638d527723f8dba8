import { randomBytes } from "node:crypto";
import { copyFile, mkdir, open, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

/** A stored file, or the requested slice of it; `size` is always the whole file's length. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  size: number;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where photos, documents and videos live: a local folder, or an S3-compatible bucket. */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a local file (e.g. a ZIP built on disk); the local file stays where it is. The disk
   * store copies it without reading it into memory.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder, e.g. all of one member's photos. */
  deleteFolder(folder: string): Promise<void>;
}

// Every segment starts with a letter or digit, so no key can climb out of the root ("..")
// or reach the hidden folders the disk store keeps beside the files.
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertKey(key: string): void {
  if (!keyPattern.test(key) || key.split("/").includes("..")) {
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  }
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files under `root/<key>`, with each content type in `root/.types/<key>`. Writes go to a
 * temporary file first and are renamed into place, so a reader never sees half a file.
 */
export function createDiskStore(root: string): FileStore {
  const dataPath = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  const typePath = (key: string) => join(root, ".types", key);

  async function writeAtomic(path: string, bytes: Buffer | string | { from: string }) {
    const tmpDir = join(root, ".tmp");
    await mkdir(tmpDir, { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    const tmp = join(tmpDir, randomBytes(12).toString("hex"));
    if (typeof bytes === "object" && "from" in bytes) await copyFile(bytes.from, tmp);
    else await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async function remove(key: string, recursive: boolean) {
    await rm(dataPath(key), { recursive, force: true });
    await rm(typePath(key), { recursive, force: true });
    const parents = key.split("/").slice(0, -1);
    await pruneEmptyFolders(root, parents);
    await pruneEmptyFolders(join(root, ".types"), parents);
  }

  return {
    async put(key, bytes, contentType) {
      const path = dataPath(key);
      await writeAtomic(typePath(key), contentType);
      await writeAtomic(path, bytes);
    },

    async putFile(key, from, contentType) {
      const path = dataPath(key);
      await writeAtomic(typePath(key), contentType);
      await writeAtomic(path, { from });
    },

    async get(key, range) {
      const path = dataPath(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(path, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        const start = range ? Math.min(range.start, size) : 0;
        const end = range ? Math.min(range.end, size - 1) : size - 1;
        const bytes = Buffer.alloc(Math.max(0, end - start + 1));
        if (bytes.length > 0) await handle.read(bytes, 0, bytes.length, start);
        const contentType = await readFile(typePath(key), "utf8").catch((err) => {
          if (isMissing(err)) return "application/octet-stream";
          throw err;
        });
        return { bytes, contentType, size };
      } finally {
        await handle.close();
      }
    },

    delete: (key) => remove(key, false),
    deleteFolder: (folder) => remove(folder, true),
  };
}

/** Removes `folder` and its parents while they are empty, so deleted photos leave no trace. */
async function pruneEmptyFolders(root: string, folder: string[]) {
  const folders = [...folder];
  while (folders.length > 0) {
    try {
      await rmdir(join(root, ...folders));
    } catch (err) {
      // Not empty: then neither are the folders above it.
      if (!isMissing(err)) return;
    }
    folders.pop();
  }
}

export interface S3Options {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, Spaces); they are addressed path-style. */
  endpoint?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** The SDK client's settings for a bucket; without keys, the SDK's own chain (env, role). */
export function s3ClientConfig(opts: S3Options) {
  return {
    region: opts.region ?? "us-east-1",
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
  };
}

export function createS3Store(opts: S3Options): FileStore {
  // The SDK takes ~0.4 s to import: only installs that use a bucket pay for it, once.
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const s3 = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(opts)),
    }));
    return loaded;
  };
  const Bucket = opts.bucket;

  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      const { sdk, client } = await s3();
      // No ACL: objects keep the bucket's private default and reach members only through the
      // API's authorised routes (storage-s3.test.ts checks every request).
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async putFile(key, path, contentType) {
      // One request with the bytes, as `put`: a streamed body makes the SDK send it
      // aws-chunked with a trailing checksum, which not every S3-compatible service decodes.
      await this.put(key, await readFile(path), contentType);
    },

    async get(key, range) {
      assertKey(key);
      const { sdk, client } = await s3();
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        // "bytes 0-99/1234": the whole object's size is after the slash.
        const total = res.ContentRange ? Number(res.ContentRange.split("/")[1]) : Number.NaN;
        return {
          bytes,
          contentType: res.ContentType ?? "application/octet-stream",
          size: Number.isFinite(total) ? total : bytes.length,
        };
      } catch (err) {
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async delete(key) {
      assertKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteFolder(folder) {
      assertKey(folder);
      const { sdk, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: `${folder}/`,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        // One DELETE per object: a member has at most a few dozen files.
        for (const { Key } of page.Contents ?? []) {
          if (Key) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

type StorageConfig = Pick<
  Config,
  | "dataDir"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/** The bucket's settings from S3_*, or null when S3_BUCKET is unset. */
export function s3Options(config: StorageConfig): S3Options | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  };
}

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR/files. */
export function createFileStore(config: StorageConfig): FileStore {
  const s3 = s3Options(config);
  return s3 ? createS3Store(s3) : createDiskStore(join(config.dataDir, "files"));
}
