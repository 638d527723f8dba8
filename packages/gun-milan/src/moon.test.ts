import { describe, expect, it } from "vitest";
import {
  BOUNDARY_MARGIN_DEG,
  birthChart,
  chartFromLongitude,
  lahiriAyanamsa,
  meanLahiriAyanamsa,
} from "./moon.ts";

describe("birthChart (reference §7 worked Moon vectors)", () => {
  it.each([
    ["2000-01-01", "17:30", "2000-01-01T12:00:00.000Z", 199.4707, 7, 15, 4],
    ["1990-05-15", "14:30", "1990-05-15T09:00:00.000Z", 271.8938, 10, 21, 2],
    ["1985-08-20", "07:00", "1985-08-20T01:30:00.000Z", 171.7907, 6, 13, 4],
    ["1995-12-06", "05:15", "1995-12-05T23:45:00.000Z", 37.7937, 2, 3, 4],
  ] as const)("%s %s IST", (date, time, utc, longitude, rashi, nakshatra, pada) => {
    const chart = birthChart({ date, time });
    expect(chart.utc.toISOString()).toBe(utc);
    expect(chart.longitude).toBeCloseTo(longitude, 3);
    expect(chart).toMatchObject({ rashi, nakshatra, pada, nearBoundary: false });
    expect(chart.degreeInSign).toBeCloseTo(chart.longitude - (rashi - 1) * 30, 9);
  });

  it("uses the birth zone, not IST, when one is given", () => {
    const ist = birthChart({ date: "2000-01-01", time: "17:30" });
    const london = birthChart({ date: "2000-01-01", time: "12:00", timeZone: "Europe/London" });
    expect(london.utc.getTime()).toBe(ist.utc.getTime());
    expect(london.longitude).toBe(ist.longitude);
  });

  it("rejects an unknown zone", () => {
    expect(() =>
      birthChart({ date: "2000-01-01", time: "12:00", timeZone: "Mars/Olympus" }),
    ).toThrow(RangeError);
  });
});

describe("Lahiri ayanamsa (reference §7.3 Swiss Ephemeris samples)", () => {
  it.each([
    ["1950-01-01T00:00:00Z", 23.158725, 23.157808],
    ["1975-01-01T00:00:00Z", 23.50788, 23.512558],
    ["2000-01-01T12:00:00Z", 23.857092, 23.853222],
    ["2025-01-01T00:00:00Z", 24.206343, 24.206398],
    ["2030-12-31T00:00:00Z", 24.290109, 24.294628],
  ] as const)("%s: mean %d, true %d", (iso, mean, trueValue) => {
    const date = new Date(iso);
    expect(Math.abs(meanLahiriAyanamsa(date) - mean)).toBeLessThan(0.0001);
    expect(Math.abs(lahiriAyanamsa(date) - trueValue)).toBeLessThan(0.0002);
  });
});

describe("chartFromLongitude (reference §7.4)", () => {
  it.each([
    [0, 1, 1, 1],
    [13.3334, 1, 2, 1],
    [26.67, 1, 3, 1],
    [29.999, 1, 3, 1],
    [30, 2, 3, 2],
    [239.99, 8, 18, 4],
    [240, 9, 19, 1],
    [359.999, 12, 27, 4],
    [360, 1, 1, 1],
    [-0.5, 12, 27, 4],
  ] as const)("%d° is rashi %i, nakshatra %i, pada %i", (longitude, rashi, nakshatra, pada) => {
    expect(chartFromLongitude(longitude)).toMatchObject({ rashi, nakshatra, pada });
  });

  it("gives the degree within the sign", () => {
    expect(chartFromLongitude(271.5).degreeInSign).toBeCloseTo(1.5, 9);
  });

  it.each([
    [30.1, true, true],
    [29.85, true, true],
    [40 / 3 + 0.19, true, true],
    [40 / 3 + 0.21, false, false],
    [10 / 3 + 0.1, false, true],
    [21.6, false, false],
  ] as const)(
    "%d° near a rashi/nakshatra edge: %s, near a pada edge: %s",
    (longitude, near, nearPada) => {
      const chart = chartFromLongitude(longitude);
      expect(chart.nearBoundary).toBe(near);
      expect(chart.nearPadaBoundary).toBe(nearPada);
    },
  );

  it("uses a 0.2° margin", () => {
    expect(BOUNDARY_MARGIN_DEG).toBe(0.2);
  });
});
