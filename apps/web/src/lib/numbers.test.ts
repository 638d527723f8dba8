import { describe, expect, it } from "vitest";
import { indianNumber } from "./numbers.ts";

describe("indianNumber", () => {
  it("groups by lakh and crore in both languages, in Latin digits", () => {
    expect(indianNumber(7, "en")).toBe("7");
    expect(indianNumber(1234, "en")).toBe("1,234");
    expect(indianNumber(125_000, "en")).toBe("1,25,000");
    expect(indianNumber(12_500_000, "gu")).toBe("1,25,00,000");
  });
});
