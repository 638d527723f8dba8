import {
  defaultPicQuerySchema,
  defaultPicReplySchema,
  mediaLimits,
  picIdParamsSchema,
  pictureListSchema,
  setProfilePicBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import {
  fileRouteRateLimit,
  immutableCache,
  uploadedFiles,
  useMultipart,
} from "../../lib/uploads.ts";
import { servedSizes } from "./picture-urls.ts";
import type { PicturesService } from "./pictures.service.ts";

const tags = ["pictures"];

const fileParamsSchema = z.object({
  id: z.uuid(),
  file: z.enum(servedSizes.map((size) => `${size}.webp` as const)),
});
const signedQuerySchema = z.object({
  m: z.uuid().optional(),
  s: z.string().max(64).optional(),
});

/**
 * A member's photo URL is checked on every use (a block ends it), so browsers keep it a few
 * minutes and then ask again with If-None-Match; the visitor's blurred photo is public.
 */
const memberPhotoCache = "private, max-age=600";

export const picturesRoutes: FastifyPluginAsyncZod<{
  pictures: PicturesService;
  member: Guard;
  optionalMember: Guard;
}> = async (app, { pictures, member, optionalMember }) => {
  await useMultipart(app);

  app.post(
    "/api/v1/bulk/picb",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Add photos (multipart, files in any parts: `files`, `img_upload_0..n`, …)",
        consumes: ["multipart/form-data"],
        response: { 201: pictureListSchema },
      },
    },
    async (req, reply) => {
      const files = uploadedFiles(req, {
        maxBytes: mediaLimits.photoMaxBytes,
        maxFiles: mediaLimits.maxPhotos,
        tooMany: "upload.too_many_photos",
      });
      return reply.code(201).send(await pictures.upload(req.userId, files));
    },
  );

  app.get(
    "/api/v1/pics",
    { preHandler: member, schema: { tags, response: { 200: pictureListSchema } } },
    async (req) => pictures.list(req.userId),
  );

  app.delete(
    "/api/v1/pics/:id",
    {
      preHandler: member,
      schema: { tags, params: picIdParamsSchema, response: { 200: pictureListSchema } },
    },
    async (req) => pictures.remove(req.userId, req.params.id),
  );

  app.put(
    "/api/v1/set/profile/pic",
    {
      preHandler: member,
      schema: { tags, body: setProfilePicBodySchema, response: { 200: pictureListSchema } },
    },
    async (req) => pictures.setPrimary(req.userId, req.body.id),
  );

  app.get(
    "/api/v1/default/pic",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        querystring: defaultPicQuerySchema,
        response: { 200: defaultPicReplySchema },
      },
    },
    async (req) => ({
      data: await pictures.defaultPic(
        req.query.pid,
        req.viewerId ? { memberId: req.viewerId } : "visitor",
      ),
    }),
  );

  app.get(
    "/api/v1/files/pics/:id/:file",
    {
      config: { rateLimit: fileRouteRateLimit },
      schema: {
        tags,
        summary: "A stored photo (WebP) behind a signed URL from the API",
        params: fileParamsSchema,
        querystring: signedQuerySchema,
      },
    },
    async (req, reply) => {
      const size = servedSizes.find((s) => `${s}.webp` === req.params.file)!;
      const file = await pictures.open(req.params.id, size, req.query.m, req.query.s);
      // A wrong signature, a missing photo and a blocked viewer look the same.
      if (!file) throw new AppError("pics.not_found");
      const etag = `"${req.params.id}-${size}"`;
      const cache = req.query.m ? memberPhotoCache : immutableCache;
      reply.header("Cache-Control", cache).header("ETag", etag);
      if (req.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
};
