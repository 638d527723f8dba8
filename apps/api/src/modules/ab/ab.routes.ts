import { abTextsSchema, langSchema } from "@sagpan/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { abTexts } from "./ab.table.ts";

export const abRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/v2/ab",
    {
      schema: {
        tags: ["misc"],
        querystring: z.object({ lang: langSchema.default("en") }),
        response: { 200: z.object({ data: abTextsSchema }) },
      },
    },
    async (req) => {
      const rows = await db.select().from(abTexts).where(eq(abTexts.lang, req.query.lang));
      return { data: Object.fromEntries(rows.map((r) => [r.key, r.text])) };
    },
  );
};
