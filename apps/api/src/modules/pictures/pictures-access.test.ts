import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Picture } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../lib/storage.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { photo, type Upload, uploadPhotos } from "./photo-fixtures.ts";
import { createPicturesService } from "./pictures.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const upload = (member: Member, files: Upload[]) => uploadPhotos(t.app, member.token, files);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("primary photo, deleting and other members", () => {
  async function memberWithPhotos(n: number) {
    const member = await createMember(t.app);
    const bytes = await photo(320, 240);
    const res = await upload(
      member,
      Array.from({ length: n }, (_, i) => ({ name: `${i}.jpg`, bytes })),
    );
    const ids: string[] = res.json().data.map((p: { id: string }) => p.id);
    return { member, ids };
  }
  const mirroredPrimary = async (m: Member) => {
    const [row] = await t.database.db
      .select({ id: profiles.primaryPicId })
      .from(profiles)
      .where(eq(profiles.id, m.userId));
    return row?.id;
  };
  const listOf = async (m: Member) =>
    (await get("/api/v1/pics", bearer(m.token))).json().data as Picture[];

  it("sets another photo as the profile photo, listed first", async () => {
    const { member, ids } = await memberWithPhotos(3);
    expect(await mirroredPrimary(member)).toBe(ids[0]);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/set/profile/pic",
      payload: { id: ids[2] },
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Picture[];
    expect(list.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(list.filter((p) => p.is_primary)).toHaveLength(1);
    expect(await mirroredPrimary(member)).toBe(ids[2]);
  });

  it("deleting the primary promotes the next photo and removes the files", async () => {
    const { member, ids } = await memberWithPhotos(3);
    const before = await listOf(member);
    const oldUrl = before[0]!.small;
    expect((await get(oldUrl)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/pics/${ids[0]}`,
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([ids[1], ids[2]]);
    expect(res.json().data[0].is_primary).toBe(true);
    expect((await get(oldUrl)).statusCode).toBe(404);
    await t.jobsDone(); // file deletions run on the job queue
    expect(await readdir(join(t.filesDir, "pics", member.userId))).toEqual(ids.slice(1).sort());
    expect(await mirroredPrimary(member)).toBe(ids[1]);
  });

  it("deleting the last photo leaves the profile without a primary", async () => {
    const { member, ids } = await memberWithPhotos(1);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/pics/${ids[0]}`,
      headers: bearer(member.token),
    });
    expect(res.json()).toEqual({ data: [], next: null });
    expect(await mirroredPrimary(member)).toBeNull();
    expect((await get(`/api/v1/default/pic?pid=${member.userId}`)).json()).toEqual({ data: null });
  });

  it("another member can neither delete nor promote my photo, and learns nothing", async () => {
    const { member: me, ids } = await memberWithPhotos(2);
    const other = await createMember(t.app, { body: { gender: "male", birthdate: "1994-01-01" } });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/pics/${ids[0]}`,
      headers: bearer(other.token),
    });
    const unknown = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/pics/01900000-0000-7000-8000-000000000000",
      headers: bearer(other.token),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(unknown.json());
    expect(del.json().error.code).toBe("pics.not_found");

    const set = await t.app.inject({
      method: "PUT",
      url: "/api/v1/set/profile/pic",
      payload: { id: ids[1] },
      headers: bearer(other.token),
    });
    expect(set.statusCode).toBe(404);
    expect(await listOf(me)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids[0], is_primary: true })]),
    );
    expect(await listOf(me)).toHaveLength(2);
  });

  it("refuses a malformed photo id with 400", async () => {
    const { member } = await memberWithPhotos(1);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/pics/1",
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("what visitors and members see", () => {
  it("visitors get only the blurred default photo; members the medium one", async () => {
    const owner = await createMember(t.app);
    const [pic] = (await upload(owner, [{ name: "a.jpg", bytes: await photo(1200, 900) }])).json()
      .data;

    const anon = await get(`/api/v1/default/pic?pid=${owner.userId}`);
    expect(anon.statusCode).toBe(200);
    const { url, blurhash } = anon.json().data;
    expect(url).toMatch(new RegExp(`^/api/v1/files/pics/${pic.id}/blur\\.webp\\?s=`));
    expect(blurhash).toBe(pic.blurhash);
    const blurred = await get(url);
    expect(blurred.statusCode).toBe(200);
    const meta = await sharp(blurred.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(64);

    // The visitor's signature does not open a clear size.
    expect((await get(url.replace("/blur.webp", "/medium.webp"))).statusCode).toBe(404);

    const viewer = await createMember(t.app, { body: { gender: "male", birthdate: "1990-01-01" } });
    const asMember = await get(`/api/v1/default/pic?pid=${owner.userId}`, bearer(viewer.token));
    // The member's own URL: it names them, so a later block can end it.
    const memberUrl = asMember.json().data.url;
    expect(memberUrl).toMatch(`/api/v1/files/pics/${pic.id}/medium.webp?m=${viewer.userId}&s=`);
    expect((await get(memberUrl)).statusCode).toBe(200);
  });

  it("a profile without photos has no default photo", async () => {
    const owner = await createMember(t.app);
    const res = await get(`/api/v1/default/pic?pid=${owner.userId}`);
    expect(res.json()).toEqual({ data: null });
  });

  it("a tampered or missing signature opens nothing", async () => {
    const owner = await createMember(t.app);
    const [pic] = (await upload(owner, [{ name: "a.jpg", bytes: await photo(300, 300) }])).json()
      .data;
    const sig = new URL(pic.small, "http://x").searchParams.get("s")!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect((await get(pic.small.replace(sig, flipped))).statusCode).toBe(404);
    expect((await get(pic.small.split("?")[0])).statusCode).toBe(404);
    expect((await get(pic.small.replace("/small.webp", "/large.webp"))).statusCode).toBe(404);
  });

  it("a deleted account's photos stop being served at once", async () => {
    const owner = await createMember(t.app);
    const [pic] = (await upload(owner, [{ name: "a.jpg", bytes: await photo(300, 300) }])).json()
      .data;
    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/delete/profile",
      headers: bearer(owner.token),
    });
    expect(del.statusCode).toBe(200);
    expect((await get(pic.small)).statusCode).toBe(404);
    const gone = await get(`/api/v1/default/pic?pid=${owner.userId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe("profile.not_found");

    // Deletion also removes the files themselves.
    await t.jobsDone(); // file deletions run on the job queue
    const folders = await readdir(join(t.filesDir, "pics")).catch(() => [] as string[]);
    expect(folders).not.toContain(owner.userId);
  });

  it("gives profile lists primary photos in one call, blurred for visitors", async () => {
    const pictures = createPicturesService({
      db: t.database.db,
      files: createDiskStore(t.filesDir),
      secret: "x".repeat(32),
    });
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await upload(a, [{ name: "a.jpg", bytes: await photo(300, 300) }]);

    const forVisitor = await pictures.primaryPics([a.userId, b.userId], "visitor");
    expect([...forVisitor.keys()]).toEqual([a.userId]);
    expect(forVisitor.get(a.userId)?.small).toMatch(/\/blur\.webp\?s=/);
    expect(forVisitor.get(a.userId)?.medium).toMatch(/\/blur\.webp\?s=/);

    const forMember = await pictures.primaryPics([a.userId, b.userId], { memberId: b.userId });
    expect(forMember.get(a.userId)?.small).toMatch(`/small.webp?m=${b.userId}&s=`);
    expect(forMember.get(a.userId)?.medium).toMatch(`/medium.webp?m=${b.userId}&s=`);
    expect(await pictures.pics(a.userId, "visitor")).toHaveLength(1);
  });
});
