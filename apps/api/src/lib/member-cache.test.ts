import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemberCache } from "./member-cache.ts";

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe("member cache", () => {
  it("keeps an entry for five seconds of the app's clock", async () => {
    const cache = await createMemberCache<string>({ channel: "test" });
    cache.set("u1", "state", at(0));
    expect(cache.get("u1", at(4_999))).toBe("state");
    expect(cache.get("u1", at(5_000))).toBeUndefined();
    cache.set("u1", "state", at(10_000));
    // A clock moved back (a test rewinding time) does not trust what it cached later.
    expect(cache.get("u1", at(9_000))).toBeUndefined();
  });

  it("drops a member at once when told", async () => {
    const cache = await createMemberCache<string>({ channel: "test" });
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
      const here = await createMemberCache<string>({ redis: a!, channel });
      const there = await createMemberCache<string>({ redis: b!, channel });
      there.set("u1", "stale", new Date());
      here.forget("u1");
      await expect.poll(() => there.get("u1", new Date()), { timeout: 2_000 }).toBeUndefined();
      await Promise.all([here.close(), there.close()]);
    });
  });
});
