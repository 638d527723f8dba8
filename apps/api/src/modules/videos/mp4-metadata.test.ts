import { describe, expect, it } from "vitest";
import { box, chunkOffsets, location, phoneMp4, xmpUuid } from "./mp4-fixtures.ts";
import { Mp4StructureError, stripMp4Metadata } from "./mp4-metadata.ts";

const has = (bytes: Buffer, text: string | Buffer) => bytes.includes(text);

describe("stripping MP4 metadata", () => {
  it("drops the location, user data, meta and XMP boxes at every level", () => {
    const original = phoneMp4();
    for (const marker of [location, "\xa9xyz", "Sunil's phone", "2026-01-02", "GPSLatitude"]) {
      expect(has(original, Buffer.from(marker, "latin1"))).toBe(true);
    }
    const { bytes, dropped } = stripMp4Metadata(original);
    // moov/udta, moov/meta, trak/udta, trak/meta and the XMP uuid.
    expect(dropped).toBe(5);
    for (const marker of [location, "\xa9xyz", "Sunil's phone", "2026-01-02", "GPSLatitude"]) {
      expect(has(bytes, Buffer.from(marker, "latin1"))).toBe(false);
    }
    expect(has(bytes, xmpUuid)).toBe(false);
    for (const type of ["udta", "meta", "uuid"]) expect(has(bytes, Buffer.from(type))).toBe(false);
    // The caller's buffer is left as it was.
    expect(has(original, Buffer.from(location))).toBe(true);
  });

  it("moves nothing: the chunk offsets still point at the same media data", () => {
    const original = phoneMp4();
    const { bytes } = stripMp4Metadata(original);
    expect(bytes.length).toBe(original.length);
    const offsets = chunkOffsets(bytes);
    expect(offsets).toEqual(chunkOffsets(original));
    expect(bytes.toString("latin1", offsets[0], offsets[0]! + 9)).toBe("FRAME-ONE");
    expect(bytes.toString("latin1", offsets[1], offsets[1]! + 9)).toBe("FRAME-TWO");
    // Every box still parses, the dropped ones as `free`.
    expect(stripMp4Metadata(bytes).dropped).toBe(0);
    expect(bytes.toString("latin1", 4, 8)).toBe("ftyp");
  });

  it("keeps a 64-bit box size as it was", () => {
    const big = Buffer.alloc(24);
    big.writeUInt32BE(1, 0);
    big.write("udta", 4, "latin1");
    big.writeBigUInt64BE(24n, 8);
    big.write("SECRET!!", 16, "latin1");
    const file = Buffer.concat([box("ftyp", "isom\0\0\0\0"), box("moov", big)]);
    const { bytes, dropped } = stripMp4Metadata(file);
    expect(dropped).toBe(1);
    expect(bytes.readBigUInt64BE(16 + 8 + 8)).toBe(24n);
    expect(bytes.toString("latin1", 16 + 8 + 4, 16 + 8 + 8)).toBe("free");
    expect(has(bytes, Buffer.from("SECRET!!"))).toBe(false);
  });

  it("refuses a file whose boxes do not fit together, which could hide metadata", () => {
    const file = phoneMp4();
    const broken = Buffer.from(file);
    broken.writeUInt32BE(file.length * 2, 24); // moov claims more than the file holds
    expect(() => stripMp4Metadata(broken)).toThrow(Mp4StructureError);
    expect(() => stripMp4Metadata(Buffer.concat([file, Buffer.from([0, 0, 0])]))).toThrow(
      Mp4StructureError,
    );
  });
});
