import {
  addTrailNoteBodySchema,
  trailEntryReplySchema,
  trailListSchema,
  trailQuerySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { TrailsService } from "./trails.service.ts";

const tags = ["trails"];

export const trailsRoutes: FastifyPluginAsyncZod<{
  trails: TrailsService;
  member: Guard;
}> = async (app, { trails, member }) => {
  app.get(
    "/api/v1/trails",
    {
      preHandler: member,
      schema: { tags, querystring: trailQuerySchema, response: { 200: trailListSchema } },
    },
    async (req) => trails.trail(req.userId, req.query.pid),
  );

  app.post(
    "/api/v1/trail",
    {
      preHandler: member,
      schema: { tags, body: addTrailNoteBodySchema, response: { 201: trailEntryReplySchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await trails.addNote(req.userId, req.body.pid, req.body.note) }),
  );
};
