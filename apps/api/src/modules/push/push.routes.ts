import {
  pushKeySchema,
  subscribePushBodySchema,
  unsubscribePushBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { PushService } from "./push.service.ts";

const tags = ["notifications"];

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; member: Guard }> = async (
  app,
  { push, member },
) => {
  // The key is the same for everyone and changes only with the deployment's configuration.
  app.get("/api/v1/push/key", { schema: { tags, response: { 200: pushKeySchema } } }, async () => ({
    key: push.key(),
  }));

  app.post(
    "/api/v1/push/subscriptions",
    {
      preHandler: member,
      schema: { tags, body: subscribePushBodySchema, response: { 201: z.object({}) } },
    },
    async (req, reply) => {
      await push.subscribe(req.userId, req.body.subscription);
      return reply.code(201).send({});
    },
  );

  app.delete(
    "/api/v1/push/subscriptions",
    { preHandler: member, schema: { tags, body: unsubscribePushBodySchema } },
    async (req, reply) => {
      await push.unsubscribe(req.userId, req.body.endpoint);
      return reply.code(204).send();
    },
  );
};
