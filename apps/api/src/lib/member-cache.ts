import type { Redis } from "ioredis";

/**
 * What the token check read of a member, kept for a few seconds: a member's page load makes a
 * burst of calls, and each would otherwise wait for the same row (bench/profiles: one of the
 * two database round trips of a list call). Every write that changes what is kept (token
 * version, suspension, deletion, plan, profile) calls `forget` right after it commits, here and,
 * through Redis, in every other API process; the short lifetime only bounds what a missed
 * write could leave behind.
 */
export interface MemberCache<T> {
  get(userId: string, now: Date): T | undefined;
  set(userId: string, value: T, now: Date): void;
  /** Drops the member everywhere: call after committing a change to what is kept. */
  forget(userId: string): void;
  close(): Promise<void>;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

export async function createMemberCache<T>(opts: {
  /** With Redis, `forget` reaches the other API processes on this channel. */
  redis?: Redis | null;
  channel: string;
}): Promise<MemberCache<T>> {
  const entries = new Map<string, { value: T; at: number }>();
  const subscriber = opts.redis?.duplicate() ?? null;
  if (subscriber) {
    await subscriber.subscribe(opts.channel);
    subscriber.on("message", (channel: string, userId: string) => {
      if (channel === opts.channel) entries.delete(userId);
    });
  }
  return {
    get(userId, now) {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      // The app's clock, not the wall's: a test moving time past a plan's end sees it end.
      const age = now.getTime() - entry.at;
      if (age < 0 || age >= TTL_MS) {
        entries.delete(userId);
        return undefined;
      }
      return entry.value;
    },
    set(userId, value, now) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(userId, { value, at: now.getTime() });
    },
    forget(userId) {
      entries.delete(userId);
      opts.redis?.publish(opts.channel, userId).catch(() => {
        // Redis down: the other processes drop the entry when it expires, seconds later.
      });
    },
    async close() {
      entries.clear();
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
