import { describe, expect, it } from "vitest";
import { nextPeriod } from "./plan-period.ts";

const day = 86_400_000;
const now = new Date("2026-11-05T10:00:00.000Z");

describe("plan periods (business rules, Plans)", () => {
  it("starts now without a current plan: 30 days monthly, 365 yearly", () => {
    expect(nextPeriod(now, null, "monthly")).toEqual({
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * day),
    });
    expect(nextPeriod(now, null, "yearly").endsAt).toEqual(new Date(now.getTime() + 365 * day));
  });

  it("extends from the end of a plan still running", () => {
    const end = new Date(now.getTime() + 12 * day);
    expect(nextPeriod(now, end, "monthly")).toEqual({
      startsAt: end,
      endsAt: new Date(now.getTime() + 42 * day),
    });
    expect(nextPeriod(now, end, "yearly").endsAt).toEqual(new Date(now.getTime() + 377 * day));
  });

  it("starts now when the last plan has already ended", () => {
    const ended = new Date(now.getTime() - 3 * day);
    expect(nextPeriod(now, ended, "monthly")).toEqual({
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * day),
    });
  });

  it("returns new dates, never the ones passed in", () => {
    const end = new Date(now.getTime() + day);
    const period = nextPeriod(now, end, "monthly");
    expect(period.startsAt).not.toBe(end);
    expect(period.startsAt).toEqual(end);
  });
});
