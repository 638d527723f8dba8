import { readdir } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { documentLimits, mediaLimits } from "@sagpan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../modules/pictures/photo-fixtures.ts";
import { bearer, createMember } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { pdfBytes } from "../test/trust-factories.ts";

// Over a real socket, in 64 KiB pieces as a browser sends them: app.inject hands the parser
// the whole body at once, which hid the cut-short uploads this file guards against.
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const MB = 1024 * 1024;

interface Reply {
  status: number;
  body: { error?: { code: string; message: string } };
}

/**
 * Sends `body` in 64 KiB writes, so the multipart parser sees it arrive piece by piece, and
 * pauses after byte `pauseAt`: a piece that ends exactly at the size limit is the case the
 * parser reports only by a flag, which let files through cut short.
 */
function post(
  path: string,
  token: string,
  contentType: string,
  body: Buffer,
  pauseAt = body.length,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": contentType, "content-length": body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    // The server may answer 413 and close before the whole body is written.
    req.on("error", reject);
    let at = 0;
    const writeUpTo = (end: number, then: () => void) => {
      while (at < end) {
        const piece = body.subarray(at, Math.min(at + 64 * 1024, end));
        at += piece.length;
        if (!req.write(piece)) return void req.once("drain", () => writeUpTo(end, then));
      }
      then();
    };
    writeUpTo(pauseAt, () => setTimeout(() => writeUpTo(body.length, () => req.end()), 200));
  });
}

const boundary = "----sagpan-upload-test";
function form(field: string, name: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const formType = `multipart/form-data; boundary=${boundary}`;

/** `head` followed by zeros up to exactly `size` bytes (readers ignore what follows the end). */
const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length)]);

/** An MP4 start: an 'ftyp' box and then one 'mdat' box holding the rest. */
function mp4Of(size: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom\0\0\0\0isommp41")]);
  const mdat = Buffer.alloc(size - ftyp.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat]);
}

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
};

interface Route {
  name: string;
  path: string;
  field: string;
  limit: number;
  folder: string;
  file: (size: number) => Promise<Buffer>;
  list: string;
}

const jpegHead = photo(200, 150);
const routes: Route[] = [
  {
    name: "photos",
    path: "/api/v1/bulk/picb",
    field: "files",
    limit: mediaLimits.photoMaxBytes,
    folder: "pics",
    file: async (size) => padded(await jpegHead, size),
    list: "/api/v1/pics",
  },
  {
    name: "documents",
    path: "/api/v1/verification/doc?docType=GovID",
    field: "file",
    limit: documentLimits.maxBytes,
    folder: "docs",
    file: async (size) => padded(pdfBytes, size),
    list: "/api/v1/verification/docs",
  },
  {
    name: "video",
    path: "/api/v1/videointro",
    field: "file",
    limit: mediaLimits.videoMaxBytes,
    folder: "videos",
    file: async (size) => mp4Of(size),
    list: "/api/v1/videointro",
  },
];

describe.each(routes)("uploading $name over a real socket", (route) => {
  const send = async (size: number) => {
    const m = await createMember(t.app);
    const bytes = await route.file(size);
    expect(bytes.length).toBe(size);
    const body = form(route.field, "upload.bin", bytes);
    const fileStart = body.indexOf("\r\n\r\n") + 4;
    const res = await post(route.path, m.token, formType, body, fileStart + route.limit);
    const stored = await filesUnder(join(t.filesDir, route.folder, m.userId));
    const list = (await t.app.inject({ url: route.list, headers: bearer(m.token) })).json();
    return { res, stored, list };
  };

  it("accepts a file of exactly the limit", async () => {
    const { res, stored } = await send(route.limit);
    expect(res.status).toBe(201);
    expect(stored.length).toBeGreaterThan(0);
  });

  it.each([
    ["one byte", 1],
    ["1 MB", MB],
  ])("refuses the limit plus %s with 413 and stores nothing", async (_, extra) => {
    const { res, stored, list } = await send(route.limit + extra);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: "upload.too_large",
      message: `The file is larger than the ${route.limit / MB} MB limit`,
    });
    expect(stored).toEqual([]);
    expect(list.data === null || list.data.length === 0).toBe(true);
  });
});

describe.each(routes)("a malformed form for $name", (route) => {
  it("without a boundary gets 400", async () => {
    const m = await createMember(t.app);
    const body = form(route.field, "a.bin", await route.file(4096));
    const res = await post(route.path, m.token, "multipart/form-data", body);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toMatch(/^(request\.invalid|upload\.missing_file)$/);
  });

  it("cut off before its end gets 400 and stores nothing", async () => {
    const m = await createMember(t.app);
    const whole = form(route.field, "a.bin", await route.file(200_000));
    const res = await post(route.path, m.token, formType, whole.subarray(0, 100_000));
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("request.invalid");
    expect(await filesUnder(join(t.filesDir, route.folder, m.userId))).toEqual([]);
  });
});
