import {
  type MatchCard,
  type PlanName,
  type Recommendations,
  recommendationRules,
} from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { MatchesService } from "./matches.service.ts";
import { type Candidate, rankCandidates } from "./recommendation-score.ts";
import type { RecommendationsRepository } from "./recommendations.repository.ts";

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar date of `now` (UTC+5:30 all year), as YYYY-MM-DD. */
export const indiaDate = (now: Date) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The best candidates the database orders first, scored exactly here. Well above a day's 10 so
 * the exact score (preferences met both ways, Gun Milan) picks among many, yet one page of
 * work: the first call of a day is the only one that reads candidates at all.
 */
const POOL = 300;

export interface RecommendationsDeps {
  recommendations: RecommendationsRepository;
  matches: MatchesService;
  /** The member's plan, when the caller has not got it from the token check. */
  planOf(userId: string): Promise<PlanName>;
  clock: () => Date;
  /** After a skip: the member's kept match context and pages (matches.service) are forgotten. */
  changed?: (userId: string) => void;
}

export function createRecommendationsService(deps: RecommendationsDeps) {
  const { recommendations: repo, matches, clock } = deps;
  type Viewer = Awaited<ReturnType<MatchesService["viewerOf"]>>;

  /** A new list for the day, best first (recommendation-score.ts says the order). */
  async function build(viewer: Viewer, date: string, now: Date, excluded: Set<string>) {
    const shown = await repo.shownBefore(
      viewer.id,
      date,
      daysBefore(date, recommendationRules.noRepeatDays),
    );
    const rows = await repo.candidates({
      viewer,
      today: now,
      exclude: [...excluded],
      shownRecently: shown.recent,
      shownEarlier: shown.earlier,
      limit: POOL,
    });
    const recent = new Set(shown.recent);
    const earlier = new Set(shown.earlier);
    const candidates: Candidate[] = rows.map(({ profile, preferences: p, updatedAt, mutual }) => {
      return {
        id: profile.id,
        mutual,
        match: matches.pairMatch(viewer, profile, p),
        must: { mine: viewer.preferences.must, theirs: p.must },
        gun: viewer.gunBySlot[profile.moonSlot] ?? null,
        idVerified: profile.idVerified,
        hasPhoto: profile.primaryPicId !== null,
        updatedAt,
        createdAt: profile.createdAt,
        shownRecently: recent.has(profile.id),
        shownBefore: earlier.has(profile.id),
      };
    });
    return rankCandidates(candidates, now)
      .slice(0, recommendationRules.perDay)
      .map((c) => c.id);
  }

  /** Today's list (made by the day's first call), less those skipped or contacted since. */
  async function todayIds(userId: string) {
    const now = clock();
    const date = indiaDate(now);
    const skippedSince = new Date(now.getTime() - recommendationRules.skipDays * DAY_MS);
    const [viewer, stored, excluded] = await Promise.all([
      matches.viewerOf(userId),
      repo.day(userId, date),
      repo.excluded(userId, skippedSince),
    ]);
    let ids = stored;
    if (ids === null) {
      const made = await build(viewer, date, now, excluded);
      // An empty day is not kept: someone may fill a profile or change preferences later.
      ids = made.length > 0 ? await repo.claimDay(userId, date, made) : [];
    }
    return { viewer, left: ids.filter((id) => !excluded.has(id)), date };
  }

  async function today(userId: string, plan?: PlanName): Promise<Recommendations> {
    const planName = plan ?? (await deps.planOf(userId));
    // Kept with the member's match context (matches.service `keptPage`): a skip or a request
    // either way forgets it, so one who left the list never comes back from it.
    return matches.keptPage(
      userId,
      `recommendations|${indiaDate(clock())}|${planName}`,
      async () => {
        const { viewer, left, date } = await todayIds(userId);
        // One statement: the cards of those still shown to the viewer, in the day's order.
        const data: MatchCard[] = await matches.cardsFor(viewer, planName, left);
        return { data, date };
      },
    );
  }

  return {
    /**
     * The member's recommendations of today (India date): made by the day's first call and
     * kept, so the list is the same all day; those skipped or contacted since drop out. The
     * morning job (`countToday`) makes it first for members it tells, so the notification,
     * the digest line and the page agree.
     */
    today,

    /**
     * How many recommendations the member has today, making the day's list if no call has yet
     * (the morning job that tells members of them, before the digest).
     */
    async countToday(userId: string): Promise<number> {
      return (await today(userId)).data.length;
    },

    /**
     * "Skip": not recommended again for 30 days. Any profile the member could be recommended
     * may be skipped, in today's list or not (the same card elsewhere may offer it); one they
     * never could (their own gender, blocked, gone) is 404, their own profile 400.
     */
    async skip(userId: string, profileId: string): Promise<void> {
      if (profileId === userId) throw new AppError("recommendation.self");
      if (!(await repo.recommendable(userId, profileId))) throw new AppError("profile.not_found");
      await repo.skip(userId, profileId, clock());
      deps.changed?.(userId);
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
