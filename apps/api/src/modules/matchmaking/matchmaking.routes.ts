import {
  dataOf,
  listOf,
  matchCardSchema,
  matchesQuerySchema,
  okSchema,
  preferencesBodySchema,
  preferencesSchema,
  recommendationParamsSchema,
  recommendationsSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import { sendKept } from "../../lib/kept-reply.ts";
import type { MatchesService } from "./matches.service.ts";
import type { PreferencesService } from "./preferences.service.ts";
import type { RecommendationsService } from "./recommendations.service.ts";

const tags = ["matchmaking"];

export const matchmakingRoutes: FastifyPluginAsyncZod<{
  preferences: PreferencesService;
  matches: MatchesService;
  recommendations: RecommendationsService;
  member: Guard;
}> = async (app, { preferences, matches, recommendations, member }) => {
  app.get(
    "/api/v1/recommendations",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Today's recommendations (at most 10, the same all day, India date)",
        response: { 200: recommendationsSchema },
      },
    },
    async (req, reply) => sendKept(reply, await recommendations.today(req.userId, req.member.plan)),
  );

  app.post(
    "/api/v1/recommendations/:pid/skip",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Not recommended again for 30 days",
        params: recommendationParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await recommendations.skip(req.userId, req.params.pid);
      return { ok: true as const };
    },
  );

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
    async (req, reply) =>
      sendKept(reply, await matches.list(req.userId, req.query, req.member.plan)),
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
