import { matchProfiles } from "@sagpan/gun-milan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (m: { userId: string; token: string }, profile: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/profiles/${m.userId}`,
    headers: bearer(m.token),
    payload: { profile },
  });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe("Gun Milan on profiles", () => {
  it("computes the Moon on save and scores the pair on the profile view", async () => {
    const groom = await createMember(t.app, {
      body: { gender: "male", birthdate: "1993-08-15", name: "Dhruv" },
    });
    const bride = await createMember(t.app, {
      body: { gender: "female", birthdate: "1996-01-26" },
    });
    const saved = await put(groom, {
      birth_time: "07:40",
      birth_place: "Surat",
      birth_timezone: "Asia/Kolkata",
    });
    expect(saved.json().data.nakshatra).toBeGreaterThanOrEqual(1);
    expect(saved.json().data.moon_rashi).toBeGreaterThanOrEqual(1);
    await put(bride, { birth_time: "18:05", birth_place: "Rajkot" });

    const view = (await get(`/api/v1/profiles/${bride.userId}`, groom.token)).json();
    expect(view.points.basis).toBe("birth_chart");
    expect(view.points.total).toBeGreaterThanOrEqual(0);
    expect(view.points.total).toBeLessThanOrEqual(36);
    expect(view.points.max.total).toBe(36);
    const expected = matchProfiles(
      { birthdate: "1993-08-15", birth_time: "07:40", birth_timezone: "Asia/Kolkata" },
      { birthdate: "1996-01-26", birth_time: "18:05" },
    );
    expect(view.points.total).toBe(expected.points.total);
    // The same pair seen from the other side has the same score: the boy is always first.
    const back = (await get(`/api/v1/profiles/${groom.userId}`, bride.token)).json();
    expect(back.points.total).toBe(expected.points.total);

    const list = (await get("/api/v1/profiles?limit=50", groom.token)).json().data;
    expect(list.find((p: { id: string }) => p.id === bride.userId).gun).toBe(expected.points.total);
  });

  it("has no score without the viewer's birth data", async () => {
    const groom = await createMember(t.app, { body: { gender: "male", birthdate: "1993-08-15" } });
    const bride = await createMember(t.app);
    await put(bride, { birth_time: "18:05" });
    const view = (await get(`/api/v1/profiles/${bride.userId}`, groom.token)).json();
    expect(view.points.basis).toBeNull();
    expect(view.points.total).toBeNull();
  });

  it("filters on min_gun and sorts by gun", async () => {
    const groom = await createMember(t.app, { body: { gender: "male", birthdate: "1991-11-11" } });
    await put(groom, { birth_time: "05:15", current_city: "Gunpur" });
    const times = ["01:00", "04:30", "09:00", "13:20", "17:45", "22:10"];
    for (const [i, time] of times.entries()) {
      const bride = await createMember(t.app, { body: { birthdate: `199${i}-0${i + 1}-1${i}` } });
      await put(bride, { birth_time: time, current_city: "Gunpur" });
    }
    const sorted = (await get("/api/v1/profiles?city=Gunpur&sort=gun", groom.token)).json().data;
    const guns = sorted.map((p: { gun: number }) => p.gun);
    expect(guns).toHaveLength(6);
    expect([...guns].sort((a, b) => b - a)).toEqual(guns);
    const threshold = guns[2];
    const filtered = (
      await get(`/api/v1/profiles?city=Gunpur&min_gun=${threshold}`, groom.token)
    ).json().data;
    expect(filtered.length).toBeGreaterThanOrEqual(3);
    expect(filtered.every((p: { gun: number }) => p.gun >= threshold)).toBe(true);
  });
});
