import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
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
};
