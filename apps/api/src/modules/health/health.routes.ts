import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});

const check = z.enum(["ok", "down", "off"]);
const readySchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: check,
  redis: check,
  /** True from SIGTERM on: the node finishes what it has and takes nothing new. */
  draining: z.boolean(),
});

/** A probe that takes longer than this counts as down: a proxy must not wait on it. */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(run: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), late]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  redis: Redis | null;
  draining: () => boolean;
}> = async (app, { database, redis, draining }) => {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, database: database.kind };
      } catch (err) {
        app.log.error({ err }, "health check: database unreachable");
        return reply.code(503).send({ status: "unavailable" as const, database: database.kind });
      }
    },
  );

  // Liveness: the process answers. A supervisor restarts it when this fails; it never
  // looks at the database, so a database outage does not restart every node at once.
  app.get(
    "/api/health/live",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );

  // Readiness: send this node requests. 503 while the database is unreachable, and from the
  // start of a graceful shutdown, so the proxy moves traffic to the other nodes before this
  // one stops listening. Redis away is reported ("down") but leaves the node ready: it
  // serves from its own memory meanwhile (lib/redis.ts), and every node would see the same
  // outage, so none would be left to send requests to.
  app.get(
    "/api/health/ready",
    { schema: { tags: ["health"], response: { 200: readySchema, 503: readySchema } } },
    async (_req, reply) => {
      const [db, cache] = await Promise.all([
        probe(() => database.ping()).then((state) => {
          // A failover can leave no pooled call to notice the return: the probe tells.
          if (state === "ok") app.outages.postgres.succeeded();
          else app.outages.postgres.failed(new Error("the readiness probe found it away"));
          return state;
        }),
        redis ? probe(() => redis.ping()) : Promise.resolve("off" as const),
      ]);
      const body = { database: db, redis: cache, draining: draining() };
      const ok = db === "ok" && !body.draining;
      if (!ok && !body.draining) app.log.warn(body, "not ready");
      return reply
        .code(ok ? 200 : 503)
        .header("cache-control", "no-store")
        .send({ status: ok ? ("ok" as const) : ("unavailable" as const), ...body });
    },
  );
};
