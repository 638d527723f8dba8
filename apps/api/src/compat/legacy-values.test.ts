import { rashis } from "@sagpan/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  dateIn,
  genderIn,
  heightIn,
  heightOut,
  incomeIn,
  maritalIn,
  maritalOut,
  RASHI_HINDI,
  rashiIn,
  rashiOut,
  timeIn,
  yesNoIn,
  yesNoOut,
} from "./legacy-values.ts";

describe("the original system's values, both ways", () => {
  it("heights: feet.inches to cm and back, every height a form offers round-trips", () => {
    expect(heightIn("5.4")).toBe(163);
    expect(heightIn("5.10")).toBe(178);
    expect(heightIn("5'4")).toBe(163);
    expect(heightIn(165)).toBe(165);
    expect(heightIn("5.12")).toBe("5.12");
    expect(heightIn("")).toBeNull();
    for (let feet = 4; feet <= 7; feet++) {
      for (let inches = 0; inches < 12; inches++) {
        expect(heightOut(heightIn(`${feet}.${inches}`))).toBe(`${feet}.${inches}`);
      }
    }
  });

  it("marital status, yes/no and income", () => {
    expect(maritalIn("Unmarried")).toBe("never_married");
    expect(maritalIn("never_married")).toBe("never_married");
    expect(maritalOut("never_married")).toBe("Unmarried");
    expect(maritalOut(maritalIn("Awaiting Divorce"))).toBe("Awaiting Divorce");
    expect(yesNoIn("no")).toBe(false);
    expect(yesNoIn("Yes")).toBe(true);
    expect(yesNoIn("maybe")).toBe("maybe");
    expect(yesNoOut(true)).toBe("yes");
    expect(incomeIn("5,00,000")).toBe(500000);
    expect(incomeIn("₹ 600000")).toBe(600000);
    expect(incomeIn("a lot")).toBe("a lot");
    expect(timeIn("10:30 PM")).toBe("22:30");
    expect(timeIn("12:05 AM")).toBe("00:05");
    expect(dateIn("02-03-1998")).toBe("1998-03-02");
    expect(dateIn("1998-03-02T00:00:00.000Z")).toBe("1998-03-02");
    expect(dateIn("1998-03-02")).toBe("1998-03-02");
    expect(genderIn("Female")).toBe("female");
  });

  it("rashi names in Hindi and Gujarati are read; Hindi is written", () => {
    rashis.forEach((code, i) => {
      expect(rashiIn(RASHI_HINDI[i])).toBe(code);
      expect(rashiOut(code)).toBe(RASHI_HINDI[i]);
      expect(rashiIn(code)).toBe(code);
    });
    expect(rashiIn("મેષ")).toBe("Mesh");
    expect(rashiIn("ધન")).toBe("Dhanu");
    expect(rashiIn("Pluto")).toBe("Pluto");
  });
});

describe("LEGACY_CLIENT_IDS", () => {
  it("is a comma-separated list, and may not name Sagpan's own APP_ID", () => {
    const base = { NODE_ENV: "test", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...base, LEGACY_CLIENT_IDS: " a.b , c " }).legacyClientIds).toEqual([
      "a.b",
      "c",
    ]);
    expect(loadConfig(base).legacyClientIds).toEqual([]);
    expect(() => loadConfig({ ...base, LEGACY_CLIENT_IDS: "a,sagpan-web" })).toThrow(
      /LEGACY_CLIENT_IDS: must not include APP_ID/,
    );
  });
});
