import {
  dataOf,
  listOf,
  matchCardSchema,
  matchesQuerySchema,
  preferencesBodySchema,
  preferencesSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { MatchesService } from "./matches.service.ts";
import type { PreferencesService } from "./preferences.service.ts";

const tags = ["matchmaking"];

export const matchmakingRoutes: FastifyPluginAsyncZod<{
  preferences: PreferencesService;
  matches: MatchesService;
  member: Guard;
}> = async (app, { preferences, matches, member }) => {
  app.get(
    "/api/v1/matches",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Two-way matches: mutual, mine (they fit my preferences), theirs (I fit theirs)",
        querystring: matchesQuerySchema,
        response: { 200: listOf(matchCardSchema) },
      },
    },
    async (req) => matches.list(req.userId, req.query),
  );

  app.get(
    "/api/v1/preferences",
    { preHandler: member, schema: { tags, response: { 200: dataOf(preferencesSchema) } } },
    async (req) => ({ data: await preferences.get(req.userId) }),
  );

  app.put(
    "/api/v1/preferences",
    {
      preHandler: member,
      schema: { tags, body: preferencesBodySchema, response: { 200: dataOf(preferencesSchema) } },
    },
    async (req) => ({ data: await preferences.update(req.userId, req.body.preferences) }),
  );
};
