import { describe, expect, it } from "vitest";
import { gotraKey, isSameGotra } from "./gotra.ts";

describe("gotraKey", () => {
  it.each([
    ["Kashyap", "Kashyapa", "KASHYAP gotra", "કશ્યપ", "kashyap ગોત્ર"],
    ["Bharadwaj", "Bhardwaj", "Bharadvaja", "ભારદ્વાજ"],
    ["Vashishtha", "Vasishta", "Vashistha", "વશિષ્ઠ"],
    ["Shandilya", "Sandilya", "શાંડિલ્ય"],
    ["Bhrigu", "Bhrugu", "ભૃગુ"],
    ["Gautam", "Gotam", "Gautham", "ગૌતમ"],
    ["Kaushik", "Koushik", "કૌશિક"],
    ["Vishwamitra", "Vishvamitra", "વિશ્વામિત્ર"],
    ["Vatsa", "Vats", "વત્સ"],
  ])("treats %s and its spellings as one gotra", (...spellings) => {
    const keys = new Set(spellings.map(gotraKey));
    expect(keys.size).toBe(1);
  });

  it.each([
    ["Kashyap", "Kaushik"],
    ["Garg", "Gautam"],
    ["Vatsa", "Vashishtha"],
    ["Atri", "Agastya"],
    ["Bharadwaj", "Bhrigu"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(gotraKey(a)).not.toBe(gotraKey(b));
  });
});

describe("isSameGotra", () => {
  it("compares normalised spellings", () => {
    expect(isSameGotra("Kashyap", "કશ્યપ")).toBe(true);
    expect(isSameGotra("Kashyap", "Garg")).toBe(false);
  });

  it.each([
    [null, "Garg"],
    ["Garg", undefined],
    ["", "Garg"],
    ["gotra", "Garg"],
  ])("is unknown (null) for %j and %j", (a, b) => {
    expect(isSameGotra(a, b)).toBeNull();
  });
});
