import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
// s3rver ships no types; the little used here is typed below.
import S3rver from "s3rver";

/** What a test learns from the bucket server: where it is, and every request it was sent. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Credentials s3rver's built-in account accepts (it checks request signatures with them). */
  accessKeyId: string;
  secretAccessKey: string;
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
  /** The S3_* variables of an app that keeps its files in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on a free port, with one
 * empty bucket. Requests are recorded so tests can check how the app talks to the bucket.
 */
export async function startS3Server(bucket = "sagpan-media"): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "sagpan-s3-"));
  const server = new (S3rver as unknown as new (opts: object) => S3rverInstance)({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: S3TestServer["requests"] = [];
  server.httpServer.prependListener("request", (req) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    requests,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
