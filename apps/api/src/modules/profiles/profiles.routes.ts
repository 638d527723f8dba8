import { listOf, profileCardSchema, profileListQuerySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { ProfilesService } from "./profiles.service.ts";

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; member: Guard }> = async (
  app,
  { profiles, member },
) => {
  app.get(
    "/api/v1/profiles",
    {
      preHandler: member,
      schema: {
        tags: ["profiles"],
        querystring: profileListQuerySchema,
        response: { 200: listOf(profileCardSchema) },
      },
    },
    async (req) => profiles.list(req.userId, req.query),
  );
};
