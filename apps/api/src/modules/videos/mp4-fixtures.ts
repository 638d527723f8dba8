/** Builds ISO-BMFF files box by box, for tests: `box("moov", box("udta", ...))`. */
export function box(type: string, ...content: (Buffer | string)[]): Buffer {
  const body = Buffer.concat(
    content.map((c) => (typeof c === "string" ? Buffer.from(c, "latin1") : c)),
  );
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** A full box (version and flags before the content), as `meta`, `mvhd` and `stco` are. */
export const fullBox = (type: string, ...content: (Buffer | string)[]) =>
  box(type, Buffer.alloc(4), ...content);

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => {
    b.writeUInt32BE(v, 4 * i);
  });
  return b;
};

/** Where a phone puts the place a video was filmed (ISO 6709, as in Mumbai). */
export const location = "+19.0760+072.8777/";
export const xmpUuid = Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex");

/**
 * A small MP4 laid out as phones write it: `ftyp`, then `moov` (with a chunk offset table
 * pointing into `mdat`, and metadata at movie and track level), then `mdat`; and an XMP
 * `uuid` box. `frames` is the media data, found through `stco`.
 */
export function phoneMp4(frames = Buffer.from("FRAME-ONE|FRAME-TWO", "latin1")) {
  const ftyp = box("ftyp", "isom", u32(512), "isommp41");
  const build = (mdatAt: number) =>
    box(
      "moov",
      fullBox("mvhd", Buffer.alloc(96)),
      box(
        "trak",
        fullBox("tkhd", Buffer.alloc(80)),
        box(
          "mdia",
          fullBox("mdhd", Buffer.alloc(20)),
          box("minf", box("stbl", fullBox("stco", u32(2, mdatAt + 8, mdatAt + 8 + 10)))),
        ),
        box("udta", box("name", "Sunil's phone")),
        fullBox("meta", box("hdlr", Buffer.alloc(20)), box("ilst", "track maker")),
      ),
      box("udta", box("\xa9xyz", u32(0x00120000), location), box("\xa9day", "2026-01-02")),
      fullBox("meta", box("keys", "com.apple.quicktime.location.ISO6709"), box("ilst", location)),
    );
  // The offsets depend on moov's size, which does not depend on them: build twice.
  const moovSize = build(0).length;
  const xmp = box("uuid", xmpUuid, `<x:xmpmeta><exif:GPSLatitude>19,4.56N</exif:GPSLatitude>`);
  const mdatAt = ftyp.length + moovSize + xmp.length;
  return Buffer.concat([ftyp, build(mdatAt), xmp, box("mdat", frames)]);
}

/** The chunk offsets in the file's (first) `stco` box. */
export function chunkOffsets(file: Buffer): number[] {
  const at = file.indexOf("stco", 0, "latin1");
  const count = file.readUInt32BE(at + 8);
  return Array.from({ length: count }, (_, i) => file.readUInt32BE(at + 12 + 4 * i));
}
