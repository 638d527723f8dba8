import {
  chatMessageReplySchema,
  chatThreadListQuerySchema,
  chatThreadListSchema,
  messagePageParamsSchema,
  messagePagePattern,
  messagePageSchema,
  sendMessageBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { MessagesService } from "./messages.service.ts";

const tags = ["messages"];

export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  member: Guard;
  /** The member guard plus a confirmed email (EMAIL_CONFIRMATION). */
  contact: Guard;
}> = async (app, { messages, member, contact }) => {
  app.post(
    "/api/v1/message",
    {
      preHandler: contact,
      schema: {
        tags,
        body: sendMessageBodySchema,
        response: { 200: chatMessageReplySchema, 201: chatMessageReplySchema },
      },
    },
    async (req, reply) => {
      const { message, created } = await messages.send(req.userId, req.body.message);
      // 201 for a new message, 200 for a retry that found the one already stored.
      return reply.code(created ? 201 : 200).send({ data: message });
    },
  );

  app.get(
    "/api/v1/chat/threads",
    {
      preHandler: member,
      schema: {
        tags,
        querystring: chatThreadListQuerySchema,
        response: { 200: chatThreadListSchema },
      },
    },
    async (req) => messages.threads(req.userId, req.query.limit, req.query.offset),
  );

  // The spec's path is `/message/{id}*{n}`: one segment holding the member id and the page.
  app.get(
    "/api/v1/message/:arg",
    {
      preHandler: member,
      schema: { tags, params: messagePageParamsSchema, response: { 200: messagePageSchema } },
    },
    async (req) => {
      const [, id, page] = messagePagePattern.exec(req.params.arg) ?? [];
      return messages.page(req.userId, id ?? "", Number(page ?? 0));
    },
  );
};
