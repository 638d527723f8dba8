import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import { bearer } from "../../test/factories.ts";

export interface Upload {
  name: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipart(files: Upload[]) {
  const form = new FormData();
  for (const f of files) {
    form.append(f.field ?? "files", new Blob([new Uint8Array(f.bytes)]), f.name);
  }
  const req = new Request("http://sagpan.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type")! },
  };
}

/** `POST /bulk/picb` as the member, with the files as multipart form data. */
export async function uploadPhotos(app: FastifyInstance, token: string, files: Upload[]) {
  const body = await multipart(files);
  return app.inject({
    method: "POST",
    url: "/api/v1/bulk/picb",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** A photo with some shapes in it, so the encoders have real work to do. */
export function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  const shapes = Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#3355aa"/><rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#22aa66"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: "#e0a060" } })
    .composite([{ input: shapes }])
    .toFormat(format)
    .toBuffer();
}

/** The four-character chunk names of a RIFF/WebP file. */
export function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
  expect(bytes.toString("latin1", 8, 12)).toBe("WEBP");
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.toString("latin1", at, at + 4));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** Whether an EXIF block (as sharp's metadata returns it) holds a GPS IFD pointer (0x8825). */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const le = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}
