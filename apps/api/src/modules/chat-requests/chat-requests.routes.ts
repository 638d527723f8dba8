import {
  chatRequestListQuerySchema,
  chatRequestListSchema,
  chatRequestReplySchema,
  createChatRequestBodySchema,
  okSchema,
  updateChatRequestBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { ChatRequestsService } from "./chat-requests.service.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ["chat requests"];

export const chatRequestsRoutes: FastifyPluginAsyncZod<{
  chatRequests: ChatRequestsService;
  member: Guard;
  /** The member guard plus a confirmed email (EMAIL_CONFIRMATION). */
  contact: Guard;
}> = async (app, { chatRequests, member, contact }) => {
  app.post(
    "/api/v1/chatrequests",
    {
      preHandler: contact,
      schema: {
        tags,
        body: createChatRequestBodySchema,
        response: { 201: chatRequestReplySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await chatRequests.send(req.userId, req.body.chat_request.to) }),
  );

  app.get(
    "/api/v1/chatrequests",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "My sent requests with to_profile (the spec's call); direction=received for mine",
        querystring: chatRequestListQuerySchema,
        response: { 200: chatRequestListSchema },
      },
    },
    async (req) => chatRequests.list(req.userId, req.query),
  );

  app.put(
    "/api/v1/chatrequests/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: idParams,
        body: updateChatRequestBodySchema,
        response: { 200: chatRequestReplySchema },
      },
    },
    async (req) => ({
      data: await chatRequests.answer(req.userId, req.params.id, req.body.chat_request.accepted),
    }),
  );

  app.delete(
    "/api/v1/chatrequests/:id",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Cancel my pending request, named by its id or the other member's profile id",
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await chatRequests.cancel(req.userId, req.params.id);
      return { ok: true as const };
    },
  );
};
