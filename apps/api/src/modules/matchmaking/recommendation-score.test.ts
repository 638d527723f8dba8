import { describe, expect, it } from "vitest";
import {
  type Candidate,
  preferenceShare,
  rankCandidates,
  recommendationScore,
  weights,
} from "./recommendation-score.ts";

const now = new Date("2026-11-27T06:00:00Z");
const DAY = 86_400_000;
const base: Candidate = {
  id: "b",
  mutual: false,
  match: { mine: { met: [], missed: [] }, theirs: { met: [], missed: [] }, score: 100 },
  must: { mine: [], theirs: [] },
  gun: null,
  idVerified: false,
  hasPhoto: false,
  updatedAt: new Date(now.getTime() - 365 * DAY),
  createdAt: new Date(now.getTime() - 365 * DAY),
  shownRecently: false,
  shownBefore: false,
};
const c = (id: string, over: Partial<Candidate>): Candidate => ({ ...base, id, ...over });

describe("the recommendation score", () => {
  it("counts the preferences that are not deal-breakers, both directions", () => {
    const match = {
      mine: { met: ["city" as const, "age" as const], missed: ["height" as const] },
      theirs: { met: [], missed: ["work" as const] },
      score: 50,
    };
    // Her "city" is a deal-breaker: age met, height and work missed.
    expect(preferenceShare(match, { mine: ["city"], theirs: [] })).toBeCloseTo(1 / 3);
    expect(preferenceShare(base.match, base.must)).toBe(0.5);
  });

  it("adds Gun Milan, ID verification, a photo, recent activity and newness", () => {
    const plain = recommendationScore(base, now);
    expect(plain).toBeCloseTo(weights.preferences / 2);
    expect(recommendationScore(c("x", { gun: 36 }), now) - plain).toBeCloseTo(weights.gun);
    expect(recommendationScore(c("x", { idVerified: true }), now) - plain).toBe(weights.idVerified);
    expect(recommendationScore(c("x", { hasPhoto: true }), now) - plain).toBe(weights.photo);
    expect(recommendationScore(c("x", { updatedAt: now }), now) - plain).toBe(weights.activity);
    expect(recommendationScore(c("x", { createdAt: now }), now) - plain).toBe(weights.newness);
  });

  it("orders not shown lately, then mutual, then never shown, then the score", () => {
    const ranked = rankCandidates(
      [
        c("recent-mutual-best", { shownRecently: true, mutual: true, idVerified: true }),
        c("one-sided-best", { idVerified: true, hasPhoto: true, gun: 36 }),
        c("mutual-shown-before", { mutual: true, shownBefore: true, idVerified: true }),
        c("mutual-plain", { mutual: true }),
        c("mutual-verified", { mutual: true, idVerified: true }),
      ],
      now,
    );
    expect(ranked.map((x) => x.id)).toEqual([
      "mutual-verified",
      "mutual-plain",
      "mutual-shown-before",
      "one-sided-best",
      "recent-mutual-best",
    ]);
  });
});
