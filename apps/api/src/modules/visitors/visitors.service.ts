import type { PlanName, VisitorCount, VisitorsList, VisitorsQuery } from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { VisitorsRepository } from "./visitors.repository.ts";

const indiaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
/** The India calendar date of a moment, `YYYY-MM-DD`: visits count once per viewer a day. */
export const indiaDateOf = (at: Date) => indiaDay.format(at);

/** How far back "when" reaches for members who may not see who (Free, browsing privately). */
const DAYS_SHOWN = 30;

export function createVisitorsService(deps: {
  visitors: VisitorsRepository;
  profiles: Pick<ProfilesService, "cardsFor">;
  /** Privacy settings' `browse_privately` (the privacy module owns it). */
  browsesPrivately: (userId: string) => Promise<boolean>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Tells the member of a visit (the notification centre, mail, push). */
  notifications?: Pick<NotificationsService, "notify">;
  /** The member's plan: a Free member is told that someone looked, not who (as the list). */
  planOf?: (userId: string) => Promise<PlanName>;
}) {
  const { visitors, clock } = deps;
  const pending = new Set<Promise<void>>();

  async function record(viewerId: string, profileId: string) {
    if (viewerId === profileId) return;
    if (await deps.browsesPrivately(viewerId)) return;
    const at = clock();
    const first = await visitors.record({ viewerId, profileId, day: indiaDateOf(at), at });
    if (!first || !deps.notifications) return;
    const free = (await deps.planOf?.(profileId)) === "Free";
    await deps.notifications.notify({
      kind: "profile_viewed",
      to: profileId,
      actor: free ? null : viewerId,
      data: {},
    });
  }

  return {
    /**
     * Notes a member's view of another's profile without holding up the profile's reply: the
     * write runs after it, and a failure is logged (no ids: who looks at whom is private).
     */
    recordLater(viewerId: string, profileId: string) {
      const write = record(viewerId, profileId)
        .catch((err: unknown) => {
          // The database's message can quote the ids; its code says enough.
          const code = (err as { code?: unknown } | null)?.code;
          deps.log.warn(
            { code: typeof code === "string" ? code : "unknown" },
            "visit not recorded",
          );
        })
        .finally(() => pending.delete(write));
      pending.add(write);
    },

    /** Resolves when every visit noted so far is written (tests, shutdown). */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },

    async list(
      member: { id: string; plan: PlanName },
      query: VisitorsQuery,
    ): Promise<VisitorsList> {
      if (member.plan === "Free") throw new AppError("plan.upgrade_required");
      // Browsing privately leaves no trace, and so sees none of others' (business rules).
      if (await deps.browsesPrivately(member.id)) throw new AppError("visitors.browsing_privately");
      const [rows, counts] = await Promise.all([
        visitors.page(member.id, query.limit + 1, query.offset),
        visitors.counts(member.id, null),
      ]);
      const page = rows.slice(0, query.limit);
      const cards = await deps.profiles.cardsFor(
        member.id,
        page.map((r) => r.viewerId),
      );
      return {
        data: page.flatMap((r) => {
          const profile = cards.get(r.viewerId);
          return profile ? [{ profile, at: new Date(r.at ?? 0).toISOString() }] : [];
        }),
        total: counts.total,
        next: rows.length > query.limit ? query.offset + query.limit : null,
      };
    },

    async count(userId: string): Promise<VisitorCount> {
      const now = clock();
      const from = indiaDateOf(new Date(now.getTime() - (DAYS_SHOWN - 1) * 86_400_000));
      const [seenAt, browsingPrivately] = await Promise.all([
        visitors.seenAt(userId),
        deps.browsesPrivately(userId),
      ]);
      const [counts, days] = await Promise.all([
        visitors.counts(userId, seenAt),
        visitors.days(userId, from),
      ]);
      return {
        total: counts.total,
        new: counts.fresh,
        days: days.map((d) => ({ date: d.date, count: d.count })),
        browsing_privately: browsingPrivately,
      };
    },

    /** The member opened /visitors: what came before is no longer new. */
    async seen(userId: string) {
      await visitors.markSeen(userId, clock());
    },
  };
}
export type VisitorsService = ReturnType<typeof createVisitorsService>;
