import {
  adminReportListQuerySchema,
  adminReportListSchema,
  reportDecisionBodySchema,
  reportDecisionReplySchema,
  userReportBodySchema,
  userReportReplySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { ReportsService } from "./reports.service.ts";

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  member: Guard;
  admin: Guard;
}> = async (app, { reports, member, admin }) => {
  app.post(
    "/api/v1/user/report",
    {
      preHandler: member,
      schema: {
        tags: ["reports"],
        body: userReportBodySchema,
        response: { 201: userReportReplySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await reports.report(req.userId, req.body.user_report) }),
  );

  app.get(
    "/api/v1/admin/reports",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        querystring: adminReportListQuerySchema,
        response: { 200: adminReportListSchema },
      },
    },
    async (req) => reports.list(req.userId, req.query),
  );

  app.post(
    "/api/v1/admin/reports/:id/decision",
    {
      preHandler: admin,
      config: { audit: "reports.decide" },
      schema: {
        tags: ["admin"],
        params: z.object({ id: z.string().min(1).max(64) }),
        body: reportDecisionBodySchema,
        response: { 200: reportDecisionReplySchema },
      },
    },
    async (req) => {
      req.audit = { details: { action: req.body.action } };
      return reports.decide(req.userId, req.params.id, req.body.action);
    },
  );
};
