import { type ChatRequest, type ChatRequestListQuery, connectionLimits } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { ConnectionProfiles } from "../connections/connection-profiles.ts";
import { startOfIndianDay } from "../connections/pair-sql.ts";
import type { PlansRepository } from "../plans/plans.repository.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { ChatRequestRow, ChatRequestsRepository } from "./chat-requests.repository.ts";

export interface ChatRequestsDeps {
  chatRequests: ChatRequestsRepository;
  plans: Pick<PlansRepository, "current">;
  profiles: Pick<ProfilesService, "assertVisible">;
  people: ConnectionProfiles;
  events: Pick<Realtime, "toUser">;
  clock: () => Date;
}

export function createChatRequestsService(deps: ChatRequestsDeps) {
  const { chatRequests, clock } = deps;

  /** Each request with the other member's card; requests whose member is gone drop out. */
  async function toWire(memberId: string, rows: ChatRequestRow[]): Promise<ChatRequest[]> {
    const other = (row: ChatRequestRow) => (row.fromId === memberId ? row.toId : row.fromId);
    const people = await deps.people(rows.map(other));
    return rows.flatMap((row) => {
      const profile = people.get(other(row));
      if (!profile || row.status === "cancelled") return [];
      return [
        {
          id: row.id,
          from: row.fromId,
          to: row.toId,
          status: row.status,
          accepted: row.status === "accepted",
          declined: row.status === "declined",
          created_at: row.createdAt.toISOString(),
          answered_at: row.answeredAt?.toISOString() ?? null,
          profile,
        },
      ];
    });
  }

  async function one(memberId: string, row: ChatRequestRow): Promise<ChatRequest> {
    const [wire] = await toWire(memberId, [row]);
    if (!wire) throw new AppError("chat_request.not_found");
    return wire;
  }

  return {
    /** Once per direction, and not when they already asked me; Free: a few per day. */
    async send(memberId: string, to: string): Promise<ChatRequest> {
      if (to === memberId) throw new AppError("chat_request.self");
      await deps.profiles.assertVisible(memberId, to);
      const now = clock();
      const { plan } = await deps.plans.current(memberId, now);
      const result = await chatRequests.send({
        fromId: memberId,
        toId: to,
        now,
        since: startOfIndianDay(now),
        max: plan === "Free" ? connectionLimits.freeChatRequestsPerDay : null,
      });
      if (result.kind === "duplicate") throw new AppError("chat_request.already_sent");
      if (result.kind === "reverse") throw new AppError("chat_request.already_received");
      if (result.kind === "quota") throw new AppError("plan.upgrade_required");
      deps.events.toUser(to, "chat_request", { type: "received", id: result.row.id });
      return one(memberId, result.row);
    },

    /** Only the receiver answers a pending request; repeating the same answer is harmless. */
    async answer(memberId: string, id: string, accepted: boolean): Promise<ChatRequest> {
      const status = accepted ? "accepted" : "declined";
      const row = await chatRequests.findFor(memberId, id);
      if (!row || row.toId !== memberId) throw new AppError("chat_request.not_found");
      if (row.status === status) return one(memberId, row);
      if (row.status !== "pending") throw new AppError("chat_request.already_answered");
      const updated = await chatRequests.answer(id, memberId, status, clock());
      if (!updated) throw new AppError("chat_request.already_answered");
      deps.events.toUser(row.fromId, "chat_request", { type: status, id });
      return one(memberId, updated);
    },

    /** Only the sender cancels, and only while the request is pending. */
    async cancel(memberId: string, id: string): Promise<void> {
      const row = await chatRequests.findFor(memberId, id);
      if (!row || row.fromId !== memberId) throw new AppError("chat_request.not_found");
      if (row.status !== "pending" || !(await chatRequests.cancel(id, memberId, clock())))
        throw new AppError("chat_request.already_answered");
      deps.events.toUser(row.toId, "chat_request", { type: "cancelled", id });
    },

    async list(memberId: string, query: ChatRequestListQuery) {
      const rows = await chatRequests.list({
        memberId,
        direction: query.direction,
        status: query.accepted ? "accepted" : "pending",
        limit: query.limit,
        offset: query.from,
      });
      return {
        data: await toWire(memberId, rows.slice(0, query.limit)),
        next: rows.length > query.limit ? query.from + query.limit : null,
      };
    },

    pendingReceived: (memberId: string, limit: number) =>
      chatRequests.list({ memberId, direction: "received", status: "pending", limit, offset: 0 }),

    canChat: (a: string, b: string) => chatRequests.acceptedBetween(a, b),

    between: (a: string, b: string) => chatRequests.between(a, b),

    counts: async (memberId: string) => ({
      chat_requests: await chatRequests.countPendingReceived(memberId),
    }),

    erase: (memberId: string) => chatRequests.erase(memberId),
  };
}
export type ChatRequestsService = ReturnType<typeof createChatRequestsService>;
