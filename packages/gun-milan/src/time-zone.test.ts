import { describe, expect, it } from "vitest";
import { localTimeToUtc, zoneOffsetMs } from "./time-zone.ts";

const HOUR = 3_600_000;

describe("localTimeToUtc", () => {
  it.each([
    ["2000-01-01", "17:30", undefined, "2000-01-01T12:00:00.000Z"],
    ["1995-12-06", "05:15", "Asia/Kolkata", "1995-12-05T23:45:00.000Z"],
    ["2020-07-04", "09:00", "America/New_York", "2020-07-04T13:00:00.000Z"],
    ["2020-01-04", "09:00", "America/New_York", "2020-01-04T14:00:00.000Z"],
    ["2019-06-01", "23:30", "Europe/London", "2019-06-01T22:30:00.000Z"],
    ["1990-03-10", "06:00", "Asia/Dubai", "1990-03-10T02:00:00.000Z"],
    ["2001-09-09", "00:05:30", "UTC", "2001-09-09T00:05:30.000Z"],
  ] as const)("%s %s in %s is %s", (date, time, zone, utc) => {
    expect(localTimeToUtc(date, time, zone).toISOString()).toBe(utc);
  });

  it("moves a time skipped by a DST change forward by the gap", () => {
    // New York skipped 02:00–03:00 on 2021-03-14: 02:30 becomes 03:30 EDT.
    expect(localTimeToUtc("2021-03-14", "02:30", "America/New_York").toISOString()).toBe(
      "2021-03-14T07:30:00.000Z",
    );
  });

  it("takes the earlier of a time repeated when clocks go back", () => {
    // 01:30 happened twice on 2021-11-07 in New York; the first was EDT (UTC−4).
    expect(localTimeToUtc("2021-11-07", "01:30", "America/New_York").toISOString()).toBe(
      "2021-11-07T05:30:00.000Z",
    );
  });

  it.each([
    ["2000-02-30", "10:00"],
    ["2000-13-01", "10:00"],
    ["01/01/2000", "10:00"],
    ["2000-01-01", "24:00"],
    ["2000-01-01", "10:60"],
    ["2000-01-01", "10am"],
  ])("rejects %s %s", (date, time) => {
    expect(() => localTimeToUtc(date, time)).toThrow(RangeError);
  });

  it("rejects an unknown zone", () => {
    expect(() => localTimeToUtc("2000-01-01", "10:00", "Nowhere/Else")).toThrow(RangeError);
  });
});

describe("zoneOffsetMs", () => {
  it("is +05:30 for IST and follows DST elsewhere", () => {
    expect(zoneOffsetMs("Asia/Kolkata", Date.UTC(2024, 0, 1))).toBe(5.5 * HOUR);
    expect(zoneOffsetMs("America/New_York", Date.UTC(2024, 6, 1))).toBe(-4 * HOUR);
    expect(zoneOffsetMs("America/New_York", Date.UTC(2024, 0, 1))).toBe(-5 * HOUR);
  });
});
