import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

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
  const subscriber = opts.redis?.duplicate() ?? null;
  if (subscriber) {
    await subscriber.subscribe(opts.channel);
    subscriber.on("message", (channel: string, message: string) => {
      if (channel !== opts.channel) return;
      const [from, userId] = message.split("|");
      // This node ran its listeners when it revoked.
      if (from !== node && userId) run(userId);
    });
  }
  return {
    revoked(userId) {
      run(userId);
      opts.redis?.publish(opts.channel, `${node}|${userId}`).catch(() => {
        // Redis down: other nodes refuse the token at the next call or handshake (the token
        // version is in the database), and their cache entry expires within seconds.
      });
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
