import { toPaise } from "@sagpan/contract/money";
import { describe, expect, it } from "vitest";
import { money } from "./money.ts";

describe("money", () => {
  it("shows paise as rupees the Indian way, in both languages", () => {
    expect(money(toPaise(699), "en")).toBe("₹699");
    expect(money(toPaise(124_999), "en")).toBe("₹1,24,999");
    expect(money(toPaise(4999), "gu")).toBe("₹4,999");
  });

  it("shows paise only when there are some", () => {
    expect(money(toPaise(699.5), "en")).toBe("₹699.50");
  });

  it("takes paise only: a plain count of rupees does not type-check", () => {
    // @ts-expect-error a number of rupees is not Paise
    expect(money(699, "en")).toBe("₹6.99");
  });
});
