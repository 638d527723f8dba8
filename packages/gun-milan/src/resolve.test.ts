import { describe, expect, it } from "vitest";
import { resolveChart } from "./resolve.ts";

describe("resolveChart", () => {
  it("prefers the birth date and time (IST by default)", () => {
    expect(
      resolveChart({
        birthdate: "1990-05-15",
        birth_time: "14:30",
        birth_name: "Chirag",
        rashi: "Meen",
      }),
    ).toMatchObject({ basis: "birth_chart", rashi: 10, nakshatra: 21, pada: 2, warnings: [] });
  });

  it("uses the birth time zone", () => {
    const chart = resolveChart({
      birthdate: "2000-01-01",
      birth_time: "12:00",
      birth_timezone: "Europe/London",
    });
    expect(chart).toMatchObject({ basis: "birth_chart", rashi: 7, nakshatra: 15, pada: 4 });
  });

  it("warns when the Moon sits near an edge", () => {
    // 1990-05-15 10:45 IST the Moon is 0.03° short of Makar (270°), in U.Ashadha 1.
    const chart = resolveChart({ birthdate: "1990-05-15", birth_time: "10:45" });
    expect(chart).toMatchObject({ rashi: 9, nakshatra: 21, pada: 1, warnings: ["near_boundary"] });
  });

  it("falls back to the birth name when the time is missing", () => {
    expect(resolveChart({ birthdate: "1990-05-15", birth_name: "ચિરાગ" })).toMatchObject({
      basis: "birth_name",
      rashi: 12,
      nakshatra: 27,
      pada: 4,
      degreeInSign: null,
    });
  });

  it("falls through a bad time zone to the name, and says so", () => {
    expect(
      resolveChart({
        birthdate: "1990-05-15",
        birth_time: "14:30",
        birth_timezone: "Bombay",
        birth_name: "Om",
      }),
    ).toMatchObject({ basis: "birth_name", nakshatra: 4, warnings: ["invalid_birth_details"] });
  });

  it("keeps the declared rashi when the name points elsewhere", () => {
    expect(resolveChart({ birth_name: "Chirag", rashi: "Mesh" })).toEqual({
      basis: "rashi_only",
      rashi: 1,
      nakshatra: null,
      pada: null,
      degreeInSign: null,
      warnings: ["name_disagrees_with_rashi"],
    });
  });

  it("uses a name that agrees with the declared rashi", () => {
    expect(resolveChart({ birth_name: "Chirag", rashi: "Meen" })).toMatchObject({
      basis: "birth_name",
      nakshatra: 27,
    });
  });

  it("uses the declared rashi alone (English, Gujarati or Western names)", () => {
    expect(resolveChart({ rashi: "Vrushchik" })).toMatchObject({ basis: "rashi_only", rashi: 8 });
    expect(resolveChart({ rashi: "ધન" })).toMatchObject({ basis: "rashi_only", rashi: 9 });
    expect(resolveChart({ rashi: "Scorpio" })).toMatchObject({ basis: "rashi_only", rashi: 8 });
  });

  it("falls back to the name's first-letter rashi last", () => {
    expect(resolveChart({ birth_name: "Shital" })).toMatchObject({
      basis: "rashi_only",
      rashi: 11,
      warnings: ["name_letter_table"],
    });
  });

  it("returns null when nothing is known", () => {
    expect(resolveChart({})).toBeNull();
    expect(
      resolveChart({ birthdate: "1990-05-15", birth_name: "123", rashi: "Unknown" }),
    ).toBeNull();
  });
});
