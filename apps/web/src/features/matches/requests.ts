import type { MatchType } from "@sagpan/contract";
import type { Query } from "../../lib/api.ts";

/**
 * The URLs of /matches' first calls, in one place for its queries (api.ts) and for the boot
 * script that sends them before the app has loaded (app/first-screen-requests.ts): an early
 * reply is only used by a call to the very same URL. Free of React, query code and zod for
 * that reason (the contract is imported for its types only).
 */

/**
 * Match cards a page asks for. Ten, not the list's twenty: each card is a profile card plus how
 * the pair match, and the day's ten recommendations stand above them; the next ten come as the
 * member scrolls.
 */
export const MATCHES_PAGE = 10;

/** The tabs of /matches, keyed so that a new match type in the contract must be named here. */
const tabs: Record<MatchType, true> = { mutual: true, mine: true, theirs: true };

/** The tab the address names (`?type=`), the mutual matches by default. */
export const matchTypeOf = (text: string | null): MatchType =>
  text !== null && Object.hasOwn(tabs, text) ? (text as MatchType) : "mutual";

/** `GET /api/v1/matches`: one page of one tab. */
export const matchesRequest = (type: MatchType, offset: number): [string, Query] => [
  "/api/v1/matches",
  { type, limit: MATCHES_PAGE, offset },
];

/** `GET /api/v1/recommendations`: today's list. */
export const recommendationsRequest = "/api/v1/recommendations";
