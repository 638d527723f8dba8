import { jobNameParamsSchema, okSchema, scheduledJobListSchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { JobQueue } from "./job-queue.ts";

const tags = ["admin"];

/**
 * The admin console's scheduled work: what runs when (India time), and "Run now" for one of
 * them (the morning digest after a mail outage). Only scheduled jobs can be started here, and
 * each of them does only what is due, so a second run sends nothing twice.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue; admin: Guard }> = async (
  app,
  { jobs, admin },
) => {
  app.get(
    "/api/v1/admin/jobs",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "The jobs the API runs on a timetable (cron in India time)",
        response: { 200: scheduledJobListSchema },
      },
    },
    async () => ({ data: jobs.scheduled() }),
  );

  app.post(
    "/api/v1/admin/jobs/:name/run",
    {
      preHandler: admin,
      config: { audit: "jobs.run" },
      schema: {
        tags,
        summary: "Starts a scheduled job now, besides its timetable",
        params: jobNameParamsSchema,
        response: { 202: okSchema },
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      if (!jobs.scheduled().some((job) => job.name === name)) throw new AppError("job.not_found");
      await jobs.send(name, {});
      req.audit = { target: name };
      return reply.code(202).send({ ok: true as const });
    },
  );
};
