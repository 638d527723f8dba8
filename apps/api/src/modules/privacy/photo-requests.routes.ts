import {
  dataOf,
  photoRequestAnswerBodySchema,
  photoRequestCreateBodySchema,
  photoRequestListQuerySchema,
  photoRequestSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { PhotoRequestsService } from "./photo-requests.service.ts";

const tags = ["privacy"];

export const photoRequestsRoutes: FastifyPluginAsyncZod<{
  photoRequests: PhotoRequestsService;
  member: Guard;
  /** The member guard plus a confirmed email (EMAIL_CONFIRMATION, issue 21 item 4). */
  contact: Guard;
}> = async (app, { photoRequests, member, contact }) => {
  app.post(
    "/api/v1/photo_requests",
    {
      preHandler: contact,
      schema: {
        tags,
        body: photoRequestCreateBodySchema,
        response: { 201: dataOf(photoRequestSchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ data: await photoRequests.send(req.userId, req.body.photo_request.to) }),
  );

  app.get(
    "/api/v1/photo_requests",
    {
      preHandler: member,
      schema: {
        tags,
        querystring: photoRequestListQuerySchema,
        response: { 200: z.object({ data: z.array(photoRequestSchema) }) },
      },
    },
    async (req) => ({ data: await photoRequests.list(req.userId, req.query.type) }),
  );

  app.put(
    "/api/v1/photo_requests/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        body: photoRequestAnswerBodySchema,
        response: { 200: dataOf(photoRequestSchema) },
      },
    },
    async (req) => ({
      data: await photoRequests.answer(req.userId, req.params.id, req.body.photo_request.status),
    }),
  );
};
