import {
  adminDocumentListSchema,
  adminDocumentReplySchema,
  adminDocumentsQuerySchema,
  docUploadQuerySchema,
  documentDecisionBodySchema,
  documentIdParamsSchema,
  documentLimits,
  documentListSchema,
  documentReplySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { firstUploadedFile, useMultipart } from "../../lib/uploads.ts";
import type { DocumentsService } from "./documents.service.ts";

const tags = ["verification"];

export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  member: Guard;
  admin: Guard;
}> = async (app, { documents, member, admin }) => {
  await useMultipart(app);

  app.post(
    "/api/v1/verification/doc",
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "Upload a verification document (multipart, the file in any part: `file`, `img_upload`, …): JPEG, PNG, WebP or PDF",
        consumes: ["multipart/form-data"],
        querystring: docUploadQuerySchema,
        response: { 201: documentReplySchema },
      },
    },
    async (req, reply) => {
      const docType = await documents.assertCanUpload(req.userId, req.query.docType);
      const file = await firstUploadedFile(req, {
        maxBytes: documentLimits.maxBytes,
      });
      return reply.code(201).send({ data: await documents.upload(req.userId, docType, file) });
    },
  );

  app.get(
    "/api/v1/verification/docs",
    { preHandler: member, schema: { tags, response: { 200: documentListSchema } } },
    async (req) => documents.listMine(req.userId),
  );

  app.get(
    "/api/v1/admin/documents",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        querystring: adminDocumentsQuerySchema,
        response: { 200: adminDocumentListSchema },
      },
    },
    async (req) => documents.adminList(req.query.status, req.query.limit, req.query.offset),
  );

  // Behind the bearer token, for the owner and admins only: documents never get a public URL.
  app.get(
    "/api/v1/admin/documents/:id/file",
    {
      preHandler: member,
      schema: {
        tags: ["admin"],
        summary: "The document's file with its content type (its owner and admins only)",
        params: documentIdParamsSchema,
      },
    },
    async (req, reply) => {
      const opened = await documents.open(req.userId, req.params.id);
      if (!opened) throw new AppError("documents.not_found");
      return reply
        .header("Cache-Control", "private, no-store")
        .header("Content-Disposition", `inline; filename="${opened.filename}"`)
        .type(opened.file.contentType)
        .send(opened.file.bytes);
    },
  );

  app.post(
    "/api/v1/admin/documents/:id/decision",
    {
      preHandler: admin,
      config: { audit: "documents.decide" },
      schema: {
        tags: ["admin"],
        params: documentIdParamsSchema,
        body: documentDecisionBodySchema,
        response: { 200: adminDocumentReplySchema },
      },
    },
    async (req) => {
      req.audit = { details: { action: req.body.action, reason: req.body.reason ?? null } };
      return { data: await documents.decide(req.userId, req.params.id, req.body) };
    },
  );
};
