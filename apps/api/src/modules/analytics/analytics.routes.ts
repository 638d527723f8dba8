import { analyticsBodySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { analyticsEvents } from "./analytics.table.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // sendBeacon posts text/plain; parse it as JSON here only.
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });
  app.post(
    "/api/v1/analytics",
    { schema: { tags: ["analytics"], body: analyticsBodySchema } },
    async (req, reply) => {
      await db.insert(analyticsEvents).values(
        req.body.events.map((e) => ({
          id: uuidv7(),
          type: e.type,
          path: e.path.split("?")[0] ?? "/",
          name: e.name ?? null,
          value: e.value ?? null,
          lang: e.lang ?? null,
        })),
      );
      return reply.code(204).send();
    },
  );
};
