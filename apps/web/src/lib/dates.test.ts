import { describe, expect, it } from "vitest";
import {
  calendarDate,
  clockTime,
  dateTime,
  listTime,
  longDate,
  numericDate,
  shortDate,
  timeOfDay,
} from "./dates.ts";

// 23 November 2026, 9:14 pm in India.
const moment = "2026-11-23T15:44:00.000Z";
const ist = { timeZone: "Asia/Kolkata" };

describe("dates in English (en-IN)", () => {
  it("writes the day first, the year in full, pm in lower case", () => {
    expect(numericDate(moment, "en", ist)).toBe("23/11/2026");
    expect(shortDate(moment, "en", ist)).toBe("23 Nov 2026");
    expect(longDate(moment, "en", ist)).toBe("23 November 2026");
    expect(clockTime(moment, "en", ist)).toBe("9:14 pm");
    expect(dateTime(moment, "en", ist)).toBe("23 Nov 2026, 9:14 pm");
  });

  it("pads the numeric date and writes am in the morning", () => {
    const morning = "2026-03-04T03:35:00.000Z"; // 4 March 2026, 9:05 am in India
    expect(numericDate(morning, "en", ist)).toBe("04/03/2026");
    expect(clockTime(morning, "en", ist)).toBe("9:05 am");
  });

  it("shows the moment in the given time zone (the reader's own by default)", () => {
    expect(numericDate(moment, "en", { timeZone: "America/New_York" })).toBe("23/11/2026");
    expect(clockTime(moment, "en", { timeZone: "America/New_York" })).toBe("10:44 am");
  });
});

describe("dates in Gujarati (gu-IN)", () => {
  it("has Gujarati month names with the app's digits", () => {
    expect(numericDate(moment, "gu", ist)).toBe("23/11/2026");
    expect(shortDate(moment, "gu", ist)).toBe("23 નવેમ્બર 2026");
    expect(longDate(moment, "gu", ist)).toBe("23 નવેમ્બર 2026");
    for (const text of [shortDate(moment, "gu", ist), dateTime(moment, "gu", ist)]) {
      expect(text).not.toMatch(/[૦-૯]/);
    }
  });

  it("says the time of day first, in words", () => {
    expect(clockTime(moment, "gu", ist)).toBe("રાત્રે 9:14");
    expect(clockTime("2026-11-23T03:35:00.000Z", "gu", ist)).toBe("સવારે 9:05");
    expect(clockTime("2026-11-23T07:45:00.000Z", "gu", ist)).toBe("બપોરે 1:15");
    expect(dateTime(moment, "gu", ist)).toBe("23 નવેમ્બર 2026, રાત્રે 9:14");
  });
});

describe("a moment in a list", () => {
  const now = new Date("2026-11-23T17:00:00.000Z");
  it("is the time alone today and the date with the time before", () => {
    expect(listTime(moment, "en", ist, now)).toBe("9:14 pm");
    expect(listTime("2026-11-20T15:44:00.000Z", "en", ist, now)).toBe("20/11/2026, 9:14 pm");
    expect(listTime("2026-11-20T15:44:00.000Z", "gu", ist, now)).toBe("20/11/2026, રાત્રે 9:14");
  });
});

describe("dates without a time and times without a date", () => {
  it("never moves a birth date by a day, whatever the time zone", () => {
    expect(calendarDate("1997-06-21", "en")).toBe("21 June 1997");
    expect(calendarDate("1997-06-21", "gu")).toBe("21 જૂન 1997");
    expect(calendarDate("21/06/1997", "en")).toBeNull();
  });

  it("reads a birth time on a 12-hour clock", () => {
    expect(timeOfDay("21:14", "en")).toBe("9:14 pm");
    expect(timeOfDay("00:05", "en")).toBe("12:05 am");
    expect(timeOfDay("21:14", "gu")).toBe("રાત્રે 9:14");
    expect(timeOfDay("24:00", "en")).toBeNull();
  });

  it("gives nothing for what is not a date", () => {
    expect(shortDate("not a date", "en")).toBe("");
    expect(dateTime(Number.NaN, "gu")).toBe("");
  });
});
