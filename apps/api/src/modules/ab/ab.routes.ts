import {
  abDeleteQuerySchema,
  abLangSchema,
  abOverrideListSchema,
  abOverrideSchema,
  abPutBodySchema,
  abTextLimit,
  abTextsSchema,
  dataOf,
  langSchema,
  placeholdersOf,
} from "@sagpan/contract";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { createSharedCache } from "../../lib/shared-cache.ts";
import { abTexts } from "./ab.table.ts";
import { abDefaults } from "./ab-defaults.ts";

type Overrides = Record<string, string>;

/**
 * A/B texts: every visit reads `GET /api/v2/ab`, so each language's overrides are kept for a
 * minute in a shared cache; an admin's change clears it here and, through Redis, on every node.
 */
export const abRoutes: FastifyPluginAsyncZod<{
  db: Db;
  admin: Guard;
  clock: () => Date;
  redis: Redis | null;
  keyPrefix: string;
}> = async (app, { db, admin, clock, redis, keyPrefix }) => {
  const cache = await createSharedCache<Overrides>({
    redis,
    channel: `${keyPrefix}ab-changed`,
    ttlMs: 60_000,
    maxEntries: 4,
  });
  app.addHook("onClose", () => cache.close());

  const overridesOf = async (lang: "en" | "gu"): Promise<Overrides> => {
    const now = clock();
    const kept = cache.get(lang, now);
    if (kept) return kept;
    const since = cache.version();
    const rows = await db.select().from(abTexts).where(eq(abTexts.lang, lang));
    const value = Object.fromEntries(rows.map((r) => [r.key, r.text]));
    cache.set(lang, value, now, since);
    return value;
  };

  app.get(
    "/api/v2/ab",
    {
      schema: {
        tags: ["misc"],
        querystring: z.object({ lang: langSchema.default("en") }),
        response: { 200: z.object({ data: abTextsSchema }) },
      },
    },
    async (req) => ({ data: await overridesOf(req.query.lang === "gu" ? "gu" : "en") }),
  );

  app.get(
    "/api/v1/admin/ab",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Every text override, both languages",
        querystring: z.object({ lang: abLangSchema.optional() }),
        response: { 200: abOverrideListSchema },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(abTexts)
        .where(req.query.lang ? eq(abTexts.lang, req.query.lang) : undefined)
        .orderBy(asc(abTexts.key), asc(abTexts.lang));
      return {
        data: rows.map((r) => ({
          key: r.key,
          lang: r.lang === "gu" ? ("gu" as const) : ("en" as const),
          text: r.text,
          updated_at: r.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    "/api/v1/admin/ab",
    {
      preHandler: admin,
      config: { audit: "ab.set" },
      schema: {
        tags: ["admin"],
        summary: "Set the override of one text in one language",
        body: abPutBodySchema,
        response: { 200: dataOf(abOverrideSchema) },
      },
    },
    async (req) => {
      const { key, lang, text } = req.body;
      const original = abDefaults[lang].get(key);
      if (original === undefined) throw new AppError("ab.unknown_key", { key });
      const max = abTextLimit(original);
      if (text.length > max) throw new AppError("ab.too_long", { text: `At most ${max}` });
      if (placeholdersOf(text).join() !== placeholdersOf(original).join()) {
        throw new AppError("ab.placeholders", { text: placeholdersOf(original).join(", ") });
      }
      const now = clock();
      await db
        .insert(abTexts)
        .values({ key, lang, text, updatedAt: now })
        .onConflictDoUpdate({ target: [abTexts.key, abTexts.lang], set: { text, updatedAt: now } });
      cache.forget(lang);
      req.audit = { target: `${key} (${lang})`, details: { text } };
      return { data: { key, lang, text, updated_at: now.toISOString() } };
    },
  );

  app.delete(
    "/api/v1/admin/ab",
    {
      preHandler: admin,
      config: { audit: "ab.delete" },
      schema: {
        tags: ["admin"],
        summary: "Remove an override: the app's own text shows again",
        querystring: abDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const { key, lang } = req.query;
      await db.delete(abTexts).where(and(eq(abTexts.key, key), eq(abTexts.lang, lang)));
      cache.forget(lang);
      req.audit = { target: `${key} (${lang})` };
      return reply.code(204).send(null);
    },
  );
};
