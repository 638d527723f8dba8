import {
  completionSchema,
  dataOf,
  genderSchema,
  listOf,
  okSchema,
  profileCardSchema,
  profileCompletionReplySchema,
  profileListQuerySchema,
  profileReplySchema,
  profileUpdateBodySchema,
  publicProfileSchema,
  scoreUpBodySchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { ProfilesService } from "./profiles.service.ts";

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ["profiles"];

const publicListQuerySchema = z.object({
  gender: z.union([genderSchema, z.literal("all")]).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** `{arg}` read as a gender or as query parameters; a gender in the path wins over ?gender=. */
function publicListQuery(arg: string | undefined, query: z.infer<typeof publicListQuerySchema>) {
  const fromArg = arg?.includes("=")
    ? Object.fromEntries(new URLSearchParams(arg.replace(/^\?/, "")))
    : arg
      ? { gender: arg }
      : {};
  const parsed = publicListQuerySchema.safeParse({ ...query, ...fromArg });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "arg");
    throw new AppError("request.invalid", { [field]: parsed.error.issues[0]?.message ?? "" });
  }
  const gender = parsed.data.gender ?? "all";
  return { ...parsed.data, gender: gender === "all" ? null : gender };
}

export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
  member: Guard;
  optionalMember: Guard;
  /** A member opened another's profile (who viewed my profile); must not delay the reply. */
  viewed: (viewerId: string, profileId: string) => void;
}> = async (app, { profiles, member, optionalMember, viewed }) => {
  app.get(
    "/api/v1/profiles",
    {
      preHandler: member,
      schema: {
        tags,
        querystring: profileListQuerySchema,
        response: { 200: listOf(profileCardSchema) },
      },
    },
    async (req) => profiles.list(req.member, req.query),
  );

  app.get(
    "/api/v1/profiles/:id",
    {
      preHandler: member,
      schema: { tags, params: idParams, response: { 200: profileReplySchema } },
    },
    async (req) => {
      const reply = await profiles.get(req.userId, req.params.id);
      viewed(req.userId, req.params.id);
      return reply;
    },
  );

  app.put(
    "/api/v1/profiles/:id",
    {
      preHandler: member,
      schema: {
        tags,
        params: idParams,
        body: profileUpdateBodySchema,
        response: { 200: profileReplySchema },
      },
    },
    async (req) => profiles.update(req.userId, req.params.id, req.body.profile),
  );

  app.get(
    "/api/v1/myprofile",
    { preHandler: member, schema: { tags, response: { 200: profileReplySchema } } },
    async (req) => profiles.mine(req.userId),
  );

  app.get(
    "/api/v1/profile_completion",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "What is left to fill in; remaining_personal at the top level (docs/api.md)",
        response: { 200: profileCompletionReplySchema },
      },
    },
    async (req) => profiles.completion(req.userId),
  );

  app.get(
    "/api/v1/profile/completion",
    { preHandler: member, schema: { tags, response: { 200: dataOf(completionSchema) } } },
    async (req) => ({ data: await profiles.completionFlags(req.userId) }),
  );

  app.get(
    "/api/v1/view/profile",
    { schema: { tags, querystring: idParams, response: { 200: dataOf(publicProfileSchema) } } },
    async (req) => ({ data: await profiles.publicView(req.query.id) }),
  );

  // The spec's `{arg}` is a gender (`/view/profiles/female`) or, as its client sends it, a
  // query string (`/view/profiles/?gender=male&offset=0&limit=40`, or the same without "?").
  app.get(
    "/api/v1/view/profiles/:arg?",
    {
      schema: {
        tags,
        summary: "Public list of profiles: {arg} is a gender, all, or a query string",
        params: z.object({ arg: z.string().max(200).optional() }),
        querystring: publicListQuerySchema,
        response: { 200: listOf(publicProfileSchema) },
      },
    },
    async (req) => {
      const query = publicListQuery(req.params.arg, req.query);
      return profiles.publicList(query.gender, query.limit, query.offset);
    },
  );

  app.post(
    "/api/v1/score/up",
    {
      preHandler: optionalMember,
      schema: { tags, body: scoreUpBodySchema, response: { 200: okSchema } },
    },
    async (req) => {
      await profiles.recordView(req.viewerId, req.body.to, req.body.context);
      return { ok: true as const };
    },
  );
};
