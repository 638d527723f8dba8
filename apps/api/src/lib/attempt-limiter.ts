import type { Redis } from "ioredis";
import { withFallback } from "./redis.ts";

/**
 * Counts attempts per key inside a window; Redis when shared across nodes, memory otherwise
 * (and while Redis is away).
 * An attempt is reserved BEFORE the work it guards (a password check) and the reservation is
 * the count: checking and counting in two steps let 30 requests that arrived together all pass
 * the check before any of them was counted.
 */
export interface AttemptLimiter {
  /**
   * Counts one attempt and answers whether it may go ahead: false from the (max+1)th attempt
   * in the window on, however many arrive at once.
   */
  reserve(key: string): Promise<boolean>;
  /** Forgets the key's attempts (a successful sign-in). */
  reset(key: string): Promise<void>;
}

// INCR and the window's expiry in one step: two commands would leave a key without expiry
// (locked for good) if the process died between them.
const RESERVE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function createAttemptLimiter(opts: {
  max: number;
  windowMs: number;
  redis?: Redis | null;
  prefix?: string;
  now?: () => number;
}): AttemptLimiter {
  const { max, windowMs, redis } = opts;
  const prefix = opts.prefix ?? "attempts:";
  const now = opts.now ?? Date.now;
  // In memory without Redis, and while Redis is away (then each node counts on its own).
  const entries = new Map<string, { count: number; until: number }>();
  const local = {
    // No await between reading and writing the count: one event-loop turn, so atomic.
    reserve(key: string) {
      let entry = entries.get(key);
      if (!entry || entry.until <= now()) {
        entry = { count: 0, until: now() + windowMs };
        entries.set(key, entry);
      }
      if (entry.count >= max) return false;
      entry.count += 1;
      return true;
    },
    reset(key: string) {
      entries.delete(key);
    },
  };
  return {
    reserve: (key) =>
      withFallback(
        redis,
        async (r) => ((await r.eval(RESERVE, 1, prefix + key, windowMs)) as number) <= max,
        () => local.reserve(key),
      ),
    async reset(key) {
      local.reset(key);
      await withFallback(
        redis,
        async (r) => {
          await r.del(prefix + key);
        },
        () => {},
      );
    },
  };
}
