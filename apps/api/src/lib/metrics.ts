import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "./errors.ts";
import type { Outage } from "./outages.ts";

/**
 * The API's Prometheus metrics. Made per app (tests build many), and only when METRICS_TOKEN
 * is set; otherwise every method is a no-op and `/metrics` answers 404.
 *
 * Queue depth, for a job queue (e.g. pg-boss) to feed, either way:
 *   metrics.queueDepth("mail", 12);                          // after the queue changes
 *   metrics.beforeScrape(async () => {                        // or read at each scrape
 *     metrics.queueDepth("mail", await boss.getQueueSize("mail"));
 *   });
 * Both land in `sagpan_queue_depth{queue="mail"}`.
 */
export interface Metrics {
  enabled: boolean;
  /** Sets the number of jobs waiting in a queue. */
  queueDepth(queue: string, depth: number): void;
  /** Runs before each scrape (e.g. to read queue depths); an error skips that one reading. */
  beforeScrape(read: () => void | Promise<void>): void;
  /** Counts a shared cache's lookups, hits and misses (shared-cache.ts `onLookup`). */
  cacheLookup(cache: string): (hit: boolean) => void;
  /** Where connected-socket counts are read from at each scrape. */
  sockets(read: () => { socketio: number; phoenix: number }): void;
  /** Whether PostgreSQL and Redis answer, and how many calls found them away. */
  dependencies(outages: Record<"postgres" | "redis", Outage>): void;
}

const noop: Metrics = {
  enabled: false,
  queueDepth: () => {},
  beforeScrape: () => {},
  cacheLookup: () => () => {},
  sockets: () => {},
  dependencies: () => {},
};

/** Request latency buckets, in seconds: a list page is ~10 ms, a photo upload ~1 s. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Registers `/metrics` (Prometheus text format) and the request-latency hook. Without a
 * token the route answers 404, as for any unknown address; with one, a scrape must send
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise), compared in constant time.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): Metrics {
  if (!token) {
    app.get("/metrics", { schema: { hide: true } }, async () => {
      throw new AppError("request.not_found");
    });
    return noop;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route pattern (e.g. /api/v1/profiles/:id), method and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const cacheRequests = new Counter({
    name: "sagpan_cache_requests_total",
    help: "Shared-cache lookups by cache (member, lists) and result (hit, miss)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  const queue = new Gauge({
    name: "sagpan_queue_depth",
    help: "Jobs waiting, by queue (fed by the job queue)",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const scrapeHooks: (() => void | Promise<void>)[] = [];
  let readSockets = () => ({ socketio: 0, phoenix: 0 });
  new Gauge({
    name: "sagpan_sockets_connected",
    help: "Realtime connections open on this node, by transport (socketio, phoenix)",
    labelNames: ["transport"] as const,
    registers: [registry],
    collect() {
      const now = readSockets();
      this.set({ transport: "socketio" }, now.socketio);
      this.set({ transport: "phoenix" }, now.phoenix);
    },
  });

  app.addHook("onResponse", async (req, reply) => {
    // The route's pattern, never the raw URL: ids would make a series per member.
    const route = req.routeOptions.url ?? "unmatched";
    latency.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const expected = createHash("sha256").update(token).digest();
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? "";
    const given = createHash("sha256")
      .update(header.startsWith("Bearer ") ? header.slice(7) : "")
      .digest();
    if (!timingSafeEqual(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("auth.required");
    }
    await Promise.allSettled(scrapeHooks.map(async (hook) => hook()));
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });

  return {
    enabled: true,
    queueDepth: (name, depth) => queue.set({ queue: name }, depth),
    beforeScrape: (read) => {
      scrapeHooks.push(read);
    },
    cacheLookup: (cache) => {
      const hit = cacheRequests.labels({ cache, result: "hit" });
      const miss = cacheRequests.labels({ cache, result: "miss" });
      // Both series from the start: a rate over a series that appears late reads as a gap.
      hit.inc(0);
      miss.inc(0);
      return (found) => (found ? hit.inc() : miss.inc());
    },
    sockets: (read) => {
      readSockets = read;
    },
    dependencies: (outages) => {
      const entries = Object.entries(outages);
      new Gauge({
        name: "sagpan_dependency_up",
        help: "1 while this node reaches the dependency (postgres, redis), 0 while it is away",
        labelNames: ["dependency"] as const,
        registers: [registry],
        collect() {
          for (const [name, outage] of entries) this.set({ dependency: name }, outage.up() ? 1 : 0);
        },
      });
      new Counter({
        name: "sagpan_dependency_failures_total",
        help: "Calls that found a dependency away: 503s for postgres, memory fallbacks for redis",
        labelNames: ["dependency"] as const,
        registers: [registry],
        // Counted by the outages themselves; set from their totals at each scrape.
        collect() {
          this.reset();
          for (const [name, outage] of entries) this.inc({ dependency: name }, outage.failures());
        },
      });
    },
  };
}
