import { analyticsBodySchema, analyticsQuerySchema, analyticsReportSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { AnalyticsRepository } from "./analytics.repository.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsRepository;
  admin: Guard;
}> = async (app, { analytics, admin }) => {
  // sendBeacon posts text/plain; parse it as JSON here only.
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });
  app.post(
    "/api/v1/analytics",
    { schema: { tags: ["analytics"], body: analyticsBodySchema } },
    async (req, reply) => {
      await analytics.record(req.body.events);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/v1/admin/analytics",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary:
          "Page views, web vitals (p75 per route) and sign-ups, interests, chats, payments and assistant use per day (India time)",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema },
      },
    },
    async (req) => analytics.report(req.query),
  );
};
