import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { photo, uploadPhotos } from "./photo-fixtures.ts";

// Blocked pairs never see each other: not in the profile view, and not through a photo,
// whether asked for by profile id or opened by a URL handed out before the block.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const block = (m: Member, profileId: string) =>
  caller(t.app, m.token)("POST", "/api/v1/block/", { block_request: { profileId } });
const unblock = (m: Member, profileId: string) =>
  caller(t.app, m.token)("POST", "/api/v1/unblock/", { unblock_request: { profileId } });

/** A bride with one photo and a groom who has opened her profile (and so holds its URLs). */
async function pair() {
  const bride = await createMember(t.app);
  const groom = await createMember(t.app, { body: { gender: "male", birthdate: "1992-02-02" } });
  await uploadPhotos(t.app, bride.token, [{ name: "a.jpg", bytes: await photo(400, 300) }]);
  const view = await get(`/api/v1/profiles/${bride.userId}/`, groom.token);
  expect(view.statusCode).toBe(200);
  const [pic] = view.json().data.pics as { small: string; medium: string; url: string }[];
  const defaultPic = (await get(`/api/v1/default/pic?pid=${bride.userId}`, groom.token)).json();
  return { bride, groom, pic: pic!, defaultUrl: defaultPic.data.url as string };
}

describe("photos between a blocked pair", () => {
  it("answer the blocked member like the profile view: 404, and old URLs stop working", async () => {
    const { bride, groom, pic, defaultUrl } = await pair();
    for (const url of [pic.small, pic.medium, pic.url, defaultUrl]) {
      expect((await get(url)).statusCode).toBe(200);
    }

    expect((await block(bride, groom.userId)).statusCode).toBe(200);

    const profile = await get(`/api/v1/profiles/${bride.userId}/`, groom.token);
    expect(profile.statusCode).toBe(404);
    const byId = await get(`/api/v1/default/pic?pid=${bride.userId}`, groom.token);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toEqual(profile.json().error);
    for (const url of [pic.small, pic.medium, pic.url, defaultUrl]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("pics.not_found");
    }

    // The URL names its member: putting another member's id on it breaks the signature.
    const other = await createMember(t.app);
    expect((await get(pic.small.replace(groom.userId, other.userId))).statusCode).toBe(404);

    // Unblocking gives the photos back.
    await unblock(bride, groom.userId);
    expect((await get(pic.small)).statusCode).toBe(200);
    expect((await get(`/api/v1/default/pic?pid=${bride.userId}`, groom.token)).statusCode).toBe(
      200,
    );
  });

  it("leave the blocker's view of the profile they blocked as the profile view shows it", async () => {
    const { bride, groom } = await pair();
    await uploadPhotos(t.app, groom.token, [{ name: "g.jpg", bytes: await photo(300, 300) }]);
    await block(bride, groom.userId);
    // The blocker still opens the profile (to unblock it), photos included.
    const view = await get(`/api/v1/profiles/${groom.userId}/`, bride.token);
    expect(view.statusCode).toBe(200);
    const [pic] = view.json().data.pics as { small: string }[];
    expect((await get(pic!.small)).statusCode).toBe(200);
    expect((await get(`/api/v1/default/pic?pid=${groom.userId}`, bride.token)).statusCode).toBe(
      200,
    );
  });

  it("are kept by browsers for minutes only; the visitor's blurred photo stays public", async () => {
    const { bride, pic } = await pair();
    // Checked again after ten minutes, so a block reaches a browser's copy too.
    expect((await get(pic.small)).headers["cache-control"]).toBe("private, max-age=600");
    const anon = await get(`/api/v1/default/pic?pid=${bride.userId}`);
    expect(anon.statusCode).toBe(200);
    const url = anon.json().data.url as string;
    expect(url).toMatch(/\/blur\.webp\?s=/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get(url.replace("/blur.webp", "/small.webp"))).statusCode).toBe(404);
  });
});
