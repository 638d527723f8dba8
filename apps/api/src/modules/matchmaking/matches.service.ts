import type {
  Match,
  MatchCard,
  MatchesQuery,
  PlanName,
  Preferences,
  ProfileCard,
} from "@sagpan/contract";
import type { Convention } from "@sagpan/gun-milan";
import { AppError } from "../../lib/errors.ts";
import type { SharedCache } from "../../lib/shared-cache.ts";
import { ageOn } from "../accounts/accounts.service.ts";
import { gunByPosition } from "../profiles/astro.ts";
import { moonSlotOf } from "../profiles/profiles.repository.ts";
import { matchOf } from "./match-rules.ts";
import {
  type CardedRow,
  factsOf,
  type MatchesRepository,
  type MatchRow,
  type Viewer,
} from "./matches.repository.ts";

/** What a viewer's match lists read of them: kept a few seconds (`MatchesDeps.viewers`). */
export interface ViewerContext {
  row: MatchRow;
  preferences: Preferences;
  gunBySlot: (number | null)[];
  /**
   * The viewer's pages made from this context (`keptPage`): they go with it, so every change
   * that forgets the context (theirs, or a request between them and someone) forgets them too.
   */
  pages: Map<string, { lists: number; value: unknown }>;
}

/**
 * Pages kept per viewer, the oldest made dropped first: with the context cache's 5,000 viewers
 * a node holds at most 20,000 pages (a page of 20 cards is some 50 KB with its JSON).
 */
const PAGES_PER_VIEWER = 4;

/** The primary photo as the pictures service signs it (a CardedRow's `pic`, policy applied). */
type PicOf = Pick<CardedRow, "pic">["pic"];

export interface MatchesDeps {
  matches: MatchesRepository;
  /**
   * The viewer's row, preferences and Gun Milan table, kept for seconds: a member's page load
   * asks for matches, recommendations and "How you match" at once, each needing them. Every
   * write to what it holds forgets the member's entry, here and on the other nodes (through
   * Redis): a profile edit, preferences, privacy, plan, blocks (app.ts wires them). It holds
   * only the viewer's own values; who may be listed (blocks, hidden, paused, held) is checked
   * by each page's statement, never kept.
   */
  viewers?: SharedCache<ViewerContext>;
  /** A card from its row as the viewer's plan shows it (profiles module). */
  cardOf(
    row: MatchRow,
    plan: PlanName,
    viewerRow: MatchRow,
    pic: ProfileCard["primary_profile_pic"],
    today: Date,
  ): ProfileCard;
  /** Signed URLs of the primary photos the policy let through (pictures module). */
  primaryPicsOf(
    rows: readonly { profileId: string; pic: PicOf }[],
    viewer: { memberId: string },
  ): Map<string, NonNullable<ProfileCard["primary_profile_pic"]>>;
  /** The member's plan, when the caller has not got it from the token check. */
  planOf(userId: string): Promise<PlanName>;
  clock: () => Date;
  /** Whose Gun Milan tables score a pair (GUN_MILAN_CONVENTION), as in the profile list. */
  gunConvention?: Convention;
  /**
   * Counts every change to a card or to who is listed (the profile list's cache `version()`),
   * here and on the other nodes; a kept page is used only while it has not moved. Without it
   * (tests that write behind the service's back) no page is kept.
   */
  listsVersion?: () => number;
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
  const { matches, clock } = deps;
  const convention = deps.gunConvention ?? "sagpan";

  async function contextOf(userId: string): Promise<ViewerContext> {
    const now = clock();
    const kept = deps.viewers?.get(userId, now);
    if (kept) return kept;
    const since = deps.viewers?.version();
    const found = await matches.withPreferences(userId);
    if (!found) throw new AppError("profile.not_found");
    const context: ViewerContext = {
      ...found,
      gunBySlot: gunBySlot(found.row, convention),
      pages: new Map(),
    };
    deps.viewers?.set(userId, context, now, since);
    return context;
  }

  function viewerFrom(
    userId: string,
    { row, preferences, gunBySlot }: ViewerContext,
  ): Viewer & { row: MatchRow } {
    return {
      id: userId,
      gender: row.gender,
      gotra: row.gotra,
      facts: factsOf(row, ageOn(row.birthdate, clock())),
      preferences,
      gunBySlot,
      row,
    };
  }

  async function viewerOf(userId: string): Promise<Viewer & { row: MatchRow }> {
    return viewerFrom(userId, await contextOf(userId));
  }

  /**
   * A page of the viewer's (a match list's, the day's recommendations), made once and kept
   * with their context: a member's page load and its refreshes ask for the same pages, and
   * two-way matching is per viewer, so no other viewer's page can serve them. It is used
   * again only while nothing it shows has changed: the viewer's own state or a request of
   * theirs forgets the context with its pages (on every node), and any change to a card or
   * to who is listed moves `listsVersion`. The version is read before the page is, so a page
   * read across a change is never used. At most the context's 5 s old either way.
   */
  async function keptPage<T>(
    userId: string,
    key: string,
    make: (viewer: Viewer & { row: MatchRow }) => Promise<T>,
  ): Promise<T> {
    const context = await contextOf(userId);
    const lists = deps.listsVersion?.();
    const kept = context.pages.get(key);
    if (kept && lists !== undefined && kept.lists === lists) return kept.value as T;
    const value = await make(viewerFrom(userId, context));
    if (lists !== undefined) {
      context.pages.delete(key);
      context.pages.set(key, { lists, value });
      // A few pages a viewer: the lists' first pages and the day's recommendations.
      if (context.pages.size > PAGES_PER_VIEWER) {
        context.pages.delete(context.pages.keys().next().value as string);
      }
    }
    return value;
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

  /**
   * Cards with how each pair match, in the rows' order, from rows that carry their card's data
   * (matches.repository `CardedRow`): no statement of their own.
   */
  function cardsOf(
    v: Viewer & { row: MatchRow },
    plan: PlanName,
    rows: readonly CardedRow[],
  ): MatchCard[] {
    const pics = deps.primaryPicsOf(
      rows.map((r) => ({ profileId: r.profile.id, pic: r.pic })),
      { memberId: v.id },
    );
    const today = clock();
    return rows.map((r) => ({
      ...deps.cardOf(r.profile, plan, v.row, pics.get(r.profile.id) ?? null, today),
      match: pairMatch(v, r.profile, r.preferences),
    }));
  }

  return {
    viewerOf,
    pairMatch,

    /**
     * Cards of the given ids in that order (recommendations), those the viewer may no longer
     * be shown (blocked either way, hidden, paused, held, gone) left out: one statement.
     */
    async cardsFor(
      viewer: Viewer & { row: MatchRow },
      plan: PlanName,
      ids: string[],
    ): Promise<MatchCard[]> {
      const rows = await matches.visible(viewer, ids);
      const byId = new Map(rows.map((r) => [r.profile.id, r]));
      return cardsOf(
        viewer,
        plan,
        ids.flatMap((id) => byId.get(id) ?? []),
      );
    },

    /**
     * `GET /matches`: mutual, mine (they fit me) or theirs (I fit them), newest first. `plan`
     * is the one the token check read (lib/auth); without it, it is read.
     */
    async list(userId: string, query: MatchesQuery, plan?: PlanName) {
      const planName = plan ?? (await deps.planOf(userId));
      const today = clock();
      const key = `${query.type}|${query.limit}|${query.offset}|${planName}|${today.toISOString().slice(0, 10)}`;
      return keptPage(userId, key, async (viewer) => {
        const rows = await matches.page({ viewer, ...query, today });
        return {
          data: cardsOf(viewer, planName, rows.slice(0, query.limit)),
          next: rows.length > query.limit ? query.offset + query.limit : null,
        };
      });
    },

    keptPage,

    /** "How you match" with one profile the viewer may see (the profile reply carries it). */
    async between(viewerId: string, otherId: string): Promise<Match | null> {
      if (viewerId === otherId) return null;
      const [viewer, other] = await Promise.all([
        viewerOf(viewerId),
        matches.withPreferences(otherId),
      ]);
      if (!other || other.row.gender === viewer.gender) return null;
      return pairMatch(viewer, other.row, other.preferences);
    },
  };
}
export type MatchesService = ReturnType<typeof createMatchesService>;
