import type { Redis } from "ioredis";

/** Counts failures per key inside a window; Redis when shared across nodes, memory otherwise. */
export interface AttemptLimiter {
  isBlocked(key: string): Promise<boolean>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(opts: {
  max: number;
  windowMs: number;
  redis?: Redis | null;
  prefix?: string;
  now?: () => number;
}): AttemptLimiter {
  const { max, windowMs, redis } = opts;
  const prefix = opts.prefix ?? "attempts:";
  if (redis) {
    return {
      async isBlocked(key) {
        const count = Number((await redis.get(prefix + key)) ?? 0);
        return count >= max;
      },
      async fail(key) {
        const count = await redis.incr(prefix + key);
        if (count === 1) await redis.pexpire(prefix + key, windowMs);
      },
      async reset(key) {
        await redis.del(prefix + key);
      },
    };
  }
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async isBlocked(key) {
      return (live(key)?.count ?? 0) >= max;
    },
    async fail(key) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, until: now() + windowMs });
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
