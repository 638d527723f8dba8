import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("parseRange", () => {
  it("reads the three single-range forms", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("clamps an end past the file and a suffix longer than it", () => {
    expect(parseRange("bytes=500-5000", 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("sends the whole file for no header, several ranges, other units or nonsense", () => {
    for (const header of [
      undefined,
      "",
      "bytes=0-1,5-6",
      "items=0-1",
      "bytes=abc",
      "bytes=-",
      "bytes=9-3",
    ]) {
      expect(parseRange(header, 1000)).toBeNull();
    }
  });

  it("calls a range wholly past the end unsatisfiable", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
