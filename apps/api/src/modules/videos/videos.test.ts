import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../lib/storage.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { chunkOffsets, location, phoneMp4 } from "./mp4-fixtures.ts";
import { createVideosService } from "./videos.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** An ISO-BMFF file: an 'ftyp' box with the given brand, then an 'mdat' box of filler. */
const isoMedia = (brand: string, size = 4096) => {
  const file = Buffer.alloc(size);
  file.writeUInt32BE(24, 0);
  file.write(`ftyp${brand}\0\0\0\0${brand}mp41`, 4, "latin1");
  file.writeUInt32BE(size - 24, 24);
  file.write("mdat", 28, "latin1");
  for (let i = 32; i < Math.min(size, 8192); i++) file[i] = i % 251;
  return file;
};
const mp4 = (size?: number) => isoMedia("isom", size);

/** An EBML header whose DocType is "webm". */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
    Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
    Buffer.from("webm", "latin1"),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(1000),
  ]);

async function multipart(field: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const req = new Request("http://sagpan.test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type")! },
  };
}

async function upload(member: Member, bytes: Buffer, name = "intro.mp4", field = "file") {
  const body = await multipart(field, name, bytes);
  return t.app.inject({
    method: "POST",
    url: "/api/v1/videointro",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(member.token) },
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("video introduction", () => {
  it("stores an MP4 and serves it, whole or by range", async () => {
    const me = await createMember(t.app);
    const bytes = mp4(5000);
    const res = await upload(me, bytes, "my intro.MOV");
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ content_type: "video/mp4", size: 5000 });
    expect(data.url).toMatch(new RegExp(`^/api/v1/files/videos/[0-9a-f-]{36}\\?m=${me.userId}&s=`));

    expect((await get("/api/v1/videointro", bearer(me.token))).json()).toEqual({ data });

    const whole = await get(data.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toBe("private, max-age=600");
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await get(data.url, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/5000");
    expect(part.headers["content-length"]).toBe("100");
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const open = await get(data.url, { range: "bytes=4990-" });
    expect(open.headers["content-range"]).toBe("bytes 4990-4999/5000");
    const tail = await get(data.url, { range: "bytes=-10" });
    expect(tail.rawPayload.equals(bytes.subarray(4990))).toBe(true);

    const past = await get(data.url, { range: "bytes=6000-" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */5000");
    expect(past.json().error.code).toBe("files.range_not_satisfiable");
  });

  it("stores an MP4 without its location and other metadata, still playable", async () => {
    const me = await createMember(t.app);
    const sent = phoneMp4();
    const res = await upload(me, sent, "VID_2026.mp4");
    expect(res.statusCode).toBe(201);
    const served = (await get(res.json().data.url)).rawPayload;
    const [stored] = await readdir(join(t.filesDir, "videos", me.userId));
    const onDisk = await readFile(join(t.filesDir, "videos", me.userId, stored!));
    for (const bytes of [served, onDisk]) {
      expect(bytes.includes(location)).toBe(false);
      expect(bytes.includes("\xa9xyz", 0, "latin1")).toBe(false);
      expect(bytes.includes("GPSLatitude")).toBe(false);
      // Same length, same media data where the chunk offsets say it is.
      expect(bytes.length).toBe(sent.length);
      const [first] = chunkOffsets(bytes);
      expect(bytes.toString("latin1", first, first! + 9)).toBe("FRAME-ONE");
    }
  });

  it("refuses an MP4 whose boxes do not parse, rather than keep what it may hide", async () => {
    const me = await createMember(t.app);
    const broken = phoneMp4();
    broken.writeUInt32BE(broken.length * 2, 24);
    const res = await upload(me, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("upload.unreadable");
    expect((await get("/api/v1/videointro", bearer(me.token))).json()).toEqual({ data: null });
  });

  it("accepts WebM and QuickTime by their content", async () => {
    const me = await createMember(t.app);
    const w = await upload(me, webm(), "clip.mp4");
    expect(w.json().data.content_type).toBe("video/webm");
    const q = await upload(me, isoMedia("qt  "), "clip.mp4");
    expect(q.json().data.content_type).toBe("video/quicktime");
  });

  it("refuses a file that is not a video, whatever it is called", async () => {
    const me = await createMember(t.app);
    for (const bytes of [
      Buffer.from("I am a text file\n".repeat(100)),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(2000).fill(0)]),
    ]) {
      const res = await upload(me, bytes, "intro.mp4");
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "upload.unsupported_type",
        message: "This file type is not supported",
      });
    }
    expect((await get("/api/v1/videointro", bearer(me.token))).json()).toEqual({ data: null });
  });

  it("refuses a video over 50 MB with 413", async () => {
    const me = await createMember(t.app);
    const res = await upload(me, mp4(50 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: "upload.too_large",
      message: "The file is larger than the 50 MB limit",
    });
  });

  it("takes the file in any part (the spec's img_upload too), and needs a signed-in member", async () => {
    const me = await createMember(t.app);
    expect((await upload(me, mp4(), "intro.mp4", "img_upload")).statusCode).toBe(201);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/v1/videointro",
      headers: { ...bearer(me.token), "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--\r\n",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe("upload.missing_file");
    const body = await multipart("file", "intro.mp4", mp4());
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/videointro", ...body })).statusCode,
    ).toBe(401);
    expect((await get("/api/v1/videointro")).statusCode).toBe(401);
  });

  it("a new upload replaces the old video, whose URL stops working", async () => {
    const me = await createMember(t.app);
    const first = (await upload(me, mp4(3000))).json().data;
    const second = (await upload(me, webm())).json().data;
    expect((await get(first.url)).statusCode).toBe(404);
    expect((await get(second.url)).statusCode).toBe(200);
    await t.jobsDone(); // file deletions run on the job queue
    expect(await readdir(join(t.filesDir, "videos", me.userId))).toHaveLength(1);
  });

  it("DELETE /videointro/1 removes the video and its file", async () => {
    const me = await createMember(t.app);
    const { url } = (await upload(me, mp4())).json().data;
    const other = await createMember(t.app);
    const theirs = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/videointro/1",
      headers: bearer(other.token),
    });
    expect(theirs.json()).toEqual({ ok: true });
    expect((await get(url)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/videointro/1",
      headers: bearer(me.token),
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await get("/api/v1/videointro", bearer(me.token))).json()).toEqual({ data: null });
    expect((await get(url)).statusCode).toBe(404);
    await t.jobsDone(); // file deletions run on the job queue
    const owners = await readdir(join(t.filesDir, "videos")).catch(() => [] as string[]);
    expect(owners).not.toContain(me.userId);
  });

  it("purging a deleted account's media removes its video file", async () => {
    const me = await createMember(t.app);
    const { url } = (await upload(me, mp4())).json().data;
    await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(me.token),
    });
    expect((await get(url)).statusCode).toBe(404);
    const videos = createVideosService({
      db: t.database.db,
      files: createDiskStore(t.filesDir),
      secret: "x".repeat(32),
    });
    await videos.purge(me.userId);
    await t.jobsDone(); // file deletions run on the job queue
    const owners = await readdir(join(t.filesDir, "videos")).catch(() => [] as string[]);
    expect(owners).not.toContain(me.userId);
  });

  it("a URL handed out before a block stops working for the blocked member", async () => {
    const bride = await createMember(t.app);
    const groom = await createMember(t.app, { body: { gender: "male", birthdate: "1992-02-02" } });
    expect((await upload(bride, mp4())).statusCode).toBe(201);
    const view = await get(`/api/v1/profiles/${bride.userId}/`, bearer(groom.token));
    const url = view.json().data.video_intro as string;
    expect(url).toContain(`m=${groom.userId}&`);
    expect((await get(url)).statusCode).toBe(200);
    // Another member's id on the URL breaks its signature.
    expect((await get(url.replace(groom.userId, bride.userId))).statusCode).toBe(404);

    const block = (path: string, body: object) =>
      t.app.inject({ method: "POST", url: path, payload: body, headers: bearer(bride.token) });
    await block("/api/v1/block/", { block_request: { profileId: groom.userId } });
    const refused = await get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe("video.not_found");
    await block("/api/v1/unblock/", { unblock_request: { profileId: groom.userId } });
    expect((await get(url)).statusCode).toBe(200);
  });

  it("a tampered or missing signature opens nothing", async () => {
    const me = await createMember(t.app);
    const { url } = (await upload(me, mp4())).json().data as { url: string };
    const sig = new URL(url, "http://x").searchParams.get("s")!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const tampered = await get(url.replace(sig, flipped));
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().error.code).toBe("video.not_found");
    expect((await get(url.split("?")[0]!)).statusCode).toBe(404);
  });
});
