import { describe, expect, it } from "vitest";
import gu from "./gu.json";

/** "રસ" alone (not inside a longer word): the old word for an interest; the app says માગું. */
export const oldInterestWord = /(^|[^\p{L}\p{M}])રસ(?![\p{L}\p{M}])/u;

const strings = (node: unknown, path = ""): [string, string][] =>
  typeof node === "string"
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
        strings(v, path ? `${path}.${k}` : k),
      );

describe("Gujarati words", () => {
  it("call an interest માગું everywhere, never the old રસ", () => {
    expect(strings(gu).filter(([, text]) => oldInterestWord.test(text))).toEqual([]);
    expect(oldInterestWord.test("દરરોજ નવાં ખાતાં, રસ, ચેટ")).toBe(true);
    expect(oldInterestWord.test("પરસ્પર આકર્ષણ")).toBe(false);
  });
});
