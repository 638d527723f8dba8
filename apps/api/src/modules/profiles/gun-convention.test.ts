import { matchProfiles } from "@sagpan/gun-milan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// GUN_MILAN_CONVENTION=original: every score a member sees (the profile's table, the cards,
// the Gun Milan filter and order) comes from the previous system's tables.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GUN_MILAN_CONVENTION: "original" } });
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

describe("Gun Milan in the original system's convention", () => {
  it("scores birth names and birth charts with its tables, and says so", async () => {
    const groom = await createMember(t.app, { body: { gender: "male", birthdate: "1994-02-10" } });
    const named = await createMember(t.app, { body: { birthdate: "1996-05-05" } });
    const charted = await createMember(t.app, { body: { birthdate: "1997-04-12" } });
    await put(groom, { birth_name: "મહેશ" });
    await put(named, { birth_name: "કાજલ" });
    // Their tables give this pair a point less than Sagpan's (22.5 against 23.5).
    const byName = matchProfiles({ birth_name: "મહેશ" }, { birth_name: "કાજલ" }, "original");
    const sagpan = matchProfiles({ birth_name: "મહેશ" }, { birth_name: "કાજલ" });
    expect(byName.points.total).not.toBe(sagpan.points.total);

    const view = (await get(`/api/v1/profiles/${named.userId}`, groom.token)).json();
    expect(view.points).toMatchObject({ convention: "original", total: byName.points.total });

    // A birth time scores by its Moon's pada, with the same tables.
    await put(groom, { birth_time: "06:45", birth_timezone: "Asia/Kolkata" });
    await put(charted, { birth_time: "22:10", birth_timezone: "Asia/Kolkata" });
    const groomChart = { birthdate: "1994-02-10", birth_time: "06:45", birth_name: "મહેશ" };
    const brideChart = { birthdate: "1997-04-12", birth_time: "22:10" };
    const byChart = matchProfiles(groomChart, brideChart, "original");
    expect(byChart.points.total).not.toBe(matchProfiles(groomChart, brideChart).points.total);
    const chartView = (await get(`/api/v1/profiles/${charted.userId}`, groom.token)).json();
    expect(chartView.points).toMatchObject({ basis: "birth_chart", total: byChart.points.total });

    // The cards and the Gun Milan order agree with the profile's table.
    const list = (await get("/api/v1/profiles?limit=50&sort=gun", groom.token)).json().data;
    const gunOf = (id: string) => list.find((p: { id: string }) => p.id === id)?.gun;
    expect(gunOf(charted.userId)).toBe(byChart.points.total);
    expect(list.map((p: { gun: number | null }) => p.gun ?? -1)).toEqual(
      [...list.map((p: { gun: number | null }) => p.gun ?? -1)].sort((a, b) => b - a),
    );
    const atLeast = (await get(`/api/v1/profiles?min_gun=${byChart.points.total}`, groom.token))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(atLeast).toContain(charted.userId);
  });
});
