import type { Match, PreferenceName } from "@sagpan/contract";

/**
 * The one reciprocal score of daily recommendations (business-rules.md "Matchmaking"): the
 * order is mutual fit first, then this score, with never-shown profiles before already-shown
 * ones; what a day may not repeat comes after everything else. Everything that orders a
 * recommendation is here, so the list, its tests and the digest mail cannot disagree.
 */
export interface Candidate {
  id: string;
  /** Each fits the other's deal-breakers (the candidate always fits the member's). */
  mutual: boolean;
  /** Both directions, as "How you match" shows them. */
  match: Match;
  /** The deal-breakers of each side: the share below counts the other preferences only. */
  must: { mine: readonly PreferenceName[]; theirs: readonly PreferenceName[] };
  /** The pair's Gun Milan (0–36), null without both charts. */
  gun: number | null;
  idVerified: boolean;
  hasPhoto: boolean;
  updatedAt: Date;
  createdAt: Date;
  /** Recommended on one of the last 7 days: only when no one else remains. */
  shownRecently: boolean;
  /** Recommended on some earlier day. */
  shownBefore: boolean;
}

export const weights = {
  preferences: 40,
  gun: 20,
  idVerified: 15,
  photo: 10,
  activity: 10,
  newness: 5,
} as const;

const DAY = 86_400_000;

/** 1 up to `full` days ago, falling in a straight line to 0 at `none` days. */
const fading = (since: number, full: number, none: number) =>
  Math.max(0, Math.min(1, (none - since / DAY) / (none - full)));

/**
 * The share of the preferences that are not deal-breakers met, both directions together;
 * a pair where neither side set one scores half.
 */
export function preferenceShare(match: Match, must: Candidate["must"]): number {
  const count = (names: PreferenceName[], skip: readonly PreferenceName[]) =>
    names.filter((name) => !skip.includes(name)).length;
  const met = count(match.mine.met, must.mine) + count(match.theirs.met, must.theirs);
  const missed = count(match.mine.missed, must.mine) + count(match.theirs.missed, must.theirs);
  return met + missed === 0 ? 0.5 : met / (met + missed);
}

/** 0–100: how good a recommendation the candidate is, leaving the tiers aside. */
export function recommendationScore(c: Candidate, now: Date): number {
  const ago = (at: Date) => Math.max(0, now.getTime() - at.getTime());
  return (
    weights.preferences * preferenceShare(c.match, c.must) +
    weights.gun * ((c.gun ?? 0) / 36) +
    (c.idVerified ? weights.idVerified : 0) +
    (c.hasPhoto ? weights.photo : 0) +
    weights.activity * fading(ago(c.updatedAt), 7, 90) +
    weights.newness * fading(ago(c.createdAt), 30, 180)
  );
}

/**
 * The day's order: not shown on the last 7 days, then mutual, then never shown, then the
 * score; the id settles exact ties so a list is reproducible.
 */
export function rankCandidates<C extends Candidate>(candidates: C[], now: Date): C[] {
  const scored = candidates.map((c) => ({ c, score: recommendationScore(c, now) }));
  scored.sort(
    (a, b) =>
      Number(a.c.shownRecently) - Number(b.c.shownRecently) ||
      Number(b.c.mutual) - Number(a.c.mutual) ||
      Number(a.c.shownBefore) - Number(b.c.shownBefore) ||
      b.score - a.score ||
      (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0),
  );
  return scored.map((s) => s.c);
}
