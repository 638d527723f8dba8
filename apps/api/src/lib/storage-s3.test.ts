import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo, uploadPhotos } from "../modules/pictures/photo-fixtures.ts";
import { bearer, createMember } from "../test/factories.ts";
import { type S3TestServer, startS3Server } from "../test/s3-server.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { pdfBytes, uploadDoc } from "../test/trust-factories.ts";

// The whole app with S3_* set, against s3rver, a real S3-protocol server on a local port:
// every photo, video, document and biodata goes through the official SDK and back.
let s3: S3TestServer;
let t: TestApp;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: "ap-south-1",
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** An MP4 ('ftyp' isom, then an 'mdat' of varied bytes), so a wrong slice shows. */
function mp4(size: number): Buffer {
  const file = Buffer.alloc(size);
  file.writeUInt32BE(24, 0);
  file.write("ftypisom\0\0\0\0isommp41", 4, "latin1");
  file.writeUInt32BE(size - 24, 24);
  file.write("mdat", 28, "latin1");
  for (let i = 32; i < size; i++) file[i] = i % 251;
  return file;
}

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key ?? "").sort();
}

describe("files in an S3 bucket", () => {
  it("stores photos in the bucket and serves each size only on a signed, member-bound URL", async () => {
    const me = await createMember(t.app);
    const res = await uploadPhotos(t.app, me.token, [
      { name: "a.jpg", bytes: await photo(900, 600) },
    ]);
    expect(res.statusCode).toBe(201);
    const [pic] = res.json().data;
    expect(await keysUnder("pics/")).toEqual(
      expect.arrayContaining(
        ["blur", "small", "medium", "large"].map((s) => `pics/${me.userId}/${pic.id}/${s}.webp`),
      ),
    );
    for (const size of ["small", "medium", "large"] as const) {
      const file = await get(pic[size]);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect((await sharp(file.rawPayload).metadata()).format).toBe("webp");
    }
    // Without the signature, or with the member's name taken off, nothing opens.
    expect((await get(pic.small.split("?")[0])).statusCode).toBe(404);
    expect((await get(pic.small.replace(/m=[^&]+&/, ""))).statusCode).toBe(404);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/pics/${pic.id}`,
      headers: bearer(me.token),
    });
    expect(del.statusCode).toBeLessThan(300);
    // Files follow their row on the job queue (docs/decisions/0009-job-queue.md).
    await t.jobsDone();
    expect(await keysUnder(`pics/${me.userId}/`)).toEqual([]);
    expect((await get(pic.small)).statusCode).toBe(404);
  });

  it("streams a video by HTTP Range from the bucket", async () => {
    const me = await createMember(t.app);
    const bytes = mp4(50_000);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), "intro.mp4");
    const req = new Request("http://sagpan.test/", { method: "POST", body: form });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/videointro",
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { "content-type": req.headers.get("content-type") ?? "", ...bearer(me.token) },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    expect(await keysUnder(`videos/${me.userId}/`)).toHaveLength(1);

    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get(url, { range: "bytes=1000-1999" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 1000-1999/50000");
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await get(url, { range: "bytes=-100" });
    expect(tail.headers["content-range"]).toBe("bytes 49900-49999/50000");
    expect(tail.rawPayload.equals(bytes.subarray(49_900))).toBe(true);
    // The bucket was asked for the slice, not the whole file.
    expect(
      s3.requests.some((r) => r.method === "GET" && r.headers.range === "bytes=1000-1999"),
    ).toBe(true);
    expect((await get(url.replace(/s=[^&]+/, "s=AAAAAAAAAAAAAAAAAAAAAA"))).statusCode).toBe(404);
  });

  it("keeps verification documents for their owner (and admins) only", async () => {
    const owner = await createMember(t.app);
    const other = await createMember(t.app);
    const doc = (await uploadDoc(t.app, owner.token, "GovID")).json().data;
    expect(await keysUnder(`docs/${owner.userId}/`)).toHaveLength(1);
    const mine = await get(doc.file_url, bearer(owner.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await get(doc.file_url, bearer(other.token))).statusCode).toBe(404);
    expect((await get(doc.file_url)).statusCode).toBe(401);
  });

  it("renders a biodata PDF with the primary photo read from the bucket", async () => {
    const m = await createMember(t.app);
    await uploadPhotos(t.app, m.token, [{ name: "me.jpg", bytes: await photo(600, 800) }]);
    const { url } = (await get("/api/v1/biodata", bearer(m.token))).json();
    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.toString("latin1")).toContain("/Subtype /Image");
  });

  it("never makes an object public nor hands out a bucket address", async () => {
    const requests = s3.requests.filter((r) => r.method !== "HEAD");
    expect(requests.length).toBeGreaterThan(10);
    for (const r of requests) {
      // Every call is signed with the app's key; none asks for a canned ACL or a grant, so
      // objects keep the bucket's private default (and a bucket with "Object Ownership:
      // bucket owner enforced" would refuse such a call outright).
      expect(r.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      expect(Object.keys(r.headers).filter((h) => /^x-amz-(acl|grant-)/.test(h))).toEqual([]);
    }
    // Files reach members through the API's own authorised routes; no reply names the bucket.
    const me = await createMember(t.app);
    await uploadPhotos(t.app, me.token, [{ name: "a.jpg", bytes: await photo(300, 300) }]);
    const replies = await Promise.all(
      ["/api/v1/pics", "/api/v1/myprofile", "/api/v1/biodata"].map((u) => get(u, bearer(me.token))),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(s3.endpoint.replace("http://", ""));
      expect(reply.body).not.toContain(s3.bucket);
    }
  });
});
