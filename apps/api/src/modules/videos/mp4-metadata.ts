/**
 * Removes what an MP4 or QuickTime file says about where, when and with what it was made:
 * user-data boxes (`udta`, which holds `©xyz`, the place it was filmed), `meta` boxes
 * (Apple's location and device keys) and `uuid` boxes (XMP). No binary is needed: these
 * files are a tree of length-prefixed boxes (ISO/IEC 14496-12), and only boxes are dropped.
 *
 * A dropped box is not cut out but turned into a `free` box of the same size with its bytes
 * zeroed. Players skip `free` boxes, and since nothing moves, the chunk offsets in `stco` and
 * `co64` (absolute positions of the media data) stay right wherever `moov` sits.
 */

/** Boxes whose children are boxes, walked to find metadata at every level it may sit. */
const containers = new Set(["moov", "trak", "mdia", "minf", "stbl", "edts", "dinf", "mvex"]);
/** Metadata boxes, dropped wherever they are found in the walked tree. */
const metadata = new Set(["udta", "meta", "uuid"]);

export class Mp4StructureError extends Error {}

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** The boxes laid end to end between `from` and `to`; throws when a size does not fit. */
function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) throw new Mp4StructureError(`stray bytes at ${at}`);
    let size = bytes.readUInt32BE(at);
    let headerSize = 8;
    if (size === 1) {
      if (to - at < 16) throw new Mp4StructureError(`short box header at ${at}`);
      size = Number(bytes.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at; // "to the end of the file", allowed for the last box
    }
    if (size < headerSize || at + size > to) {
      throw new Mp4StructureError(`box at ${at} does not fit its parent`);
    }
    boxes.push({
      type: bytes.toString("latin1", at + 4, at + 8),
      start: at,
      headerSize,
      end: at + size,
    });
    at += size;
  }
  return boxes;
}

/** Turns the box into `free` of the same length, keeping a 64-bit size field as it was. */
function blank(bytes: Buffer, box: Box) {
  bytes.write("free", box.start + 4, "latin1");
  bytes.fill(0, box.start + box.headerSize, box.end);
}

function strip(bytes: Buffer, from: number, to: number): number {
  let dropped = 0;
  for (const box of boxesIn(bytes, from, to)) {
    if (metadata.has(box.type)) {
      blank(bytes, box);
      dropped++;
    } else if (containers.has(box.type)) {
      dropped += strip(bytes, box.start + box.headerSize, box.end);
    }
  }
  return dropped;
}

/**
 * A copy of the file without its metadata boxes, and how many were dropped. Throws
 * Mp4StructureError for a file that is not a well-formed box tree (it could hide them).
 */
export function stripMp4Metadata(file: Buffer): { bytes: Buffer; dropped: number } {
  const bytes = Buffer.from(file);
  return { bytes, dropped: strip(bytes, 0, bytes.length) };
}
