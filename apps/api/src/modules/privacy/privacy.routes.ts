import { dataOf, privacySchema, privacyUpdateBodySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { PrivacyService } from "./privacy.service.ts";

const tags = ["privacy"];

export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  member: Guard;
}> = async (app, { privacy, member }) => {
  app.get(
    "/api/v1/privacy",
    { preHandler: member, schema: { tags, response: { 200: dataOf(privacySchema) } } },
    async (req) => ({ data: await privacy.of(req.userId) }),
  );

  app.put(
    "/api/v1/privacy",
    {
      preHandler: member,
      schema: { tags, body: privacyUpdateBodySchema, response: { 200: dataOf(privacySchema) } },
    },
    async (req) => ({ data: await privacy.update(req.userId, req.body.privacy) }),
  );
};
