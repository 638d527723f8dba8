import { AppError } from "../../lib/errors.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { BlocksRepository } from "./blocks.repository.ts";

export interface BlocksDeps {
  blocks: BlocksRepository;
  /** Re-sends a member's unread count: a block hides (an unblock shows) that pair's messages. */
  publishChatCount: (memberId: string) => Promise<void>;
  events: Pick<Realtime, "toUser">;
  clock: () => Date;
}

/**
 * A block hides the pair from each other everywhere at once: every list and view checks the
 * blocks table, so nothing else needs changing here and an unblock restores everything.
 */
export function createBlocksService(deps: BlocksDeps) {
  const { blocks } = deps;

  async function target(memberId: string, profileId: string) {
    if (profileId === memberId) throw new AppError("block.self");
    if (!(await blocks.exists(profileId))) throw new AppError("profile.not_found");
  }

  /**
   * After the change is stored: both members' open pages (a conversation, a profile, the
   * lists) re-fetch and their unread badges are re-sent, on every node through the rooms.
   */
  async function publishBoth(a: string, b: string) {
    deps.events.toUser(a, "connections_changed", {});
    deps.events.toUser(b, "connections_changed", {});
    await Promise.all([deps.publishChatCount(a), deps.publishChatCount(b)]);
  }

  return {
    async block(memberId: string, profileId: string) {
      await target(memberId, profileId);
      await blocks.block(memberId, profileId, deps.clock());
      await publishBoth(memberId, profileId);
      return { is_blocked: true };
    },

    async unblock(memberId: string, profileId: string) {
      await target(memberId, profileId);
      await blocks.unblock(memberId, profileId);
      await publishBoth(memberId, profileId);
      return { is_blocked: false };
    },

    /** True only when I blocked them. */
    async isBlocked(memberId: string, profileId: string) {
      await target(memberId, profileId);
      return { is_blocked: (await blocks.blockedAt(memberId, profileId)) !== null };
    },

    blockedAt: (memberId: string, profileId: string) => blocks.blockedAt(memberId, profileId),
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
