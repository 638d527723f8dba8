import {
  dataOf,
  listOf,
  managerAcceptBodySchema,
  managerActionSchema,
  managerActionsQuerySchema,
  managerCreateBodySchema,
  managerInviteQuerySchema,
  managerInviteSchema,
  managerSchema,
  okSchema,
  sessionSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { ManagersService } from "./managers.service.ts";

const tags = ["managers"];

export const managersRoutes: FastifyPluginAsyncZod<{
  managers: ManagersService;
  member: Guard;
  /** The member guard that refuses a manager (403 managers.member_only). */
  owner: Guard;
}> = async (app, { managers, member, owner }) => {
  app.get(
    "/api/v1/managers",
    {
      preHandler: member,
      schema: { tags, response: { 200: dataOf(z.array(managerSchema)) } },
    },
    async (req) => ({ data: await managers.list(req.userId) }),
  );

  app.get(
    "/api/v1/managers/actions",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "What was done on the profile and by whom (the member only), newest first",
        querystring: managerActionsQuerySchema,
        response: { 200: listOf(managerActionSchema) },
      },
    },
    async (req) => managers.actions(req.userId, req.query.limit, req.query.offset),
  );

  app.post(
    "/api/v1/managers",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Invite a family member to manage the profile (the member only; at most 3)",
        body: managerCreateBodySchema,
        response: { 201: dataOf(managerSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await managers.invite(req.userId, req.body.manager) }),
  );

  app.delete(
    "/api/v1/managers/:id",
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Remove a manager: their sessions and sockets end on every node",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await managers.remove(req.userId, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/v1/manager_invites",
    {
      schema: {
        tags,
        summary: "The mailed invitation's page: who invites, and whether the email has a sign-in",
        querystring: managerInviteQuerySchema,
        response: { 200: dataOf(managerInviteSchema) },
      },
    },
    async (req) => ({ data: await managers.invitation(req.query.token) }),
  );

  app.post(
    "/api/v1/manager_invites/accept",
    {
      schema: {
        tags,
        summary: "Use the mailed one-time link: a session that acts on the managed profile",
        body: managerAcceptBodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (req) => managers.accept(req.body, req.ip),
  );
};
