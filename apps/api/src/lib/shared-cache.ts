import type { Redis } from "ioredis";
import { listen } from "./redis.ts";

/**
 * What many calls read and few writes change, kept for seconds: the member state the token
 * check reads (lib/auth) and pages of the profile list (profiles module). Every write that
 * changes what is kept calls `forget` (one key) or `clear` (all) right after it commits, here
 * and, through Redis, in every other API process; the short lifetime only bounds what a missed
 * write could leave behind.
 */
export interface SharedCache<T> {
  get(key: string, now: Date): T | undefined;
  /**
   * Keeps a value read from the database. With `readSince` (the `version()` taken before the
   * read), it is kept only if nothing was dropped meanwhile: a read that began before a write
   * committed may return the old value after the write's drop, and would keep it for the
   * whole lifetime (an old token working for seconds after log out everywhere).
   */
  set(key: string, value: T, now: Date, readSince?: number): void;
  /** Counts drops here (local, and from other processes); see `set`. */
  version(): number;
  /** Drops one key everywhere: call after committing a change to what it holds. */
  forget(key: string): void;
  /** Drops one key in this process only (the caller reaches the others itself). */
  forgetHere(key: string): void;
  /** Drops every key everywhere. */
  clear(): void;
  close(): Promise<void>;
}

const CLEAR = "\u0000clear";

export async function createSharedCache<T>(opts: {
  /** With Redis, `forget` and `clear` reach the other API processes on this channel. */
  redis?: Redis | null;
  channel: string;
  /** 0 keeps nothing (a test app that writes to the database behind the API's back). */
  ttlMs: number;
  /**
   * Takes up to this share off each entry's lifetime, at random: entries filled together (a
   * burst of members after a restart) then expire apart, not all in one moment.
   */
  jitter?: number;
  maxEntries: number;
  /** Told of each lookup, found or not (the metrics' hit rate). */
  onLookup?: (hit: boolean) => void;
}): Promise<SharedCache<T>> {
  const lookup = opts.onLookup ?? (() => {});
  const entries = new Map<string, { value: T; at: number; ttl: number }>();
  const jitter = opts.jitter ?? 0;
  let drops = 0;
  const drop = (key: string) => {
    drops += 1;
    if (key === CLEAR) entries.clear();
    else entries.delete(key);
  };
  // Back after Redis was away, this node missed the drops the others sent meanwhile: it
  // forgets everything (reads fill it again) rather than serve what one of them changed.
  const subscription = opts.redis
    ? await listen(opts.redis, opts.channel, drop, () => drop(CLEAR))
    : null;
  const broadcast = (key: string) => {
    drop(key);
    opts.redis?.publish(opts.channel, key).catch(() => {
      // Redis down: the other processes drop the entry when it expires, seconds later, and
      // all they hold once Redis is back (above).
    });
  };
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) {
        lookup(false);
        return undefined;
      }
      // The app's clock, not the wall's: a test moving time past a plan's end sees it end.
      const age = now.getTime() - entry.at;
      if (age < 0 || age >= entry.ttl) {
        entries.delete(key);
        lookup(false);
        return undefined;
      }
      lookup(true);
      return entry.value;
    },
    set(key, value, now, readSince) {
      if (opts.ttlMs <= 0) return;
      if (readSince !== undefined && readSince !== drops) return;
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, {
        value,
        at: now.getTime(),
        ttl: opts.ttlMs * (1 - jitter * Math.random()),
      });
    },
    version: () => drops,
    forget: (key) => broadcast(key),
    forgetHere: (key) => drop(key),
    clear: () => broadcast(CLEAR),
    async close() {
      entries.clear();
      await subscription?.close();
    },
  };
}
