import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createSharedCache } from "./shared-cache.ts";

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe("shared cache", () => {
  it("keeps an entry for five seconds of the app's clock", async () => {
    const cache = await createSharedCache<string>({
      channel: "test",
      ttlMs: 5_000,
      maxEntries: 10,
    });
    cache.set("u1", "state", at(0));
    expect(cache.get("u1", at(4_999))).toBe("state");
    expect(cache.get("u1", at(5_000))).toBeUndefined();
    cache.set("u1", "state", at(10_000));
    // A clock moved back (a test rewinding time) does not trust what it cached later.
    expect(cache.get("u1", at(9_000))).toBeUndefined();
  });

  it("forgets the oldest entry past its size, and everything on clear", async () => {
    const cache = await createSharedCache<number>({ channel: "test", ttlMs: 5_000, maxEntries: 2 });
    cache.set("a", 1, at(0));
    cache.set("b", 2, at(0));
    cache.set("c", 3, at(0));
    expect(["a", "b", "c"].map((key) => cache.get(key, at(1)))).toEqual([undefined, 2, 3]);
    cache.clear();
    expect(cache.get("c", at(1))).toBeUndefined();
  });

  it("does not keep a value read before a drop that came during the read", async () => {
    const cache = await createSharedCache<string>({
      channel: "test",
      ttlMs: 5_000,
      maxEntries: 10,
    });
    // A token check starts reading the old state; log out everywhere commits and drops the
    // key; the read returns the old state. Kept, it would let the old token in for 5 s.
    const since = cache.version();
    cache.forget("u1");
    cache.set("u1", "old state", at(0), since);
    expect(cache.get("u1", at(1))).toBeUndefined();
    // A read with no drop meanwhile is kept.
    const later = cache.version();
    cache.set("u1", "new state", at(0), later);
    expect(cache.get("u1", at(1))).toBe("new state");
    // forgetHere drops too (the revocation listener on each node).
    cache.forgetHere("u1");
    expect(cache.get("u1", at(1))).toBeUndefined();
  });

  it("keeps nothing with no lifetime", async () => {
    const cache = await createSharedCache<number>({ channel: "test", ttlMs: 0, maxEntries: 2 });
    cache.set("a", 1, at(0));
    expect(cache.get("a", at(0))).toBeUndefined();
  });

  it("drops a member at once when told", async () => {
    const cache = await createSharedCache<string>({
      channel: "test",
      ttlMs: 5_000,
      maxEntries: 10,
    });
    cache.set("u1", "state", at(0));
    cache.set("u2", "other", at(0));
    cache.forget("u1");
    expect(cache.get("u1", at(1))).toBeUndefined();
    expect(cache.get("u2", at(1))).toBe("other");
  });

  describe.runIf(process.env.REDIS_URL)("across API processes", () => {
    const clients: Redis[] = [];
    afterAll(() => Promise.all(clients.map((c) => c.quit())));

    it("a change in one process drops the member in the other", async () => {
      const channel = `sagpan:test:${Date.now()}:member-changed`;
      const [a, b] = [0, 1].map(() => {
        const client = new Redis(process.env.REDIS_URL!);
        clients.push(client);
        return client;
      });
      const here = await createSharedCache<string>({
        redis: a!,
        channel,
        ttlMs: 5_000,
        maxEntries: 10,
      });
      const there = await createSharedCache<string>({
        redis: b!,
        channel,
        ttlMs: 5_000,
        maxEntries: 10,
      });
      there.set("u1", "stale", new Date());
      here.forget("u1");
      await expect.poll(() => there.get("u1", new Date()), { timeout: 2_000 }).toBeUndefined();
      await Promise.all([here.close(), there.close()]);
    });
  });
});
