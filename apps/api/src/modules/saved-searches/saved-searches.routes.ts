import { createSavedSearchBodySchema, dataOf, okSchema, savedSearchSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { SavedSearchesService } from "./saved-searches.service.ts";

const tags = ["matchmaking"];

export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  searches: SavedSearchesService;
  member: Guard;
}> = async (app, { searches, member }) => {
  app.get(
    "/api/v1/saved_searches",
    {
      preHandler: member,
      schema: { tags, response: { 200: dataOf(z.array(savedSearchSchema)) } },
    },
    async (req) => ({ data: await searches.list(req.userId) }),
  );

  app.post(
    "/api/v1/saved_searches",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Save the profile list's filters (at most 5; 409 after)",
        body: createSavedSearchBodySchema,
        response: { 201: dataOf(savedSearchSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await searches.create(req.userId, req.body.saved_search) }),
  );

  app.delete(
    "/api/v1/saved_searches/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await searches.delete(req.userId, req.params.id);
      return { ok: true as const };
    },
  );
};
