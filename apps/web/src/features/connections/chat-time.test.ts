import { describe, expect, it } from "vitest";
import { dayLabel, threadTime } from "./chat-time.ts";

describe("chat times", () => {
  const now = new Date(2026, 10, 23, 18, 30);
  it("heads a day as today, yesterday, or its date in Indian order", () => {
    expect(dayLabel(new Date(2026, 10, 23, 9, 0).toISOString(), "en", now)).toBe("today");
    expect(dayLabel(new Date(2026, 10, 22, 23, 59).toISOString(), "en", now)).toBe("yesterday");
    expect(dayLabel(new Date(2026, 10, 1, 10, 0).toISOString(), "en", now)).toBe("1 November 2026");
  });

  it("shows a thread's time today, else its day and month", () => {
    expect(threadTime(new Date(2026, 10, 23, 9, 5).toISOString(), "en", now)).toMatch(
      /^9:05\s?am$/i,
    );
    expect(threadTime(new Date(2026, 10, 1, 9, 5).toISOString(), "en", now)).toBe("1 Nov");
  });
});
