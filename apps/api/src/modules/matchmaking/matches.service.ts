import {
  emptyPreferences,
  type Match,
  type MatchCard,
  type MatchesQuery,
  type Preferences,
  type ProfileCard,
} from "@sagpan/contract";
import type { Convention } from "@sagpan/gun-milan";
import { AppError } from "../../lib/errors.ts";
import { ageOn } from "../accounts/accounts.service.ts";
import { gunByPosition } from "../profiles/astro.ts";
import { moonSlotOf } from "../profiles/profiles.repository.ts";
import { matchOf } from "./match-rules.ts";
import {
  factsOf,
  type MatchesRepository,
  type MatchRow,
  type Viewer,
} from "./matches.repository.ts";
import type { PreferencesRepository } from "./preferences.repository.ts";

export interface MatchesDeps {
  matches: MatchesRepository;
  preferences: PreferencesRepository;
  /** Cards of live, unblocked profiles as the viewer's plan shows them (profiles module). */
  cardsFor(viewerId: string, ids: string[]): Promise<Map<string, ProfileCard>>;
  clock: () => Date;
  /** Whose Gun Milan tables score a pair (GUN_MILAN_CONVENTION), as in the profile list. */
  gunConvention?: Convention;
}

/** The viewer's Gun Milan by a candidate's `moon_slot` (1–324; 0, no chart, scores nothing). */
function gunBySlot(row: MatchRow, convention: Convention): (number | null)[] {
  const out: (number | null)[] = new Array(325).fill(null);
  const table = gunByPosition(row, convention);
  if (!table) return out;
  for (const [position, score] of table) {
    out[moonSlotOf(Math.floor(position / 100), Math.floor(position / 10) % 10, position % 10)] =
      score;
  }
  return out;
}

export function createMatchesService(deps: MatchesDeps) {
  const { matches, preferences, clock } = deps;

  async function viewerOf(userId: string): Promise<Viewer & { row: MatchRow }> {
    const [row, prefs] = await Promise.all([matches.one(userId), preferences.find(userId)]);
    if (!row) throw new AppError("profile.not_found");
    return {
      id: userId,
      gender: row.gender,
      gotra: row.gotra,
      facts: factsOf(row, ageOn(row.birthdate, clock())),
      preferences: prefs,
      gunBySlot: gunBySlot(row, deps.gunConvention ?? "sagpan"),
      row,
    };
  }

  function pairMatch(v: Viewer, row: MatchRow, theirs: Preferences): Match {
    return matchOf(
      { p: v.preferences, owner: { gotra: v.gotra }, facts: v.facts },
      {
        p: theirs,
        owner: { gotra: row.gotra },
        facts: factsOf(row, ageOn(row.birthdate, clock())),
      },
      v.gunBySlot[row.moonSlot] ?? null,
    );
  }

  /** Cards with how each pair match, in the rows' order; rows no longer visible drop out. */
  async function matchCards(v: Viewer, rows: MatchRow[]): Promise<MatchCard[]> {
    const ids = rows.map((r) => r.id);
    const [cards, prefs] = await Promise.all([deps.cardsFor(v.id, ids), preferences.findMany(ids)]);
    return rows.flatMap((row) => {
      const card = cards.get(row.id);
      if (!card) return [];
      return [{ ...card, match: pairMatch(v, row, prefs.get(row.id) ?? emptyPreferences) }];
    });
  }

  return {
    viewerOf,
    matchCards,
    pairMatch,
    /** Candidates' rows by id (recommendations), in no particular order. */
    rowsOf: (ids: string[]) => matches.many(ids),

    /** `GET /matches`: mutual, mine (they fit me) or theirs (I fit them), newest first. */
    async list(userId: string, query: MatchesQuery) {
      const viewer = await viewerOf(userId);
      const rows = await matches.page({ viewer, ...query, today: clock() });
      const page = rows.slice(0, query.limit);
      return {
        data: await matchCards(viewer, page),
        next: rows.length > query.limit ? query.offset + query.limit : null,
      };
    },

    /** "How you match" with one profile the viewer may see (the profile reply carries it). */
    async between(viewerId: string, otherId: string): Promise<Match | null> {
      if (viewerId === otherId) return null;
      const [viewer, row, theirs] = await Promise.all([
        viewerOf(viewerId),
        matches.one(otherId),
        preferences.find(otherId),
      ]);
      if (!row || row.gender === viewer.gender) return null;
      return pairMatch(viewer, row, theirs);
    },
  };
}
export type MatchesService = ReturnType<typeof createMatchesService>;
