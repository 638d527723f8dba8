import {
  adCountReplySchema,
  adImageTypes,
  adLimits,
  adminAdListSchema,
  adminAdReplySchema,
  adReplySchema,
  adWriteBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import {
  fileRouteRateLimit,
  firstUploadedFile,
  immutableCache,
  useMultipart,
} from "../../lib/uploads.ts";
import { rules } from "../../rules.ts";
import type { AdsService, AdViewer } from "./ads.service.ts";

const tags = ["ads"];
const idParams = z.object({ id: z.uuid() });

export const adsRoutes: FastifyPluginAsyncZod<{
  ads: AdsService;
  memberViewer: (userId: string) => Promise<AdViewer>;
  perSession: number;
  optionalMember: Guard;
  admin: Guard;
  onClose: () => void;
}> = async (app, { ads, memberViewer, perSession, optionalMember, admin, onClose }) => {
  await useMultipart(app);
  app.addHook("onClose", async () => onClose());
  const viewerOf = async (req: { viewerId: string | null; ip: string }): Promise<AdViewer> =>
    req.viewerId ? memberViewer(req.viewerId) : { kind: "visitor", address: req.ip };

  app.get(
    "/api/v1/ad/test",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "The ad for this viewer now, or null (none for paid plans and admins)",
        response: { 200: adReplySchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "private, no-store");
      const data = perSession === 0 ? null : await ads.adFor(await viewerOf(req));
      return { data, per_session: perSession };
    },
  );

  for (const kind of ["impression", "click"] as const) {
    app.post(
      `/api/v1/ads/:id/${kind}`,
      {
        preHandler: optionalMember,
        config: { rateLimit: rules.ads.countRateLimit },
        schema: {
          tags,
          summary: `Counts an ${kind} once per viewer, ad and day`,
          params: idParams,
          response: { 200: adCountReplySchema },
        },
      },
      async (req) => ({ counted: await ads.count(req.params.id, kind, await viewerOf(req)) }),
    );
  }

  app.get(
    "/api/v1/files/ads/:id/:file",
    {
      config: { rateLimit: fileRouteRateLimit },
      schema: {
        tags,
        summary: "An ad's image (WebP); public, like the ad",
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      },
    },
    async (req, reply) => {
      const file = await ads.image(req.params.id, req.params.file);
      if (!file) throw new AppError("ad.not_found");
      return reply.header("Cache-Control", immutableCache).type(file.contentType).send(file.bytes);
    },
  );

  app.get(
    "/api/v1/admin/ads",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Every ad, newest first, with its state and counts",
        response: { 200: adminAdListSchema },
      },
    },
    async () => ({ data: await ads.list(), next: null }),
  );

  app.post(
    "/api/v1/admin/ads",
    {
      preHandler: admin,
      config: { audit: "ads.create" },
      schema: {
        tags: ["admin"],
        body: adWriteBodySchema,
        response: { 201: adminAdReplySchema },
      },
    },
    async (req, reply) => {
      const data = await ads.create(req.body.ad);
      const { title, target, status, starts_at, ends_at } = data;
      req.audit = { target: data.id, details: { title, target, status, starts_at, ends_at } };
      return reply.code(201).send({ data });
    },
  );

  app.put(
    "/api/v1/admin/ads/:id",
    {
      preHandler: admin,
      config: { audit: "ads.update" },
      schema: {
        tags: ["admin"],
        params: idParams,
        body: adWriteBodySchema,
        response: { 200: adminAdReplySchema },
      },
    },
    async (req) => {
      const data = await ads.update(req.params.id, req.body.ad);
      const { title, target, status, starts_at, ends_at } = data;
      req.audit = { details: { title, target, status, starts_at, ends_at } };
      return { data };
    },
  );

  app.post(
    "/api/v1/admin/ads/:id/stop",
    {
      preHandler: admin,
      config: { audit: "ads.stop" },
      schema: { tags: ["admin"], params: idParams, response: { 200: adminAdReplySchema } },
    },
    async (req) => {
      const data = await ads.stop(req.params.id);
      req.audit = { details: { title: data.title } };
      return { data };
    },
  );

  app.post(
    "/api/v1/admin/ads/:id/image",
    {
      preHandler: admin,
      config: { audit: "ads.image" },
      schema: {
        tags: ["admin"],
        summary: `An ad's image (multipart, field \`file\`: ${adImageTypes.join(", ")})`,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: adminAdReplySchema },
      },
    },
    async (req) => {
      const file = await firstUploadedFile(req, {
        maxBytes: adLimits.imageMaxBytes,
      });
      const data = await ads.setImage(req.params.id, file);
      req.audit = { details: { title: data.title } };
      return { data };
    },
  );
};
