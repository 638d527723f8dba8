import { inviteListQuerySchema, inviteListSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { InvitesService } from "./invites.service.ts";

export const invitesRoutes: FastifyPluginAsyncZod<{
  invites: InvitesService;
  member: Guard;
}> = async (app, { invites, member }) => {
  app.get(
    "/api/v1/invites",
    {
      preHandler: member,
      schema: {
        tags: ["chat requests"],
        querystring: inviteListQuerySchema,
        response: { 200: inviteListSchema },
      },
    },
    async (req) => invites.list(req.userId, req.query.limit, req.query.offset),
  );
};
