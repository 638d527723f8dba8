import { describe, expect, it } from "vitest";
import { bhakootDosha, nadiDosha } from "./doshas.ts";
import { compareMangal, mangalDosha } from "./mangal.ts";
import { chartAt } from "./test-helpers.ts";

describe("nadiDosha (reference §6.1)", () => {
  it("is absent when the nadis differ", () => {
    expect(nadiDosha(chartAt(1, 1), chartAt(2, 1))).toBeNull();
  });

  it("is not cancelled for the same star and pada", () => {
    expect(nadiDosha(chartAt(4, 2), chartAt(4, 2))).toEqual({
      kind: "nadi",
      nadi: "antya",
      cancelled: false,
      reasons: [],
    });
  });

  it.each([
    // Ardra and Punarvasu 1: both Aadi, both Mithun.
    [chartAt(6, 1), chartAt(7, 1), ["same_rashi_different_nakshatra"]],
    // Krittika 1 (Mesh) and Krittika 2 (Vrushabh).
    [
      chartAt(3, 1),
      chartAt(3, 2),
      ["same_nakshatra_different_rashi", "same_nakshatra_different_pada"],
    ],
    // Rohini 1 and Rohini 3: same star and sign, different pada.
    [chartAt(4, 1), chartAt(4, 3), ["same_nakshatra_different_pada"]],
    // Ashwini (Mesh, Mars) and Jyeshtha (Vrushchik, Mars): both Aadi.
    [chartAt(1, 1), chartAt(18, 1), ["same_rashi_lord"]],
    // Magha (Sinh, Sun) and U.Ashadha 1 (Dhanu, Jupiter): both Antya.
    [chartAt(10, 1), chartAt(21, 1), ["friendly_rashi_lords"]],
  ])("is cancelled: %o × %o because %o", (boy, girl, reasons) => {
    expect(nadiDosha(boy, girl)).toMatchObject({ kind: "nadi", cancelled: true, reasons });
  });

  it("is not cancelled by lords that are not friends both ways", () => {
    // Rohini (Vrushabh, Venus) and Ashlesha (Kark, Moon): both Antya; Venus and Moon are not friends.
    expect(nadiDosha(chartAt(4, 1), chartAt(9, 1))).toMatchObject({
      cancelled: false,
      reasons: [],
    });
  });
});

describe("bhakootDosha (reference §6.2)", () => {
  it.each([
    [1, 8, "6/8", ["same_rashi_lord"]],
    [2, 7, "6/8", ["same_rashi_lord"]],
    [10, 11, "2/12", ["same_rashi_lord"]],
    [5, 9, "5/9", ["friendly_rashi_lords"]],
  ] as const)("rashi %i × %i (%s) is cancelled by %o", (boy, girl, pair, reasons) => {
    expect(bhakootDosha(boy, girl)).toEqual({ kind: "bhakoot", pair, cancelled: true, reasons });
  });

  it("stays when the lords are not friends", () => {
    // Mesh (Mars) and Vrushabh (Venus): 2/12, Mars and Venus are neutral.
    expect(bhakootDosha(1, 2)).toEqual({
      kind: "bhakoot",
      pair: "2/12",
      cancelled: false,
      reasons: [],
    });
  });

  it("is absent for good sign pairs", () => {
    expect(bhakootDosha(1, 7)).toBeNull();
    expect(bhakootDosha(3, 3)).toBeNull();
  });
});

describe("Mangal dosh (reference §6.3)", () => {
  it.each([
    [true, true, "compatible"],
    [false, false, "compatible"],
    [true, false, "mismatch"],
    [false, true, "mismatch"],
    [null, true, "unknown"],
    [undefined, false, "unknown"],
  ] as const)("boy %s, girl %s → %s", (boy, girl, match) => {
    expect(compareMangal(boy, girl)).toBe(match);
  });

  it("lists a one-sided dosh, and a shared one as cancelled", () => {
    expect(mangalDosha(true, false)).toEqual({
      kind: "mangal",
      manglik: "boy",
      cancelled: false,
      reasons: [],
    });
    expect(mangalDosha(false, true)).toMatchObject({ manglik: "girl", cancelled: false });
    expect(mangalDosha(true, true)).toEqual({
      kind: "mangal",
      manglik: "both",
      cancelled: true,
      reasons: ["both_manglik"],
    });
    expect(mangalDosha(false, false)).toBeNull();
    expect(mangalDosha(true, null)).toBeNull();
  });
});
