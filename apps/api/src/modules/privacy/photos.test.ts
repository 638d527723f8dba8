import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makeAdmin } from "../../test/trust-factories.ts";
import { privacyFixtures } from "./privacy-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const f = privacyFixtures(() => t);

/** The photo URL and blurhash a reply carries, if any. */
const photoOf = (body: { data: { primary_profile_pic: unknown; pics: unknown[] } }) => ({
  primary: body.data.primary_profile_pic,
  count: body.data.pics.length,
});

describe("the photo policy", () => {
  it("'all members': every member sees the photos, as before", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    const body = (await f.profileOf(groom, bride.userId)).json();
    expect(photoOf(body).count).toBe(1);
    expect(body.flags.photos_locked).toBe(false);
  });

  it("'on request': a stranger gets no URL and no blurhash anywhere, and a lock", async () => {
    const bride = await f.brideWithPhoto({ current_city: "Lockpur" });
    const groom = await f.groom();
    // A URL handed out while photos were open stops working once they are not.
    const before = (await f.profileOf(groom, bride.userId)).json().data.pics[0].medium as string;
    expect((await t.app.inject({ method: "GET", url: before })).statusCode).toBe(200);
    await f.setPrivacy(bride, { photos: "on_request" });
    const res = await f.profileOf(groom, bride.userId);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(bride.picId);
    expect(res.body).not.toContain(bride.blurhash);
    expect(photoOf(res.json())).toEqual({ primary: null, count: 0 });
    expect(res.json().flags).toMatchObject({ photos_locked: true, photo_request: null });
    const list = await f.as(groom)("GET", "/api/v1/profiles?limit=50");
    expect(list.body).not.toContain(bride.picId);
    expect((await t.app.inject({ method: "GET", url: before })).statusCode).toBe(404);
    // The owner still sees her own.
    expect(photoOf((await f.profileOf(bride, bride.userId)).json()).count).toBe(1);
  });

  it("'connected members': only after an interest or chat request is accepted", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    const stranger = await f.groom();
    await f.setPrivacy(bride, { photos: "connected" });
    expect(photoOf((await f.profileOf(groom, bride.userId)).json()).count).toBe(0);
    await f.connect(groom, bride);
    const body = (await f.profileOf(groom, bride.userId)).json();
    expect(photoOf(body).count).toBe(1);
    expect(body.flags.photos_locked).toBe(false);
    const url = body.data.pics[0].medium as string;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect(photoOf((await f.profileOf(stranger, bride.userId)).json()).count).toBe(0);
  });

  it("admins see the photos whatever the setting", async () => {
    const bride = await f.brideWithPhoto();
    await f.setPrivacy(bride, { photos: "on_request" });
    const admin = await f.groom();
    await makeAdmin(t.database.db, admin.userId);
    expect(photoOf((await f.profileOf(admin, bride.userId)).json()).count).toBe(1);
  });

  it("visitors see not even the blurred photo unless photos are open to all members", async () => {
    const bride = await f.brideWithPhoto();
    const view = async () =>
      (
        await t.app.inject({ method: "GET", url: `/api/v1/view/profile?id=${bride.userId}` })
      ).json();
    const open = await t.app.inject({
      method: "GET",
      url: `/api/v1/default/pic?pid=${bride.userId}`,
    });
    expect(open.statusCode).toBe(200);
    await f.setPrivacy(bride, { photos: "connected" });
    const closed = await t.app.inject({
      method: "GET",
      url: `/api/v1/default/pic?pid=${bride.userId}`,
    });
    expect(closed.body).not.toContain(bride.picId);
    expect(JSON.stringify(await view())).not.toContain(bride.picId);
  });
});

describe("photo requests", () => {
  it("request, accept, and the photos open for that member only; both told", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    const other = await f.groom();
    await f.setPrivacy(bride, { photos: "on_request" });
    const sent = await f.requestPhotos(groom, bride.userId);
    expect(sent.statusCode).toBe(201);
    const request = sent.json().data;
    expect(request).toMatchObject({ to: bride.userId, from: groom.userId, status: "pending" });
    expect((await f.profileOf(groom, bride.userId)).json().flags.photo_request).toEqual({
      id: request.id,
      status: "pending",
    });
    const received = (await f.as(bride)("GET", "/api/v1/photo_requests?type=received")).json();
    expect(received.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect(received.data[0].profile.id).toBe(groom.userId);
    const mine = (await f.as(groom)("GET", "/api/v1/photo_requests?type=sent")).json();
    expect(mine.data[0]).toMatchObject({ id: request.id, status: "pending" });
    // Another member cannot answer it, nor can the one who asked.
    for (const who of [other, groom]) {
      const res = await f.answerPhotos(who, request.id, "accepted");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("photo_request.not_found");
    }
    const accepted = await f.answerPhotos(bride, request.id, "accepted");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe("accepted");
    expect(photoOf((await f.profileOf(groom, bride.userId)).json()).count).toBe(1);
    expect(photoOf((await f.profileOf(other, bride.userId)).json()).count).toBe(0);
    const again = await f.answerPhotos(bride, request.id, "declined");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("photo_request.already_answered");
    const kinds = async (m: { token: string }) =>
      (await f.as(m)("GET", "/api/v1/notifications"))
        .json()
        .data.map((n: { kind: string }) => n.kind);
    expect(await kinds(bride)).toContain("photo_request_received");
    expect(await kinds(groom)).toContain("photo_request_accepted");
  });

  it("declined: the photos stay locked", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    await f.setPrivacy(bride, { photos: "on_request" });
    const { id } = (await f.requestPhotos(groom, bride.userId)).json().data;
    expect((await f.answerPhotos(bride, id, "declined")).json().data.status).toBe("declined");
    expect(photoOf((await f.profileOf(groom, bride.userId)).json()).count).toBe(0);
  });

  it("refuses a second request, one to myself, one not needed, one to an unknown or blocked member", async () => {
    const bride = await f.brideWithPhoto();
    const groom = await f.groom();
    await f.setPrivacy(bride, { photos: "on_request" });
    expect((await f.requestPhotos(groom, bride.userId)).statusCode).toBe(201);
    const cases: [
      Promise<{ statusCode: number; json(): { error: { code: string; message: string } } }>,
      number,
      string,
    ][] = [
      [f.requestPhotos(groom, bride.userId), 409, "photo_request.already_sent"],
      [f.requestPhotos(groom, groom.userId), 400, "photo_request.self"],
      [f.requestPhotos(bride, groom.userId), 409, "photo_request.not_needed"],
      [f.requestPhotos(groom, "no-such-member"), 404, "profile.not_found"],
    ];
    for (const [call, status, code] of cases) {
      const res = await call;
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    const blocked = await f.groom();
    await f.as(bride)("POST", "/api/v1/block", { block_request: { profileId: blocked.userId } });
    const res = await f.requestPhotos(blocked, bride.userId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("profile.not_found");
    expect(
      (
        await f.as(groom)("PUT", "/api/v1/photo_requests/nope", {
          photo_request: { status: "maybe" },
        })
      ).statusCode,
    ).toBe(400);
  });
});
