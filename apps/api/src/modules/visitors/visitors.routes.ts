import {
  okSchema,
  visitorCountSchema,
  visitorsListSchema,
  visitorsQuerySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { VisitorsService } from "./visitors.service.ts";

const tags = ["matchmaking"];

export const visitorsRoutes: FastifyPluginAsyncZod<{
  visitors: VisitorsService;
  member: Guard;
}> = async (app, { visitors, member }) => {
  app.get(
    "/api/v1/visitors",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Who viewed my profile, latest first (Belief and Trust; 402 for Free)",
        querystring: visitorsQuerySchema,
        response: { 200: visitorsListSchema },
      },
    },
    async (req) => visitors.list(req.member, req.query),
  );

  app.get(
    "/api/v1/visitors/count",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "How many viewed my profile, how many since I last looked, and when (every plan)",
        response: { 200: visitorCountSchema },
      },
    },
    async (req) => visitors.count(req.userId),
  );

  app.post(
    "/api/v1/visitors/seen",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "I opened /visitors: visits so far are no longer new",
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await visitors.seen(req.userId);
      return { ok: true as const };
    },
  );
};
