import type { ByteRange } from "../../lib/storage.ts";

/**
 * The single range asked for by an HTTP Range header (RFC 9110 §14.1.2) over a file of
 * `size` bytes: null to send the whole file (no header, several ranges, another unit or a
 * malformed value), "unsatisfiable" for a range wholly past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== "" && Number(to) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
