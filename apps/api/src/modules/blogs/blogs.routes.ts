import {
  adminBlogBodySchema,
  adminBlogListSchema,
  adminBlogSchema,
  blogSchema,
  blogStatusBodySchema,
  blogSummarySchema,
  dataOf,
  listOf,
  mediaLimits,
  photoTypes,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { FileStore } from "../../lib/storage.ts";
import { firstUploadedFile, immutableCache, sniffType, useMultipart } from "../../lib/uploads.ts";
import { canDecodeHeic, processPhoto } from "../pictures/image-pipeline.ts";
import {
  type BlogRow,
  columnsOf,
  createBlogsRepository,
  forReader,
  versionsOf,
} from "./blogs.repository.ts";
import type { BlogText } from "./blogs.table.ts";

const tags = ["blogs"];
const langQuery = z.enum(["en", "gu"]).optional();
const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/** A summary left empty is the start of the article, cut at a word. */
const withSummary = (v: BlogText | null): BlogText | null => {
  if (!v) return null;
  if (v.summary) return v;
  const flat = v.content.replace(/\s+/g, " ");
  const cut = flat.length <= 200 ? flat : `${flat.slice(0, 200).replace(/\s+\S*$/, "")}…`;
  return { ...v, summary: cut };
};

const adminWire = (row: BlogRow) => ({
  id: row.id,
  status: row.status,
  image: row.image,
  ...versionsOf(row),
  published_at: row.publishedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Blogs are public: visitors read published posts before they join, each in their language
 * when the post has it. Admins write them (both languages, a cover photo) and publish.
 */
export const blogsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  admin: Guard;
  files: FileStore;
  clock: () => Date;
}> = async (app, { db, admin, files, clock }) => {
  const repo = createBlogsRepository({ db });
  const wire = (row: BlogRow, lang: "en" | "gu" | undefined) => {
    const { lang: chosen, title, summary, content } = forReader(row, lang);
    return {
      id: row.id,
      lang: chosen,
      title,
      image: row.image,
      summary,
      content,
      published_at: row.publishedAt.toISOString(),
    };
  };

  app.get(
    "/api/v1/blogs",
    {
      schema: {
        tags,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
          lang: langQuery,
        }),
        response: { 200: listOf(blogSummarySchema) },
      },
    },
    async (req) => {
      const { limit, offset, lang } = req.query;
      const rows = await repo.list(limit, offset);
      return {
        data: rows.slice(0, limit).map((row) => {
          const { content: _, ...summary } = wire(row, lang);
          return summary;
        }),
        next: rows.length > limit ? offset + limit : null,
      };
    },
  );

  app.get(
    "/api/v1/blog/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: z.object({ lang: langQuery }),
        response: { 200: dataOf(blogSchema) },
      },
    },
    async (req) => {
      const row = await repo.find(req.params.id);
      if (!row) throw new AppError("blog.not_found");
      return { data: wire(row, req.query.lang) };
    },
  );

  app.get(
    "/api/v1/blog-images/:name",
    {
      schema: {
        tags,
        summary: "A blog cover photo (public, never changes under its name)",
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9-]{1,64}\.webp$/) }),
      },
    },
    async (req, reply) => {
      const file = await files.get(`blogs/${req.params.name}`);
      if (!file) throw new AppError("request.not_found");
      return reply
        .header("Content-Type", "image/webp")
        .header("Cache-Control", immutableCache)
        .send(file.bytes);
    },
  );

  // The admin console's Blogs tab.
  app.get(
    "/api/v1/admin/blogs",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Every post, drafts too, last changed first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: adminBlogListSchema },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const rows = await repo.listAll(limit, offset);
      return {
        data: rows.slice(0, limit).map(adminWire),
        next: rows.length > limit ? offset + limit : null,
      };
    },
  );

  app.post(
    "/api/v1/admin/blogs",
    {
      preHandler: admin,
      config: { audit: "blogs.create" },
      schema: {
        tags: ["admin"],
        summary: "A new post, as a draft",
        body: adminBlogBodySchema,
        response: { 201: dataOf(adminBlogSchema) },
      },
    },
    async (req, reply) => {
      const now = clock();
      const { en, gu, image } = req.body;
      const row = await repo.insert({
        id: uuidv7(),
        ...columnsOf({ en: withSummary(en), gu: withSummary(gu) }),
        image,
        status: "draft",
        publishedAt: now,
        updatedAt: now,
      });
      req.audit = { target: row.id, details: { title: row.title } };
      return reply.code(201).send({ data: adminWire(row) });
    },
  );

  app.put(
    "/api/v1/admin/blogs/:id",
    {
      preHandler: admin,
      config: { audit: "blogs.update" },
      schema: {
        tags: ["admin"],
        summary: "Change a post's text or cover",
        params: idParams,
        body: adminBlogBodySchema,
        response: { 200: dataOf(adminBlogSchema) },
      },
    },
    async (req) => {
      const { en, gu, image } = req.body;
      const row = await repo.update(req.params.id, {
        ...columnsOf({ en: withSummary(en), gu: withSummary(gu) }),
        image,
        updatedAt: clock(),
      });
      if (!row) throw new AppError("blog.not_found");
      req.audit = { target: row.id, details: { title: row.title } };
      return { data: adminWire(row) };
    },
  );

  app.put(
    "/api/v1/admin/blogs/:id/status",
    {
      preHandler: admin,
      config: { audit: "blogs.status" },
      schema: {
        tags: ["admin"],
        summary: "Publish (dated now the first time) or take back to draft",
        params: idParams,
        body: blogStatusBodySchema,
        response: { 200: dataOf(adminBlogSchema) },
      },
    },
    async (req) => {
      const before = await repo.findAny(req.params.id);
      if (!before) throw new AppError("blog.not_found");
      const now = clock();
      const { status } = req.body;
      const row = await repo.update(before.id, {
        status,
        updatedAt: now,
        // A post is dated when it goes out.
        ...(status === "published" && before.status === "draft" ? { publishedAt: now } : {}),
      });
      if (!row) throw new AppError("blog.not_found");
      req.audit = { target: row.id, details: { title: row.title, status } };
      return { data: adminWire(row) };
    },
  );

  await app.register(async (uploads) => {
    await useMultipart(uploads);
    uploads.post(
      "/api/v1/admin/blog-images",
      {
        preHandler: admin,
        config: { audit: "blogs.image" },
        schema: {
          tags: ["admin"],
          summary: "Upload a cover photo (multipart, field `file`); metadata is dropped",
          consumes: ["multipart/form-data"],
          response: { 201: dataOf(z.object({ url: z.string() })) },
        },
      },
      async (req, reply) => {
        const file = await firstUploadedFile(req, { maxBytes: mediaLimits.photoMaxBytes });
        if (!file) throw new AppError("upload.missing_file");
        const type = await sniffType(file, photoTypes);
        if (type === "image/heic" && !canDecodeHeic()) {
          throw new AppError("upload.unsupported_type", { file: file.filename });
        }
        const photo = await processPhoto(file.bytes).catch(() => {
          throw new AppError("upload.unreadable", { file: file.filename });
        });
        const name = `${uuidv7()}.webp`;
        await files.put(`blogs/${name}`, photo.variants.large, "image/webp");
        req.audit = { target: name };
        return reply.code(201).send({ data: { url: `/api/v1/blog-images/${name}` } });
      },
    );
  });
};
