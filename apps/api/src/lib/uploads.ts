import { createHmac, timingSafeEqual } from "node:crypto";
import multipart from "@fastify/multipart";
import type { ErrorCode } from "@sagpan/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { addressKeyOf, memberKey } from "./client-keys.ts";
import { AppError } from "./errors.ts";

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Adds multipart parsing to the calling plugin's scope only (JSON routes keep their 1 MB body
 * limit). Limits are given per request, so a scope that already has the parser reuses it.
 */
export async function useMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser("multipart/form-data")) return;
  await app.register(multipart, { limits: { fields: 10, parts: 20 } });
}

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The parser's failures in the contract's words. Errors without an HTTP status come from busboy
 * itself (no boundary, a form cut off before its end): the sender's fault, so 400, not 500.
 */
function uploadError(err: unknown, opts: { maxBytes: number; tooMany?: ErrorCode }): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge(opts.maxBytes);
    case "FST_FILES_LIMIT":
      return new AppError(opts.tooMany ?? "request.invalid");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("upload.missing_file");
  }
  if ((err as { statusCode?: number }).statusCode) return err;
  return new AppError("request.invalid", undefined, "The upload form is malformed or incomplete");
}

const tooLarge = (maxBytes: number) =>
  new AppError("upload.too_large", undefined, `The file is larger than the ${mib(maxBytes)} limit`);

/**
 * Reads the form's files, each fully buffered (never more than `maxBytes`) before the next is
 * parsed, so memory holds one upload at a time. A file counts whatever its part is named: the
 * spec's clients send `file`, `files`, `img_upload` or `img_upload_0..n`, and no route takes
 * two kinds of file, so the name tells nothing (text fields are not files and are ignored).
 *
 * Every upload route reads its files through here. A file over the limit is cut short by the
 * parser, which says so only by `file.truncated` when the cut falls between two pieces of
 * the body; so the flag is checked on every file, and a cut-short file is never handed on.
 */
export async function* uploadedFiles(
  req: FastifyRequest,
  opts: { maxBytes: number; maxFiles: number; tooMany?: ErrorCode },
): AsyncGenerator<UploadedFile> {
  try {
    const parts = req.files({ limits: { fileSize: opts.maxBytes, files: opts.maxFiles } });
    for await (const part of parts) {
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > opts.maxBytes) throw tooLarge(opts.maxBytes);
      yield { filename: part.filename, bytes };
    }
  } catch (err) {
    throw uploadError(err, opts);
  }
}

/**
 * The one file of a single-file form, or undefined when the form has none. The whole
 * form is read before the file is handed on, so a second file (`request.invalid`, by the
 * files limit) or a form cut off after the file is refused, not half-accepted.
 */
export async function firstUploadedFile(
  req: FastifyRequest,
  opts: { maxBytes: number },
): Promise<UploadedFile | undefined> {
  let first: UploadedFile | undefined;
  for await (const file of uploadedFiles(req, { ...opts, maxFiles: 1 })) first ??= file;
  return first;
}

/**
 * The detected type when it is one of `allowed`; the name and the declared type are
 * ignored, since both are whatever the sender says.
 */
export async function sniffType<T extends string>(
  file: UploadedFile,
  allowed: readonly T[],
): Promise<T> {
  const detected = (await fileTypeFromBuffer(file.bytes))?.mime;
  const match = allowed.find((type) => type === detected);
  if (!match) throw new AppError("upload.unsupported_type", { file: file.filename });
  return match;
}

/**
 * Short HMAC signatures for file URLs. Images load through <img> and <video>, which cannot
 * send a bearer token, so the API signs each URL it hands out and the file routes check it.
 * The key is derived from the app secret so a URL signature can never pass as a token one.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac("sha256", secret).update("sagpan file urls v1").digest();
  const sign = (...parts: string[]) =>
    createHmac("sha256", key)
      .update(parts.join("\n"))
      .digest()
      .subarray(0, 16)
      .toString("base64url");
  return {
    sign,
    verify(signature: string | undefined, ...parts: string[]): boolean {
      if (!signature) return false;
      const expected = Buffer.from(sign(...parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;

/** Files are stored under a fresh id each time, so their bytes never change. */
export const immutableCache = "public, max-age=31536000, immutable";

/**
 * The signed file routes' limit: one page of profiles loads dozens of photos, which the
 * API-wide limit would soon throttle while someone browses. <img> sends no bearer token, so a
 * photo counts against the member its URL was signed for (`m`), else its address: members
 * browsing from one hall's Wi-Fi each have their own 3,000 a minute. A made-up `m` gains
 * nothing: its signature fails before any read, and the reply is a 404.
 */
export const fileRouteRateLimit = {
  max: 3000,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) => {
    const viewer = (req.query as { m?: unknown } | undefined)?.m;
    return typeof viewer === "string" && UUID.test(viewer)
      ? memberKey(viewer.toLowerCase())
      : addressKeyOf(req.ip);
  },
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
