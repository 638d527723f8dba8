import { connectionLimits, type Interest } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { ConnectionProfiles } from "../connections/connection-profiles.ts";
import { startOfIndianDay } from "../connections/pair-sql.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { InterestListRow, InterestsRepository } from "./interests.repository.ts";

export interface InterestsDeps {
  interests: InterestsRepository;
  plans: Pick<PlansRepository, "current">;
  profiles: Pick<ProfilesService, "assertVisible">;
  people: ConnectionProfiles;
  events: Pick<Realtime, "toUser">;
  clock: () => Date;
}

export function createInterestsService(deps: InterestsDeps) {
  const { interests, clock } = deps;

  async function toWire(rows: InterestListRow[]): Promise<Interest[]> {
    const people = await deps.people(rows.flatMap((r) => [r.fromId, r.toId]));
    return rows.flatMap((row) => {
      const from = people.get(row.fromId);
      const to = people.get(row.toId);
      if (!from || !to || row.status === "cancelled") return [];
      return [
        {
          id: row.id,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          answered_at: row.answeredAt?.toISOString() ?? null,
          from: row.fromId,
          to: row.toId,
          matched: row.matched,
          to_profile: to,
          from_profile: from,
        },
      ];
    });
  }

  async function one(id: string): Promise<Interest> {
    const row = await interests.withMatch(id);
    const [wire] = row ? await toWire([row]) : [];
    if (!wire) throw new AppError("interest.not_found");
    return wire;
  }

  return {
    /** Once per direction; Free members send a limited number per calendar day in India. */
    async send(memberId: string, to: string): Promise<Interest> {
      if (to === memberId) throw new AppError("interest.self");
      await deps.profiles.assertVisible(memberId, to);
      const now = clock();
      const { plan } = await deps.plans.current(memberId, now);
      const result = await interests.send({
        fromId: memberId,
        toId: to,
        now,
        since: startOfIndianDay(now),
        max: plan === "Free" ? connectionLimits.freeInterestsPerDay : null,
      });
      if (result.kind === "duplicate") throw new AppError("interest.already_sent");
      if (result.kind === "quota") throw new AppError("plan.upgrade_required");
      deps.events.toUser(to, "interest", { type: "received", id: result.row.id });
      return one(result.row.id);
    },

    /** Only the receiver answers, once; repeating the same answer is harmless. */
    async answer(memberId: string, id: string, status: "accepted" | "rejected") {
      const row = await interests.findFor(memberId, id);
      if (!row || row.toId !== memberId) throw new AppError("interest.not_found");
      if (row.status === status) return one(id);
      if (row.status !== "pending") throw new AppError("interest.already_answered");
      if (!(await interests.answer(id, memberId, status, clock())))
        throw new AppError("interest.already_answered");
      deps.events.toUser(row.fromId, "interest", { type: status, id });
      return one(id);
    },

    /** Only the sender cancels, and only while the interest waits for an answer. */
    async cancel(memberId: string, id: string): Promise<void> {
      const row = await interests.findFor(memberId, id);
      if (!row || row.fromId !== memberId) throw new AppError("interest.not_found");
      if (row.status !== "pending" || !(await interests.cancel(id, memberId, clock())))
        throw new AppError("interest.already_answered");
      deps.events.toUser(row.toId, "interest", { type: "cancelled", id });
    },

    async list(memberId: string, type: "sent" | "received" | "matched", limit: number, offset = 0) {
      const rows = await interests.list(memberId, type, limit, offset);
      return {
        data: await toWire(rows.slice(0, limit)),
        next: rows.length > limit ? offset + limit : null,
      };
    },

    pendingReceived: (memberId: string, limit: number) =>
      interests.pendingReceived(memberId, limit),

    between: (a: string, b: string) => interests.between(a, b),

    /** The bottom nav's count of interests waiting for my answer. */
    counts: async (memberId: string) => ({
      interests_received: await interests.countPendingReceived(memberId),
    }),

    erase: (memberId: string) => interests.erase(memberId),
  };
}
export type InterestsService = ReturnType<typeof createInterestsService>;
