import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadDoc } from "../../test/trust-factories.ts";
import { exifHasGps, photo } from "../pictures/photo-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A phone photo of a document: camera EXIF with the GPS position, XMP, turned sideways. */
async function phonePhotoOfId(format: "jpeg" | "png" | "webp") {
  return sharp(await photo(900, 600))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Sagpan Test Camera", Model: "GPS-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 4/1 3360/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 52/1 3972/100",
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>GPSHOME</rdf:RDF></x:xmpmeta>')
    .toFormat(format)
    .toBuffer();
}

describe("verification document images", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "a %s is stored without EXIF, GPS or XMP, upright and readable",
    async (format) => {
      const m = await createMember(t.app);
      const sent = await phonePhotoOfId(format);
      const before = await sharp(sent).metadata();
      expect(before.exif && exifHasGps(before.exif)).toBe(true);
      expect(before.xmp).toBeDefined();
      expect(before.orientation).toBe(6);

      const res = await uploadDoc(t.app, m.token, "GovID", { name: `id.${format}`, bytes: sent });
      expect(res.statusCode).toBe(201);
      const doc = res.json().data;
      const file = await t.app.inject({ url: doc.file_url, headers: bearer(m.token) });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(`image/${format}`);
      const stored = file.rawPayload;
      expect(doc.size).toBe(stored.length);

      const after = await sharp(stored).metadata();
      expect(after.format).toBe(format);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(stored.includes("GPSHOME")).toBe(false);
      expect(stored.includes("Sagpan Test Camera")).toBe(false);
      // Turned upright by the orientation tag it had, at full size.
      expect([after.width, after.height]).toEqual([600, 900]);
    },
  );

  it("refuses an image that does not decode", async () => {
    const m = await createMember(t.app);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    const res = await uploadDoc(t.app, m.token, "GovID", { name: "id.jpg", bytes: broken });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("upload.unreadable");
  });
});
