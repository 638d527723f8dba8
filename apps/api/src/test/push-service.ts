import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importJWK, jwtVerify } from "jose";

/** One push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager makes
 * them, and the subscription JSON it would hand to the app.
 */
export interface TestSubscriber {
  endpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

/** A browser's subscription at `endpoint`: new keys, as PushManager makes them. */
export function subscriberAt(endpoint: string): TestSubscriber {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    subscription: {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: auth.toString("base64url"),
      },
    },
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    auth,
  };
}

/**
 * A push service on 127.0.0.1 for tests and the bench: https with a throwaway certificate (the
 * app reaches it through `agent`, which trusts it), answering 201 unless told otherwise per
 * path, and keeping every push it receives.
 */
export async function startPushService() {
  const dir = mkdtempSync(join(tmpdir(), "sagpan-push-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "pipe" },
  );
  const cert = readFileSync(certFile);
  const key = readFileSync(keyFile);
  rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let total = 0;
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const status = answers.get(path) ?? 201;
      if (status === 201) {
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      }
      total += 1;
      res.writeHead(status).end();
      for (const w of waiters.splice(0)) {
        if (total >= w.count) w.resolve();
        else waiters.push(w);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let devices = 0;

  return {
    origin,
    /** Trusts this service's certificate; keep-alive like the app's own agent. */
    agent: new Agent({ ca: cert, keepAlive: true, maxSockets: 64 }),
    received,
    /** Requests answered so far, delivered or not. */
    get requests() {
      return total;
    },
    /** Answers pushes to this subscriber with `status` from now on (410: the browser left). */
    answer(sub: TestSubscriber, status: number) {
      answers.set(new URL(sub.endpoint).pathname, status);
    },
    /** Resolves once `count` requests in all have been answered. */
    waitFor(count: number, timeoutMs = 20_000): Promise<void> {
      if (total >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`push service: ${total} of ${count} requests`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    /** Pushes delivered to this subscriber. */
    to: (sub: TestSubscriber) => received.filter((p) => p.path === new URL(sub.endpoint).pathname),
    /** A new browser subscription on this service. */
    subscriber(): TestSubscriber {
      devices += 1;
      return subscriberAt(`${origin}/push/device-${devices}-${randomBytes(6).toString("hex")}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys) with the subscriber's
 * private key and auth secret, as the browser does: the header carries the salt, the record
 * size and the sender's one-time public key.
 */
export function decryptPush(body: Buffer, sub: TestSubscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("one record expected");

  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(sub.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is ES256,
 * signed by `publicKey`, for this push service's origin, and not expired. Returns its claims.
 */
export async function verifyVapid(
  header: string | string[] | undefined,
  publicKey: string,
  audience: string,
) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(header ?? ""));
  if (!match) throw new Error(`not a VAPID Authorization header: ${String(header)}`);
  if (match[2] !== publicKey) throw new Error("the header names another public key");
  const point = Buffer.from(publicKey, "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  const { payload } = await jwtVerify(match[1]!, key, { audience, algorithms: ["ES256"] });
  return payload;
}
