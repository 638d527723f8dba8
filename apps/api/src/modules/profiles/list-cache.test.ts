import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../test/connections.ts";
import { createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { establish, makeAdmin, uploadDoc } from "../../test/trust-factories.ts";
import { photo, uploadPhotos } from "../pictures/photo-fixtures.ts";

/**
 * Viewers without blocks share list pages for a few seconds (profiles.repository): every write
 * that changes a card or who is listed must show on the very next call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { token: string; userId: string };
// Each test uses its own city, so its list is its own and starts empty.
let cityCount = 0;
const nextCity = () => `Cachepur${++cityCount}`;
const groom = async (city: string) => {
  const m = await createMember(t.app, { body: { gender: "male", birthdate: "1993-03-03" } });
  await caller(t.app, m.token)("PUT", `/api/v1/profiles/${m.userId}/`, {
    profile: { current_city: city },
  });
  return m;
};
const bride = () => createMember(t.app, { db: t.database.db, plan: "Trust" });
const listed = async (viewer: Member, city: string) => {
  const res = await caller(t.app, viewer.token)("GET", `/api/v1/profiles?city=${city}&limit=50`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; badges: { id: boolean }; primary_profile_pic: unknown }[];
};
const ids = async (viewer: Member, city: string) => (await listed(viewer, city)).map((p) => p.id);

describe("shared list pages", () => {
  it("show a new member, an edited city and a deleted member at once", async () => {
    const city = nextCity();
    const [a, b] = [await bride(), await bride()];
    expect(await ids(a, city)).toEqual([]);
    const g = await groom(city);
    expect(await ids(a, city)).toEqual([g.userId]);
    expect(await ids(b, city)).toEqual([g.userId]);
    await caller(t.app, g.token)("PUT", `/api/v1/profiles/${g.userId}/`, {
      profile: { current_city: "Elsewhere" },
    });
    expect(await ids(b, city)).toEqual([]);
    await caller(t.app, g.token)("PUT", `/api/v1/profiles/${g.userId}/`, {
      profile: { current_city: city },
    });
    expect(await ids(a, city)).toEqual([g.userId]);
    expect((await caller(t.app, g.token)("DELETE", "/api/v1/delete/profile")).statusCode).toBe(200);
    expect(await ids(a, city)).toEqual([]);
  });

  it("show a first photo and an approved badge at once", async () => {
    const city = nextCity();
    const a = await bride();
    const g = await groom(city);
    expect((await listed(a, city))[0]).toMatchObject({
      primary_profile_pic: null,
      badges: { id: false },
    });
    const up = await uploadPhotos(t.app, g.token, [
      { name: "me.jpg", bytes: await photo(400, 500) },
    ]);
    expect(up.statusCode).toBe(201);
    expect((await listed(a, city))[0]?.primary_profile_pic).not.toBeNull();
    const doc = (await uploadDoc(t.app, g.token, "GovID")).json().data;
    const admin = await createMember(t.app);
    await makeAdmin(t.database.db, admin.userId);
    const approved = await caller(t.app, admin.token)(
      "POST",
      `/api/v1/admin/documents/${doc.id}/decision`,
      { action: "approve" },
    );
    expect(approved.statusCode).toBe(200);
    expect((await listed(a, city))[0]?.badges.id).toBe(true);
  });

  it("hide a blocked pair both ways, and a held profile from everyone, at once", async () => {
    const city = nextCity();
    const [a, b] = [await bride(), await bride()];
    const g = await groom(city);
    expect(await ids(a, city)).toEqual([g.userId]);
    expect(await ids(b, city)).toEqual([g.userId]);
    const blocked = await caller(t.app, a.token)("POST", "/api/v1/block/", {
      block_request: { profileId: g.userId },
    });
    expect(blocked.statusCode).toBeLessThan(300);
    expect(await ids(a, city)).toEqual([]);
    expect(await ids(b, city)).toEqual([g.userId]);
    for (const reporter of [b, await bride(), await bride()]) {
      await establish(t.database.db, reporter.userId);
      const res = await caller(t.app, reporter.token)("POST", "/api/v1/user/report", {
        user_report: { user_to_id: g.userId, reason: "fake_profile" },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await ids(b, city)).toEqual([]);
  });

  it("share Gun Milan pages by Moon position only, and show a changed birth time at once", async () => {
    const city = nextCity();
    const times = ["01:10", "05:40", "09:20", "13:50", "17:30", "21:05"];
    const grooms: Member[] = [];
    for (const [i, time] of times.entries()) {
      const g = await groom(city);
      await caller(t.app, g.token)("PUT", `/api/v1/profiles/${g.userId}/`, {
        profile: { birthdate: `1993-0${i + 1}-1${i}`, birth_time: time },
      });
      grooms.push(g);
    }
    // Two brides born at the same minute share a Moon position; three others differ.
    const brides: Member[] = [];
    for (const birth of [
      "1996-02-02 06:00",
      "1996-02-02 06:00",
      "1995-07-19 11:45",
      "1997-10-05 23:15",
      "1996-12-30 16:20",
    ]) {
      const b = await bride();
      const [birthdate, birth_time] = birth.split(" ");
      await caller(t.app, b.token)("PUT", `/api/v1/profiles/${b.userId}/`, {
        profile: { birthdate, birth_time },
      });
      brides.push(b);
    }
    const byGun = async (viewer: Member) => {
      const res = await caller(t.app, viewer.token)(
        "GET",
        `/api/v1/profiles?city=${city}&sort=gun&limit=50`,
      );
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: string; gun: number }[];
    };
    const check = async () => {
      const pages = [];
      for (const b of brides) {
        const page = await byGun(b);
        expect(page).toHaveLength(grooms.length);
        // Each viewer's own scores, best first: a page shared across positions would not be.
        const scores = page.map((p) => p.gun);
        expect(scores).toEqual([...scores].sort((x, y) => y - x));
        pages.push(page.map((p) => p.id));
      }
      expect(pages[1]).toEqual(pages[0]);
      return pages;
    };
    const before = await check();
    // The same list again comes from the shared page; a groom's new birth time reorders it.
    expect(await check()).toEqual(before);
    const moved = grooms[0]!;
    await caller(t.app, moved.token)("PUT", `/api/v1/profiles/${moved.userId}/`, {
      profile: { birth_time: "03:33", birthdate: "1992-11-21" },
    });
    await check();
    // The list scores the new Moon: the page was not kept from before the change.
    for (const b of brides) {
      const listedGun = (await byGun(b)).find((p) => p.id === moved.userId)!.gun;
      const view = await caller(t.app, b.token)("GET", `/api/v1/profiles/${moved.userId}`);
      expect(listedGun).toBe(view.json().points.total);
    }
  });
});
