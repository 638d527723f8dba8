import type { mediaLimits, photoTypes, videoTypes } from "@sagpan/contract";

/**
 * The contract's media limits, repeated as values so the pages do not load zod; `satisfies`
 * stops the build if they ever differ from the contract's.
 */
export const limits = {
  maxPhotos: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
} as const satisfies typeof mediaLimits;

export const acceptedPhotoTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
] as const satisfies typeof photoTypes;

export const acceptedVideoTypes = [
  "video/mp4",
  "video/webm",
  "video/quicktime",
] as const satisfies typeof videoTypes;

/**
 * The upload error code a file would get, checked before sending it; the server checks the
 * content again. Browsers often give HEIC photos no type, so their name decides.
 */
export function fileProblem(
  file: File,
  types: readonly string[],
  maxBytes: number,
  extensions: readonly string[] = [],
): "upload.unsupported_type" | "upload.too_large" | null {
  const byName = extensions.some((ext) => file.name.toLowerCase().endsWith(ext));
  if (!types.includes(file.type) && !(file.type === "" && byName)) {
    return "upload.unsupported_type";
  }
  return file.size > maxBytes ? "upload.too_large" : null;
}

const MB = 1024 * 1024;

/** 10485760 → "10 MB", 17264 → "17 KB". */
export const megabytes = (bytes: number) =>
  bytes < MB
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${Math.round((bytes / MB) * 10) / 10} MB`;
