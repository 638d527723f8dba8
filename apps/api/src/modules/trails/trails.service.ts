import type { TrailEntry } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import type { BlocksService } from "../blocks/blocks.service.ts";
import type { ChatRequestsService } from "../chat-requests/chat-requests.service.ts";
import type { InterestsService } from "../interests/interests.service.ts";
import type { TrailsRepository } from "./trails.repository.ts";

export interface TrailsDeps {
  trails: TrailsRepository;
  interests: Pick<InterestsService, "between">;
  chatRequests: Pick<ChatRequestsService, "between">;
  blocks: Pick<BlocksService, "blockedAt">;
  clock: () => Date;
}

interface Step {
  fromId: string;
  toId: string;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  cancelledAt: Date | null;
}

const entry = (kind: TrailEntry["kind"], at: Date, by: TrailEntry["by"]): TrailEntry => ({
  kind,
  at: at.toISOString(),
  by,
  id: null,
  note: null,
});

/**
 * The steps of one interest or chat request as the member saw them. A request the other
 * side withdrew is left out entirely: for its receiver it never happened.
 */
function stepsOf(
  memberId: string,
  row: Step,
  kinds: { sent: TrailEntry["kind"]; cancelled: TrailEntry["kind"] },
  answerKind: (status: string) => TrailEntry["kind"] | null,
): TrailEntry[] {
  const sender = row.fromId === memberId ? "me" : "them";
  if (row.status === "cancelled" && sender === "them") return [];
  const steps = [entry(kinds.sent, row.createdAt, sender)];
  const answer = answerKind(row.status);
  if (row.answeredAt && answer)
    steps.push(entry(answer, row.answeredAt, sender === "me" ? "them" : "me"));
  if (row.cancelledAt) steps.push(entry(kinds.cancelled, row.cancelledAt, "me"));
  return steps;
}

/** A member's private timeline with one profile: derived from what happened, plus notes. */
export function createTrailsService(deps: TrailsDeps) {
  const { trails } = deps;

  async function assertTrailable(memberId: string, profileId: string) {
    if (profileId === memberId) throw new AppError("trail.self");
    if (!(await trails.visible(memberId, profileId))) throw new AppError("profile.not_found");
  }

  return {
    async trail(memberId: string, profileId: string) {
      await assertTrailable(memberId, profileId);
      const [views, interests, requests, blockedAt, notes] = await Promise.all([
        trails.views(memberId, profileId),
        deps.interests.between(memberId, profileId),
        deps.chatRequests.between(memberId, profileId),
        deps.blocks.blockedAt(memberId, profileId),
        trails.notes(memberId, profileId),
      ]);
      const data: TrailEntry[] = [
        ...views.map((at) => entry("viewed", at, "me")),
        ...interests.flatMap((row) =>
          stepsOf(memberId, row, { sent: "interest_sent", cancelled: "interest_cancelled" }, (s) =>
            s === "accepted" ? "interest_accepted" : s === "rejected" ? "interest_rejected" : null,
          ),
        ),
        ...requests.flatMap((row) =>
          stepsOf(
            memberId,
            row,
            { sent: "chat_request_sent", cancelled: "chat_request_cancelled" },
            (s) =>
              s === "accepted"
                ? "chat_request_accepted"
                : s === "declined"
                  ? "chat_request_declined"
                  : null,
          ),
        ),
        ...(blockedAt ? [entry("blocked", blockedAt, "me")] : []),
        ...notes.map((n) => ({ ...entry("note", n.createdAt, "me"), id: n.id, note: n.note })),
      ];
      data.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
      return { data, next: null };
    },

    async addNote(memberId: string, profileId: string, note: string): Promise<TrailEntry> {
      await assertTrailable(memberId, profileId);
      const row = await trails.addNote(memberId, profileId, note, deps.clock());
      return { ...entry("note", row.createdAt, "me"), id: row.id, note: row.note };
    },

    erase: (memberId: string) => trails.erase(memberId),
  };
}
export type TrailsService = ReturnType<typeof createTrailsService>;
