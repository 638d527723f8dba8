import { mediaLimits, okSchema, videoIntroReplySchema } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { fileRouteRateLimit, firstUploadedFile, useMultipart } from "../../lib/uploads.ts";
import type { VideosService } from "./videos.service.ts";

const tags = ["videos"];

export const videosRoutes: FastifyPluginAsyncZod<{ videos: VideosService; member: Guard }> = async (
  app,
  { videos, member },
) => {
  await useMultipart(app);

  app.post(
    "/api/v1/videointro",
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "Upload the video introduction (multipart, the file in any part: `file`, `img_upload`, …); replaces the old one",
        consumes: ["multipart/form-data"],
        response: { 201: videoIntroReplySchema },
      },
    },
    async (req, reply) => {
      const file = await firstUploadedFile(req, {
        maxBytes: mediaLimits.videoMaxBytes,
      });
      return reply.code(201).send({ data: await videos.upload(req.userId, file) });
    },
  );

  app.get(
    "/api/v1/videointro",
    { preHandler: member, schema: { tags, response: { 200: videoIntroReplySchema } } },
    async (req) => ({ data: await videos.get(req.userId) }),
  );

  // The spec's client always deletes "item 1": a member has one video introduction.
  app.delete(
    "/api/v1/videointro/1",
    { preHandler: member, schema: { tags, response: { 200: okSchema } } },
    async (req) => {
      await videos.remove(req.userId);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/v1/files/videos/:id",
    {
      config: { rateLimit: fileRouteRateLimit },
      schema: {
        tags,
        summary: "A stored video behind a signed URL; honours single Range requests",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ m: z.uuid().optional(), s: z.string().max(64).optional() }),
      },
    },
    async (req, reply) => {
      const opened = await videos.open(req.params.id, req.query.m, req.query.s, req.headers.range);
      if (!opened) throw new AppError("video.not_found");
      reply.header("Accept-Ranges", "bytes");
      if (opened.kind === "unsatisfiable") {
        reply.header("Content-Range", `bytes */${opened.size}`);
        throw new AppError("files.range_not_satisfiable");
      }
      reply
        // Checked on every use (a block ends the URL): browsers keep it ten minutes, privately.
        .header("Cache-Control", "private, max-age=600")
        .header("ETag", `"${opened.video.id}"`)
        .type(opened.video.contentType);
      if (opened.kind === "range") {
        reply
          .code(206)
          .header("Content-Range", `bytes ${opened.start}-${opened.end}/${opened.file.size}`);
      }
      return reply.send(opened.file.bytes);
    },
  );
};
