import {
  blockBodySchema,
  blockStateSchema,
  isBlockQuerySchema,
  unblockBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { BlocksService } from "./blocks.service.ts";

const tags = ["blocks"];

export const blocksRoutes: FastifyPluginAsyncZod<{
  blocks: BlocksService;
  member: Guard;
}> = async (app, { blocks, member }) => {
  app.post(
    "/api/v1/block",
    {
      preHandler: member,
      schema: { tags, body: blockBodySchema, response: { 200: blockStateSchema } },
    },
    async (req) => blocks.block(req.userId, req.body.block_request.profileId),
  );

  app.post(
    "/api/v1/unblock",
    {
      preHandler: member,
      schema: { tags, body: unblockBodySchema, response: { 200: blockStateSchema } },
    },
    async (req) => blocks.unblock(req.userId, req.body.unblock_request.profileId),
  );

  app.get(
    "/api/v1/isblock",
    {
      preHandler: member,
      schema: { tags, querystring: isBlockQuerySchema, response: { 200: blockStateSchema } },
    },
    async (req) => blocks.isBlocked(req.userId, req.query.profileId),
  );
};
