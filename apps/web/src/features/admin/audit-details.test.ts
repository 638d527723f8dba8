import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n.ts";
import { dateTime } from "../../lib/dates.ts";
import { auditDetails } from "./audit-details.ts";

afterEach(() => changeLanguage("en"));

const ad = {
  title: "Shree Jewellers",
  target: "free",
  status: "delayed",
  starts_at: "2026-11-24T08:19:00.000Z",
  ends_at: null,
};

describe("an audit line's details", () => {
  it("names fields and values in words, times in the app's date format", () => {
    const starts = dateTime(ad.starts_at, "en");
    expect(starts).toMatch(/^24 Nov 2026/);
    expect(auditDetails(ad, i18n.t, "en")).toBe(
      `Title: Shree Jewellers · Shown to: Free members · Status: Closable after a 10 s countdown · Starts: ${starts}`,
    );
  });

  it("reads in Gujarati with no field name or UTC stamp left", async () => {
    await changeLanguage("gu");
    const text = auditDetails(
      { ...ad, hidden: true, ids: ["a", "b", "c"], from: "surat", to: null },
      i18n.t,
      "gu",
    );
    expect(text).toContain("કોને બતાવવી: ફ્રી સભ્યો");
    expect(text).toContain("છુપાવેલ: હા");
    expect(text).toContain("નવો ક્રમ: 3 વસ્તુ");
    expect(text).toContain("પહેલાં: surat");
    expect(text).not.toMatch(/starts_at|ends_at|target|T08:19|\bto\b/);
  });

  it("shows an unknown field as written, and nothing for none", () => {
    expect(auditDetails({ colour: "blue" }, i18n.t, "en")).toBe("colour: blue");
    expect(auditDetails(null, i18n.t, "en")).toBe("");
  });
});
