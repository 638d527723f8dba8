import { connectionLimits, type Interest } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import {
  createPairRequestActions,
  type PairRequestServiceDeps,
  withBothMembers,
} from "../connections/pair-request-actions.ts";
import type { InterestListRow, InterestsRepository } from "./interests.repository.ts";

export interface InterestsDeps extends PairRequestServiceDeps {
  interests: InterestsRepository;
}

export function createInterestsService(deps: InterestsDeps) {
  const { interests } = deps;

  const toWire = (memberId: string, rows: InterestListRow[]): Promise<Interest[]> =>
    withBothMembers(deps.people, memberId, rows, (row, from, to) => ({
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
      from: row.fromId,
      to: row.toId,
      matched: row.matched,
      to_profile: to,
      from_profile: from,
    }));

  async function one(memberId: string, id: string): Promise<Interest> {
    const row = await interests.withMatch(id);
    const [wire] = row ? await toWire(memberId, [row]) : [];
    if (!wire) throw new AppError("interest.not_found");
    return wire;
  }

  return {
    /**
     * send: once per direction, Free members a limited number per calendar day in India;
     * answer: only the receiver, once; cancel: only the sender, while it waits for an answer.
     */
    ...createPairRequestActions({
      ...deps,
      kind: "interest",
      freePerDay: connectionLimits.freeInterestsPerDay,
      repo: interests,
      notify: (userId, type, id) => deps.events.toUser(userId, "interest", { type, id }),
      // An interest's reply carries "matched", so it is read again with the other direction.
      present: (memberId, row) => one(memberId, row.id),
    }),

    async list(memberId: string, type: "sent" | "received" | "matched", limit: number, offset = 0) {
      const rows = await interests.list(memberId, type, limit, offset);
      return {
        data: await toWire(memberId, rows.slice(0, limit)),
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
