import type { Redis } from "ioredis";
import { withFallback } from "../../lib/redis.ts";

/**
 * Counts a member's questions in fixed windows. Each call counts and returns the new count in
 * one step (Redis INCR, or one synchronous map update), so questions sent at once on several
 * sockets or API nodes each get their own number: exactly `max` pass, none twice.
 */
export function createRateCounter(opts: {
  max: number;
  windowMs: number;
  redis?: Redis | null;
  prefix: string;
  now: () => number;
}) {
  const { max, windowMs, redis, prefix } = opts;
  const local = new Map<string, { count: number; until: number }>();
  return {
    /** Counts one question; true while the member is within the limit. */
    async allow(key: string): Promise<boolean> {
      const now = opts.now();
      // While Redis is away each node counts in its own memory.
      return withFallback(
        redis,
        async (r) => {
          // One key per window, named by the window's number: INCR is the only step that counts.
          const name = `${prefix}${key}:${Math.floor(now / windowMs)}`;
          const replies = await r
            .multi()
            .incr(name)
            .pexpire(name, windowMs * 2)
            .exec();
          return Number(replies?.[0]?.[1] ?? max + 1) <= max;
        },
        () => countHere(key, now),
      );
    },
  };

  function countHere(key: string, now: number): boolean {
    let entry = local.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      local.set(key, entry);
    }
    entry.count += 1;
    // Old windows go as new ones start, so the map holds only this minute's askers.
    if (local.size > 10_000) for (const [k, e] of local) if (e.until <= now) local.delete(k);
    return entry.count <= max;
  }
}

export type RateCounter = ReturnType<typeof createRateCounter>;
