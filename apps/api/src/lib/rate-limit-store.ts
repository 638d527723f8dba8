import { createRequire } from "node:module";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { withFallback } from "./redis.ts";

// @fastify/rate-limit's own stores (CommonJS, untyped): the one it uses with Redis and the
// one it uses without.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreClass<
  [boolean, boolean, Redis, string]
>;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreClass<
  [boolean, boolean]
>;

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
const on = (flag: boolean | undefined) => flag === true;
type StoreClass<A extends unknown[]> = new (...args: A) => Store;
type Params = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * The rate limit's store (its `store` option): counts in Redis, shared by every node, and in
 * this node's memory while Redis is away, so a request is neither refused nor held for it.
 */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class FallbackStore {
    readonly remote: Store;
    readonly local: Store;
    constructor(params: Params, pair?: { remote: Store; local: Store }) {
      this.remote =
        pair?.remote ??
        new RedisStore(
          on(params.continueExceeding),
          on(params.exponentialBackoff),
          redis,
          nameSpace,
        );
      this.local =
        pair?.local ?? new LocalStore(on(params.continueExceeding), on(params.exponentialBackoff));
    }
    incr(key: string, done: Done, timeWindow: number, max: number) {
      const count = (store: Store) =>
        new Promise<Counted>((resolve, reject) =>
          store.incr(
            key,
            (err, res) => (err || !res ? reject(err) : resolve(res)),
            timeWindow,
            max,
          ),
        );
      withFallback(
        redis,
        () => count(this.remote),
        () => count(this.local),
      ).then(
        (res) => done(null, res),
        (err: Error) => done(err),
      );
    }
    // Typed as a route's options, given the route's merged rate-limit settings (index.js).
    child(routeOptions: object) {
      return new FallbackStore(routeOptions as Params, {
        remote: this.remote.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  };
}
