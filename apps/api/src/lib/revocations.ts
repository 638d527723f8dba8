import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { listen } from "./redis.ts";

/** Revocations kept for Redis's return; past this many, the database's check alone stands. */
const MAX_UNSENT = 100_000;

/**
 * "This member's sessions are over": the one event every revocation passes through (log out
 * everywhere, a password change or reset, account deletion, suspension). Each write that ends
 * sessions bumps the token version through `endSessions` (accounts module) and calls `revoked`
 * after its commit; a check in revocation.test.ts keeps new writes from skipping either.
 *
 * Listeners run on every API node: at once on the node that revoked, through Redis on the
 * others. The realtime layer drops the member's sockets, the member-state cache its entry, in
 * that node's order of registration (cache first, so a reconnect reads the new state).
 */
export interface Revocations {
  /** Call after committing a write that ended the member's sessions. */
  revoked(userId: string): void;
  /** Runs for every revocation, from this node or another. */
  onRevoked(listener: (userId: string) => void): void;
  close(): Promise<void>;
}

export async function createRevocations(opts: {
  redis?: Redis | null;
  channel: string;
}): Promise<Revocations> {
  const listeners: ((userId: string) => void)[] = [];
  const node = randomUUID();
  const run = (userId: string) => {
    for (const listener of listeners) listener(userId);
  };
  const { redis } = opts;
  const subscription = redis
    ? await listen(redis, opts.channel, (message) => {
        const [from, userId] = message.split("|");
        // This node ran its listeners when it revoked.
        if (from !== node && userId) run(userId);
      })
    : null;

  // Revocations this node could not publish (Redis away). Meanwhile the other nodes refuse
  // the token at its next call or handshake (the token version is in the database) and
  // their cache entry expires within seconds; but a socket they hold stays open until it
  // hears, so each is published again as soon as Redis is back.
  const unsent = new Set<string>();
  const publish = (userId: string) => {
    if (!redis) return;
    redis.publish(opts.channel, `${node}|${userId}`).catch(() => {
      if (unsent.size < MAX_UNSENT) unsent.add(userId);
    });
  };
  const resend = () => {
    const userIds = [...unsent];
    unsent.clear();
    for (const userId of userIds) publish(userId);
  };
  redis?.on("ready", resend);
  return {
    revoked(userId) {
      run(userId);
      publish(userId);
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    async close() {
      redis?.off("ready", resend);
      await subscription?.close();
    },
  };
}
