import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchProfiles } from "../match.ts";
import { birthChart } from "../moon.ts";
import { chartAt } from "../test-helpers.ts";
import type { MoonChart } from "../types.ts";
import { originalScoreCharts, originalScoreTotal } from "./original.ts";

// The original system's file, read here on its own (not through the module under test): each
// table is groom's value → bride's value → points, each initial carries its attributes.
interface Initial {
  gujarati: string;
  nakshatra: string;
  rashi: string;
  gana: string;
  naadi: string;
  vasya: string;
  yoni: string;
  varna: string;
}
const file = JSON.parse(
  readFileSync(new URL("./original-system-gun-milan.json", import.meta.url), "utf8"),
) as { tables: Record<string, Record<string, Record<string, number>>>; initials: Initial[] };
const t = file.tables;

/** The original's total for a groom and a bride initial, straight from its tables. */
const fileTotal = (groom: Initial, bride: Initial) =>
  t.varna![groom.varna]![bride.varna]! +
  t.vasya![groom.vasya]![bride.vasya]! +
  t.tara![groom.nakshatra]![bride.nakshatra]! +
  t.yoni![groom.yoni]![bride.yoni]! +
  t.grahamaitri![groom.rashi]![bride.rashi]! +
  t.gana![groom.gana]![bride.gana]! +
  t.rashi![groom.rashi]![bride.rashi]! +
  t.naadi![groom.naadi]![bride.naadi]!;

const person = (initial: Initial) => ({ birth_name: initial.gujarati, birthdate: "1995-05-05" });

describe("Gun Milan as the original system scored it", () => {
  it("gives the file's total for all 11,664 pairs of its 108 initials, read as birth names", () => {
    expect(file.initials).toHaveLength(108);
    let compared = 0;
    const misses: string[] = [];
    for (const groom of file.initials) {
      for (const bride of file.initials) {
        const result = matchProfiles(person(groom), person(bride), "original");
        const expected = fileTotal(groom, bride);
        if (result.points.total !== expected) {
          misses.push(`${groom.gujarati}×${bride.gujarati}: ${result.points.total} ≠ ${expected}`);
        }
        compared += 1;
      }
    }
    expect(compared).toBe(11_664);
    expect(misses.slice(0, 10)).toEqual([]);
  });

  it("differs from Sagpan's tables as measured: same total for a minority of pairs, never far", () => {
    let same = 0;
    let withinOne = 0;
    let widest = 0;
    for (const groom of file.initials) {
      for (const bride of file.initials) {
        const ours = matchProfiles(person(groom), person(bride)).points.total!;
        const theirs = matchProfiles(person(groom), person(bride), "original").points.total!;
        const gap = Math.abs(ours - theirs);
        if (gap === 0) same += 1;
        if (gap <= 1) withinOne += 1;
        widest = Math.max(widest, gap);
      }
    }
    expect(same / 11_664).toBeGreaterThan(0.3);
    expect(same / 11_664).toBeLessThan(0.5);
    expect(withinOne / 11_664).toBeGreaterThan(0.75);
    expect(widest).toBeLessThanOrEqual(4);
  });

  it("scores a birth chart by its pada as that pada's initial; the default stays Sagpan's", () => {
    const chart = birthChart({ date: "1994-02-10", time: "06:45", timeZone: "Asia/Kolkata" });
    const other = chartAt(5, 2);
    expect(originalScoreCharts(chart, other).total).toBe(originalScoreTotal(chart, other));
    const groom = { birthdate: "1994-02-10", birth_time: "06:45", birth_timezone: "Asia/Kolkata" };
    const bride = { birthdate: "1997-04-12", birth_time: "22:10", birth_timezone: "Asia/Kolkata" };
    const original = matchProfiles(groom, bride, "original");
    expect(original.points.basis).toBe("birth_chart");
    const [boy, girl] = [original.boy as MoonChart, original.girl as MoonChart];
    expect(original.points.total).toBe(originalScoreTotal(boy, girl));
    expect(matchProfiles(groom, bride).points).toEqual(
      matchProfiles(groom, bride, "sagpan").points,
    );
  });
});
