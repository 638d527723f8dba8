import { setTimeout as sleep } from "node:timers/promises";
import { Redis, type RedisOptions } from "ioredis";

/**
 * Redis is shared state between API nodes (limits, cache drops, revocations, socket rooms),
 * never the only copy of anything: while it is away every call goes on with this node's own
 * memory, and no call waits for it more than `COMMAND_TIMEOUT_MS`.
 */
export const COMMAND_TIMEOUT_MS = 500;
const SUBSCRIBE_WAIT_MS = 3_000;

/**
 * Commands fail at once while the connection is down (no offline queue, no retry of a command
 * caught by the drop) or after COMMAND_TIMEOUT_MS when Redis stops answering; callers fall
 * back to memory (`withFallback`). Reconnects come every second at most, so Redis is used
 * again within about a second of its return.
 */
const commandOptions: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(times * 200, 1_000),
};

/**
 * A subscriber only ever sends SUBSCRIBE: queued while down and sent again on every
 * reconnect (ioredis resubscribes), never timed out or given up on.
 */
const subscriberOptions: RedisOptions = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined as unknown as number,
  lazyConnect: false,
};

export interface RedisLink {
  /** Commands: limits, counters, publishes. */
  client: Redis;
  /** Publishes of the Socket.IO adapter (a failed one is dropped, never unhandled). */
  pub: Redis;
  /** The Socket.IO adapter's subscriber. */
  sub: Redis;
  /** Told when the command connection drops (with why) and when it is ready again. */
  watch(events: { lost(err: Error): void; ready(): void }): void;
  close(): Promise<void>;
}

/** What a dropped connection or a refused command tells each listener. */
type Events = { lost(err: Error): void; ready(): void };

/** Three connections: commands, and the publish/subscribe pair the Socket.IO adapter needs. */
export async function openRedis(url: string): Promise<RedisLink> {
  let events: Events = { lost: () => {}, ready: () => {} };
  let closing = false;
  const client = new Redis(url, commandOptions);
  // Unheard, ioredis prints every failed reconnect to the console; the app logs an outage
  // once (lib/outages.ts) instead.
  client.on("error", (err: Error) => events.lost(err));
  client.on("close", () => {
    if (!closing) events.lost(new Error("connection closed"));
  });
  client.on("ready", () => events.ready());
  await client.connect();
  const pub = publishesNeverUnhandled(client.duplicate());
  pub.on("error", () => {});
  await pub.connect();
  const sub = subscriber(client);
  return {
    client,
    pub,
    sub,
    watch(next) {
      events = next;
    },
    close: async () => {
      closing = true;
      await Promise.allSettled([client.quit(), pub.quit(), sub.quit()]);
    },
  };
}

/** A connection of its own for SUBSCRIBE, on the same server as `redis`. */
export function subscriber(redis: Redis): Redis {
  const connection = redis.duplicate(subscriberOptions);
  connection.on("error", () => {
    // Reported through the command connection; this one reconnects and resubscribes.
  });
  return connection;
}

/**
 * Subscribes to `channel` on a connection of its own. `resumed` runs each time that
 * connection is back after a drop: what was published meanwhile was missed, so a listener
 * catches up (a cache forgets what it holds).
 */
export async function listen(
  redis: Redis,
  channel: string,
  onMessage: (message: string) => void,
  resumed: () => void = () => {},
): Promise<{ close(): Promise<void> }> {
  const connection = subscriber(redis);
  connection.on("message", (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  let dropped = false;
  connection.on("close", () => {
    dropped = true;
  });
  connection.on("ready", () => {
    if (!dropped) return;
    dropped = false;
    resumed();
  });
  // Listening before going on (a node must hear the others from its first call), but not
  // held for long while Redis is away: the subscription is then made when it is back.
  const subscribed = connection.subscribe(channel).catch(() => {});
  await Promise.race([subscribed, sleep(SUBSCRIBE_WAIT_MS)]);
  return {
    async close() {
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/**
 * `remote` on Redis while it is up; `local`, this node's memory, while it is away or when
 * the command fails (refused, timed out). Either way the call goes on.
 */
export async function withFallback<T>(
  redis: Redis | null | undefined,
  remote: (redis: Redis) => Promise<T>,
  local: () => T | Promise<T>,
): Promise<T> {
  if (!redis) return local();
  const failedAt = lastFailure.get(redis) ?? Number.NEGATIVE_INFINITY;
  if (redis.status !== "ready" || Date.now() - failedAt < SKIP_AFTER_FAILURE_MS) {
    fallbackListeners.get(redis)?.();
    return local();
  }
  try {
    return await remote(redis);
  } catch {
    lastFailure.set(redis, Date.now());
    fallbackListeners.get(redis)?.();
    return local();
  }
}

/**
 * After a command failed (Redis silent: it timed out), calls go straight to memory for this
 * long: a call that asks Redis several times then waits for one timeout at most, not one
 * each, and a silent Redis costs one waiting call a second, not every call.
 */
const SKIP_AFTER_FAILURE_MS = 1_000;
const lastFailure = new WeakMap<Redis, number>();

/** Told of each call `withFallback` answered from memory (the metrics' failure count). */
const fallbackListeners = new WeakMap<Redis, () => void>();
export function onFallback(redis: Redis, listener: () => void) {
  fallbackListeners.set(redis, listener);
}

/**
 * The Socket.IO adapter publishes without handling a failure; with Redis away each would be
 * an unhandled rejection, which ends the process. This connection's publishes resolve to 0
 * receivers instead (the other nodes miss that event, as the members there would anyway).
 */
function publishesNeverUnhandled(redis: Redis): Redis {
  const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<number>;
  Object.defineProperty(redis, "publish", {
    value: (...args: unknown[]) => publish(...args).catch(() => 0),
  });
  return redis;
}
