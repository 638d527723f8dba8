import {
  dataExportIdParamsSchema,
  dataExportQueuedSchema,
  dataExportReplySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { DataExportService } from "./data-export.service.ts";

const tags = ["privacy"];

export const dataExportRoutes: FastifyPluginAsyncZod<{
  exports: DataExportService;
  member: Guard;
}> = async (app, { exports, member }) => {
  app.post(
    "/api/v1/export",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Ask for a ZIP of my data (once a day); built in the background",
        response: { 202: dataExportQueuedSchema },
      },
    },
    async (req, reply) => reply.code(202).send({ data: await exports.request(req.userId) }),
  );

  app.get(
    "/api/v1/export",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "My latest data export: queued, ready (with its url until expires_at) or failed",
        response: { 200: dataExportReplySchema },
      },
    },
    async (req) => ({ data: await exports.latest(req.userId) }),
  );

  // Behind the bearer token, for its owner only: the ZIP holds the member's documents.
  app.get(
    "/api/v1/export/:id/file",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The export's ZIP (its owner only, until it expires)",
        params: dataExportIdParamsSchema,
      },
    },
    async (req, reply) => {
      const opened = await exports.open(req.userId, req.params.id);
      return reply
        .header("Cache-Control", "private, no-store")
        .header("Content-Disposition", `attachment; filename="${opened.filename}"`)
        .header("Content-Length", String(opened.size))
        .type("application/zip")
        .send(opened.stream);
    },
  );
};
