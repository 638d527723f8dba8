import {
  completionSchema,
  dataOf,
  genderSchema,
  listOf,
  okSchema,
  profileCardSchema,
  profileCompletionReplySchema,
  profileListQuerySchema,
  profileReplySchema,
  profileUpdateBodySchema,
  publicProfileSchema,
  scoreUpBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { ProfilesService } from "./profiles.service.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ["profiles"];

export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
  member: Guard;
  optionalMember: Guard;
}> = async (app, { profiles, member, optionalMember }) => {
  app.get(
    "/api/v1/profiles",
    {
      preHandler: member,
      schema: {
        tags,
        querystring: profileListQuerySchema,
        response: { 200: listOf(profileCardSchema) },
      },
    },
    async (req) => profiles.list(req.member, req.query),
  );

  app.get(
    "/api/v1/profiles/:id",
    {
      preHandler: member,
      schema: { tags, params: idParams, response: { 200: profileReplySchema } },
    },
    async (req) => profiles.get(req.userId, req.params.id),
  );

  app.put(
    "/api/v1/profiles/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: idParams,
        body: profileUpdateBodySchema,
        response: { 200: profileReplySchema },
      },
    },
    async (req) => profiles.update(req.userId, req.params.id, req.body.profile),
  );

  app.get(
    "/api/v1/myprofile",
    { preHandler: member, schema: { tags, response: { 200: profileReplySchema } } },
    async (req) => profiles.mine(req.userId),
  );

  app.get(
    "/api/v1/profile_completion",
    { preHandler: member, schema: { tags, response: { 200: profileCompletionReplySchema } } },
    async (req) => ({ data: await profiles.completion(req.userId) }),
  );

  app.get(
    "/api/v1/profile/completion",
    { preHandler: member, schema: { tags, response: { 200: dataOf(completionSchema) } } },
    async (req) => ({ data: await profiles.completionFlags(req.userId) }),
  );

  app.get(
    "/api/v1/view/profile",
    { schema: { tags, querystring: idParams, response: { 200: dataOf(publicProfileSchema) } } },
    async (req) => ({ data: await profiles.publicView(req.query.id) }),
  );

  app.get(
    "/api/v1/view/profiles/:arg",
    {
      schema: {
        tags,
        params: z.object({ arg: z.union([genderSchema, z.literal("all")]) }),
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: listOf(publicProfileSchema) },
      },
    },
    async (req) =>
      profiles.publicList(
        req.params.arg === "all" ? null : req.params.arg,
        req.query.limit,
        req.query.offset,
      ),
  );

  app.post(
    "/api/v1/score/up",
    {
      preHandler: optionalMember,
      schema: { tags, body: scoreUpBodySchema, response: { 200: okSchema } },
    },
    async (req) => {
      await profiles.recordView(req.viewerId, req.body.to, req.body.context);
      return { ok: true as const };
    },
  );
};
