import { type ChatRequest, type ChatRequestListQuery, connectionLimits } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import {
  createPairRequestActions,
  type PairRequestServiceDeps,
  withBothMembers,
} from "../connections/pair-request-actions.ts";
import type { ChatRequestRow, ChatRequestsRepository } from "./chat-requests.repository.ts";

export interface ChatRequestsDeps extends PairRequestServiceDeps {
  chatRequests: ChatRequestsRepository;
}

export function createChatRequestsService(deps: ChatRequestsDeps) {
  const { chatRequests } = deps;

  const toWire = (memberId: string, rows: ChatRequestRow[]): Promise<ChatRequest[]> =>
    withBothMembers(deps.people, memberId, rows, (row, from, to) => ({
      id: row.id,
      from: row.fromId,
      to: row.toId,
      status: row.status,
      accepted: row.status === "accepted",
      declined: row.status === "declined",
      created_at: row.createdAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
      profile: row.fromId === memberId ? to : from,
      to_profile: to,
      from_profile: from,
    }));

  async function one(memberId: string, row: ChatRequestRow): Promise<ChatRequest> {
    const [wire] = await toWire(memberId, [row]);
    if (!wire) throw new AppError("chat_request.not_found");
    return wire;
  }

  const actions = createPairRequestActions({
    ...deps,
    kind: "chat_request",
    freePerDay: connectionLimits.freeChatRequestsPerDay,
    repo: chatRequests,
    notify: (userId, type, id) => deps.events.toUser(userId, "chat_request", { type, id }),
    present: one,
  });

  return {
    /** Once per direction, and not when they already asked me; Free: a few per day. */
    send: actions.send,

    /** Only the receiver answers a pending request; repeating the same answer is harmless. */
    async answer(memberId: string, idOrProfileId: string, accepted: boolean): Promise<ChatRequest> {
      // The original system's clients list invites as the senders' profiles and answer by
      // the profile id: that finds only a pending request from that member to the caller.
      let id = idOrProfileId;
      if (!(await chatRequests.findFor(memberId, idOrProfileId))) {
        const received = (await chatRequests.between(memberId, idOrProfileId)).find(
          (row) => row.toId === memberId && row.status === "pending",
        );
        id = received?.id ?? idOrProfileId;
      }
      return actions.answer(memberId, id, accepted ? "accepted" : "declined");
    },

    /**
     * Only the sender cancels, and only while the request is pending. The spec's client names
     * the request by its id or by the other member's profile id: the latter finds only the
     * caller's own pending request to that member.
     */
    async cancel(memberId: string, idOrProfileId: string): Promise<void> {
      if (await chatRequests.findFor(memberId, idOrProfileId))
        return actions.cancel(memberId, idOrProfileId);
      const sent = (await chatRequests.between(memberId, idOrProfileId)).find(
        (row) => row.fromId === memberId && row.status === "pending",
      );
      return actions.cancel(memberId, sent?.id ?? idOrProfileId);
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
