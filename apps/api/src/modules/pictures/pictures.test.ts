import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Picture } from "@sagpan/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  exifHasGps,
  multipart,
  photo,
  type Upload,
  uploadPhotos,
  webpChunks,
} from "./photo-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const upload = (member: Member, files: Upload[]) => uploadPhotos(t.app, member.token, files);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("uploading photos", () => {
  it("stores each photo as WebP in three sizes, the first becoming primary", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, [
      { name: "a.jpg", bytes: await photo(2000, 1500) },
      { name: "b.png", bytes: await photo(600, 900, "png") },
    ]);
    expect(res.statusCode).toBe(201);
    const { data, next } = res.json();
    expect(next).toBeNull();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ is_primary: true, width: 1280, height: 960 });
    expect(data[1]).toMatchObject({ is_primary: false, width: 600, height: 900 });
    expect(data[0].blurhash).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{20,}$/);
    expect(data[0].url).toBe(data[0].medium);

    const list = await get("/api/v1/pics", bearer(me.token));
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual(
      data.map((p: { id: string }) => p.id),
    );

    const longest = { small: 320, medium: 720, large: 1280 } as const;
    for (const size of ["small", "medium", "large"] as const) {
      const file = await get(data[0][size]);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      // A member's photo is checked again after ten minutes (a block ends it).
      expect(file.headers["cache-control"]).toBe("private, max-age=600");
      expect(file.headers.etag).toBe(`"${data[0].id}-${size}"`);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width, meta.height)).toBe(longest[size]);
    }
  });

  it("never enlarges a small photo", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, [{ name: "tiny.webp", bytes: await photo(200, 100, "webp") }]);
    const [pic] = res.json().data;
    expect(pic).toMatchObject({ width: 200, height: 100 });
    const large = await sharp((await get(pic.large)).rawPayload).metadata();
    expect([large.width, large.height]).toEqual([200, 100]);
  });

  it("answers 304 when the browser already has the file", async () => {
    const me = await createMember(t.app);
    const [pic] = (await upload(me, [{ name: "a.jpg", bytes: await photo(400, 300) }])).json().data;
    const again = await get(pic.small, { "if-none-match": `"${pic.id}-small"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("turns the photo upright by its EXIF orientation", async () => {
    const me = await createMember(t.app);
    const sideways = await sharp(await photo(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const [pic] = (await upload(me, [{ name: "phone.jpg", bytes: sideways }])).json().data;
    expect(pic).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp((await get(pic.large)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
  });

  it("A photo uploaded with GPS EXIF comes back with no EXIF at all", async () => {
    const me = await createMember(t.app);
    const source = await sharp(await photo(1600, 1200))
      .jpeg()
      .withExif({
        IFD0: { Make: "Sagpan Test Camera", Model: "GPS-1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "23/1 1/1 3000/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "72/1 34/1 0/1",
        },
      })
      .toBuffer();
    const sourceExif = (await sharp(source).metadata()).exif;
    expect(sourceExif && exifHasGps(sourceExif)).toBe(true);

    const res = await upload(me, [{ name: "gps.jpg", bytes: source }]);
    expect(res.statusCode).toBe(201);
    const [pic] = res.json().data;
    for (const size of ["small", "medium", "large"] as const) {
      const bytes = (await get(pic[size])).rawPayload;
      const chunks = webpChunks(bytes);
      expect(chunks).not.toContain("EXIF");
      expect(chunks).not.toContain("XMP ");
      expect(bytes.includes("Sagpan Test Camera")).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });
});

describe("refused uploads", () => {
  it("checks the content, not the name: a text file called .jpg is refused", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, [
      { name: "holiday.jpg", bytes: Buffer.from("just some text\n".repeat(50)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "upload.unsupported_type",
      message: "This file type is not supported",
      fields: { file: "holiday.jpg" },
    });
    expect((await get("/api/v1/pics", bearer(me.token))).json().data).toEqual([]);
  });

  it("refuses a GIF even though it is an image", async () => {
    const me = await createMember(t.app);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    const res = await upload(me, [{ name: "anim.jpg", bytes: gif }]);
    expect(res.json().error.code).toBe("upload.unsupported_type");
  });

  it("says plainly when a HEIC photo cannot be read by this server", async () => {
    const me = await createMember(t.app);
    // An ISO-BMFF 'ftyp' box with the HEIC brand: what an iPhone photo starts with.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2000),
    ]);
    const res = await upload(me, [{ name: "IMG_0001.HEIC", bytes: heic }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("upload.unsupported_type");
    expect(res.json().error.message).toMatch(/HEIC/);
  });

  it("refuses a file that looks like a JPEG but is not one", async () => {
    const me = await createMember(t.app);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    const res = await upload(me, [{ name: "broken.jpg", bytes: broken }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("upload.unreadable");
  });

  it("refuses a photo over 10 MB with 413", async () => {
    const me = await createMember(t.app);
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(me, [{ name: "big.jpg", bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: "upload.too_large",
      message: "The file is larger than the 10 MB limit",
    });
  });

  it("holds a profile to 10 photos: the 11th is refused with 409", async () => {
    const me = await createMember(t.app);
    const bytes = await photo(120, 90);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.jpg`, bytes }));
    expect((await upload(me, ten)).statusCode).toBe(201);
    const res = await upload(me, [{ name: "p11.jpg", bytes }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "upload.too_many_photos",
      message: "You can add up to 10 photos",
    });
    expect((await get("/api/v1/pics", bearer(me.token))).json().data).toHaveLength(10);
  });

  it("two uploads at once cannot pass the limit together", async () => {
    const me = await createMember(t.app);
    const bytes = await photo(120, 90);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, bytes }));
    const results = await Promise.all([upload(me, six), upload(me, six)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const kept = (await get("/api/v1/pics", bearer(me.token))).json().data as Picture[];
    expect(kept).toHaveLength(6);
    await t.jobsDone(); // file deletions run on the job queue
    const stored = await readdir(join(t.filesDir, "pics", me.userId));
    expect(stored.sort()).toEqual(kept.map((p) => p.id).sort());
  });

  it("refuses 11 photos sent at once and keeps none of them", async () => {
    const me = await createMember(t.app);
    const bytes = await photo(120, 90);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes }));
    const res = await upload(me, eleven);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("upload.too_many_photos");
    expect((await get("/api/v1/pics", bearer(me.token))).json().data).toEqual([]);
  });

  it("keeps nothing from an upload with one bad file, in the store either", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, [
      { name: "good.jpg", bytes: await photo(300, 200) },
      { name: "bad.jpg", bytes: Buffer.from("not a photo at all, honestly") },
    ]);
    expect(res.statusCode).toBe(400);
    expect((await get("/api/v1/pics", bearer(me.token))).json().data).toEqual([]);
    await t.jobsDone(); // file deletions run on the job queue
    const folders = await readdir(join(t.filesDir, "pics")).catch(() => [] as string[]);
    expect(folders).not.toContain(me.userId);
  });

  it("takes photos in any file part (files, img_upload_0..n), and needs one", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, [
      { name: "a.jpg", bytes: await photo(100, 100), field: "img_upload_0" },
      { name: "b.jpg", bytes: await photo(120, 100), field: "img_upload_1" },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toHaveLength(2);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/bulk/picb",
      payload: { files: [] },
      headers: bearer(me.token),
    });
    expect(json.json().error.code).toBe("upload.missing_file");
  });

  it("needs a signed-in member", async () => {
    const body = await multipart([{ name: "a.jpg", bytes: await photo(100, 100) }]);
    const res = await t.app.inject({ method: "POST", url: "/api/v1/bulk/picb", ...body });
    expect(res.statusCode).toBe(401);
    expect((await get("/api/v1/pics")).statusCode).toBe(401);
  });
});
