import {
  bookmarkSchema,
  createBookmarkBodySchema,
  dataOf,
  listOf,
  okSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import type { BookmarksService } from "./bookmarks.service.ts";

const tags = ["bookmarks"];

export const bookmarksRoutes: FastifyPluginAsyncZod<{
  bookmarks: BookmarksService;
  member: Guard;
}> = async (app, { bookmarks, member }) => {
  app.get(
    "/api/v1/bookmarks",
    { preHandler: member, schema: { tags, response: { 200: listOf(bookmarkSchema) } } },
    async (req) => ({ data: await bookmarks.list(req.userId), next: null }),
  );

  app.post(
    "/api/v1/bookmarks",
    {
      preHandler: member,
      schema: { tags, body: createBookmarkBodySchema, response: { 201: dataOf(bookmarkSchema) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await bookmarks.create(req.userId, req.body.bookmark.to) }),
  );

  app.delete(
    "/api/v1/bookmarks/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await bookmarks.delete(req.userId, req.params.id);
      return { ok: true as const };
    },
  );
};
