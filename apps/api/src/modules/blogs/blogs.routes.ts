import { blogSchema, blogSummarySchema, dataOf, listOf } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createBlogsRepository } from "./blogs.repository.ts";

const tags = ["blogs"];

/** Blogs are public: visitors read them before they join. */
export const blogsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = createBlogsRepository({ db });
  const wire = <T extends { publishedAt: Date; lang: string }>({
    publishedAt,
    lang,
    ...rest
  }: T) => ({
    ...rest,
    lang: lang === "gu" ? ("gu" as const) : ("en" as const),
    published_at: publishedAt.toISOString(),
  });

  app.get(
    "/api/v1/blogs",
    {
      schema: {
        tags,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: listOf(blogSummarySchema) },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const rows = await repo.list(limit, offset);
      return {
        data: rows.slice(0, limit).map(wire),
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
        response: { 200: dataOf(blogSchema) },
      },
    },
    async (req) => {
      const row = await repo.find(req.params.id);
      if (!row) throw new AppError("blog.not_found");
      return { data: wire(row) };
    },
  );
};
