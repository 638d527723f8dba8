import {
  biodataQuerySchema,
  biodataReplySchema,
  langSchema,
  profileBiodataQuerySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { BiodataService } from "./biodata.service.ts";

const tags = ["biodata"];

/** `attachment` with a plain fallback name and the exact UTF-8 one (RFC 6266). */
function attachment(filename: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(filename) ? filename.replaceAll('"', "") : "biodata.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const biodataRoutes: FastifyPluginAsyncZod<{
  biodata: BiodataService;
  member: Guard;
}> = async (app, { biodata, member }) => {
  app.get(
    "/api/v1/biodata",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A download link for my biodata PDF; url at the top level (docs/api.md)",
        querystring: biodataQuerySchema,
        response: { 200: biodataReplySchema },
      },
    },
    async (req) => biodata.link(req.userId, null, req.query.lang),
  );

  app.get(
    "/api/v1/profile/biodata",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "A download link for another profile's biodata (402 on Free, 423 if not verified)",
        querystring: profileBiodataQuerySchema,
        response: { 200: biodataReplySchema },
      },
    },
    async (req) => biodata.link(req.userId, req.query.pid, req.query.lang),
  );

  app.get(
    "/api/v1/files/biodata/:id",
    {
      schema: {
        tags,
        summary: "The biodata PDF behind a signed link",
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: z.object({
          viewer: z.string().min(1).max(64),
          lang: langSchema,
          exp: z.coerce.number().int(),
          s: z.string().max(64).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await biodata.open(req.params.id, req.query);
      return reply
        .header("Cache-Control", "private, no-store")
        .header("Content-Disposition", attachment(filename))
        .type("application/pdf")
        .send(pdf);
    },
  );
};
