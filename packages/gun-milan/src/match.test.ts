import { describe, expect, it } from "vitest";
import { matchCharts, matchProfiles } from "./match.ts";
import { resolveChart } from "./resolve.ts";

// Boy: Makar, U.Ashadha 2. Girl: Vrushabh, Krittika 4 (reference §7 worked vectors).
const boy = { birthdate: "1990-05-15", birth_time: "14:30" };
const girl = { birthdate: "1995-12-06", birth_time: "05:15" };

describe("matchProfiles", () => {
  it("scores two birth charts, checked koota by koota by hand", () => {
    const result = matchProfiles(boy, girl);
    expect(result.points).toEqual({
      varna: 1, // Vaishya × Vaishya
      vashya: 2, // Makar below 15° is Chatushpad, like Vrushabh
      tara: 3,
      yoni: 3, // mongoose × sheep
      graha_maitri: 5, // Saturn and Venus are friends both ways
      gana: 0, // Manushya boy × Rakshasa girl
      bhakoot: 0, // Vrushabh is 5th from Makar
      nadi: 0, // both Antya
      total: 14,
      basis: "birth_chart",
      doshas: [
        { kind: "nadi", nadi: "antya", cancelled: true, reasons: ["friendly_rashi_lords"] },
        { kind: "bhakoot", pair: "5/9", cancelled: true, reasons: ["friendly_rashi_lords"] },
      ],
    });
    expect(result.max.total).toBe(36);
    expect(result.band).toBe("not_recommended");
    expect(result.mangal).toBe("unknown");
    expect(result.same_gotra).toBeNull();
  });

  it("adds the Mangal comparison and the sagotra warning, outside the score", () => {
    const result = matchProfiles(
      { ...boy, mangal_dosh: true, gotra: "Kashyap" },
      { ...girl, mangal_dosh: false, gotra: "કશ્યપ" },
    );
    expect(result.points.total).toBe(14);
    expect(result.mangal).toBe("mismatch");
    expect(result.points.doshas).toContainEqual({
      kind: "mangal",
      manglik: "boy",
      cancelled: false,
      reasons: [],
    });
    expect(result.same_gotra).toBe(true);
  });

  it("uses the weaker basis of the two", () => {
    const result = matchProfiles(boy, { birth_name: "Pooja" });
    expect(result.points.basis).toBe("birth_name");
    expect(result.points.total).not.toBeNull();
    expect(result.band).not.toBeNull();
  });

  it("scores only the rashi kootas when one side has only a rashi", () => {
    const result = matchProfiles(boy, { rashi: "Vrushabh" });
    expect(result.points).toMatchObject({
      varna: 1,
      vashya: 2,
      tara: null,
      yoni: null,
      graha_maitri: 5,
      gana: null,
      bhakoot: 0,
      nadi: null,
      total: 8,
      basis: "rashi_only",
    });
    expect(result.points.doshas).toEqual([
      { kind: "bhakoot", pair: "5/9", cancelled: true, reasons: ["friendly_rashi_lords"] },
    ]);
    expect(result.max).toMatchObject({ total: 15, tara: null, nadi: null, bhakoot: 7 });
    expect(result.band).toBeNull();
  });

  it("flags an assumed Dhanu/Makar half when only the rashi is known", () => {
    const result = matchProfiles({ rashi: "Dhanu" }, { rashi: "Mesh" });
    expect(result.warnings).toContainEqual({ code: "vashya_half_assumed", who: "boy" });
  });

  it("returns all-null points when a side has nothing to go on", () => {
    const result = matchProfiles(boy, {});
    expect(result.points).toEqual({
      varna: null,
      vashya: null,
      tara: null,
      yoni: null,
      graha_maitri: null,
      gana: null,
      bhakoot: null,
      nadi: null,
      total: null,
      basis: null,
      doshas: [],
    });
    expect(result.band).toBeNull();
    expect(result.girl).toBeNull();
  });
});

describe("matchCharts", () => {
  it("passes each person's warnings on and flags contested yoni pairs", () => {
    // Chetan: ચે, Ashwini 2 (horse). Nirali: ની, Anuradha 2 (deer).
    const result = matchCharts(
      resolveChart({ birth_name: "Chetan" }),
      resolveChart({ birth_name: "Nirali" }),
    );
    expect(result.points.basis).toBe("birth_name");
    expect(result.points.yoni).toBe(3);
    expect(result.warnings).toContainEqual({ code: "contested_yoni_pair", who: "pair" });
  });

  it("labels warnings by person", () => {
    const result = matchCharts(
      resolveChart({ birth_name: "Pranav" }),
      resolveChart({ birth_name: "Tanvi" }),
    );
    expect(result.warnings).toEqual([
      { code: "conjunct_initial", who: "boy" },
      { code: "latin_dental", who: "girl" },
    ]);
  });
});
