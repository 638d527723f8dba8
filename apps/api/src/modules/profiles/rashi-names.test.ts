import { rashis } from "@sagpan/contract";
import { RASHI_NAMES } from "@sagpan/gun-milan";
import { describe, expect, it } from "vitest";

// The engine keeps its own list so it stays dependency-free; the two must never drift apart.
describe("rashi names", () => {
  it("are the same list, in the same order, in the contract and the Gun Milan engine", () => {
    expect([...RASHI_NAMES]).toEqual([...rashis]);
  });
});
