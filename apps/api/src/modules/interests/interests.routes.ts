import {
  createInterestBodySchema,
  interestListQuerySchema,
  interestListSchema,
  interestReplySchema,
  okSchema,
  updateInterestBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { InterestsService } from "./interests.service.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ["interests"];

export const interestsRoutes: FastifyPluginAsyncZod<{
  interests: InterestsService;
  member: Guard;
  /** The member guard plus a confirmed email (EMAIL_CONFIRMATION). */
  contact: Guard;
}> = async (app, { interests, member, contact }) => {
  app.post(
    "/api/v1/interests",
    {
      preHandler: contact,
      schema: { tags, body: createInterestBodySchema, response: { 201: interestReplySchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await interests.send(req.userId, req.body.interest.to) }),
  );

  app.get(
    "/api/v1/interests",
    {
      preHandler: member,
      schema: { tags, querystring: interestListQuerySchema, response: { 200: interestListSchema } },
    },
    async (req) => interests.list(req.userId, req.query.type, req.query.limit, req.query.offset),
  );

  app.put(
    "/api/v1/interests/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: idParams,
        body: updateInterestBodySchema,
        response: { 200: interestReplySchema },
      },
    },
    async (req) => ({
      data: await interests.answer(req.userId, req.params.id, req.body.interest.status),
    }),
  );

  app.delete(
    "/api/v1/interests/:id",
    { preHandler: member, schema: { tags, params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await interests.cancel(req.userId, req.params.id);
      return { ok: true as const };
    },
  );
};
