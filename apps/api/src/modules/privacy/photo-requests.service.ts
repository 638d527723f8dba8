import type { PhotoRequest } from "@sagpan/contract";
import { AppError } from "../../lib/errors.ts";
import {
  createPairRequestActions,
  type PairRequestServiceDeps,
  withBothMembers,
} from "../connections/pair-request-actions.ts";
import type { PhotoPolicy } from "./photo-policy.ts";
import type { PhotoRequestRow, PhotoRequestsRepository } from "./photo-requests.repository.ts";

export interface PhotoRequestsDeps extends PairRequestServiceDeps {
  photoRequests: PhotoRequestsRepository;
  policy: Pick<PhotoPolicy, "canSee">;
}

/**
 * Asking to see a member's photos (a family that chose "on request" or "connected"): the owner
 * accepts or declines; accepted, the asker sees them whatever the photo setting says.
 */
export function createPhotoRequestsService(deps: PhotoRequestsDeps) {
  const { photoRequests } = deps;

  const toWire = (memberId: string, rows: PhotoRequestRow[]): Promise<PhotoRequest[]> =>
    withBothMembers(deps.people, memberId, rows, (row, from, to) => ({
      id: row.id,
      from: row.fromId,
      to: row.toId,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
      profile: row.fromId === memberId ? to : from,
    }));

  const actions = createPairRequestActions({
    ...deps,
    kind: "photo_request",
    freePerDay: null,
    repo: photoRequests,
    notify: (userId, type, id) => deps.events.toUser(userId, "photo_request", { type, id }),
    present: async (memberId, row) => {
      const [wire] = await toWire(memberId, [row]);
      if (!wire) throw new AppError("photo_request.not_found");
      return wire;
    },
  });

  return {
    async send(memberId: string, to: string): Promise<PhotoRequest> {
      if (to !== memberId && (await deps.policy.canSee({ memberId }, to))) {
        // Said only for a profile the member may open: others answer as unknown below.
        await deps.profiles.assertVisible(memberId, to);
        throw new AppError("photo_request.not_needed");
      }
      return actions.send(memberId, to);
    },

    /** Only the owner of the photos answers a pending request. */
    answer: (memberId: string, id: string, status: "accepted" | "declined") =>
      actions.answer(memberId, id, status),

    async list(memberId: string, type: "received" | "sent"): Promise<PhotoRequest[]> {
      return toWire(memberId, await photoRequests.list(memberId, type, 100));
    },

    mine: (fromId: string, toId: string) => photoRequests.mine(fromId, toId),

    erase: (memberId: string) => photoRequests.erase(memberId),
  };
}
export type PhotoRequestsService = ReturnType<typeof createPhotoRequestsService>;
