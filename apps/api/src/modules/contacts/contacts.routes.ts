import { contactListSchema, contactsBodySchema, contactsQuerySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { ContactsService } from "./contacts.service.ts";

const tags = ["contacts"];

export const contactsRoutes: FastifyPluginAsyncZod<{
  contacts: ContactsService;
  member: Guard;
}> = async (app, { contacts, member }) => {
  app.post(
    "/api/v1/contacts",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Replace my contacts list (at least one row)",
        body: contactsBodySchema,
        response: { 200: contactListSchema },
      },
    },
    async (req) => ({ data: await contacts.save(req.userId, req.body), next: null }),
  );

  app.get(
    "/api/v1/contacts",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "My contacts, or with `pid` another profile's when the plan rules allow",
        querystring: contactsQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    async (req) => ({
      data: req.query.pid
        ? await contacts.forProfile(req.userId, req.query.pid)
        : await contacts.mine(req.userId),
      next: null,
    }),
  );
};
