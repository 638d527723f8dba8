import { describe, expect, it } from "vitest";
import { termsSections } from "../legal/legal-content.ts";
import { defaultFeatures } from "./default-features.ts";

/** "રસ" alone (not inside a longer word): the old word for an interest; the app says માગું. */
const oldInterestWord = /(^|[^\p{L}\p{M}])રસ(?![\p{L}\p{M}])/u;

describe("Gujarati texts the API serves", () => {
  it("call an interest માગું on /featured and in the terms, never the old રસ", () => {
    const texts = JSON.stringify([defaultFeatures, termsSections]);
    expect(texts.match(new RegExp(oldInterestWord, "gu")) ?? []).toEqual([]);
    expect(oldInterestWord.test("રસ મોકલો")).toBe(true);
  });
});
