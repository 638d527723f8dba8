import {
  CURRENCY,
  planDays,
  planPrices,
  profileFieldsSchema,
  profileReplySchema,
  str,
  toPaise,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../lib/auth.ts";
import type { LegacyDeps } from "./legacy-deps.ts";

const tags = ["compat"];

/** The profile the original's wizard sends after sign-up: the essentials, then anything else. */
const detailProfileBodySchema = z.object({
  id: str().optional(),
  profile: profileFieldsSchema.partial().extend({
    name: profileFieldsSchema.shape.name,
    gender: profileFieldsSchema.shape.gender,
    birthdate: profileFieldsSchema.shape.birthdate,
    // Its first step may leave the surname for later.
    lastName: str().trim().max(60).default(""),
  }),
});

const legacyPlanSchema = z.object({
  id: str(),
  name: str(),
  period: z.enum(["monthly", "yearly"]),
  price: z.number().int(),
  amount: z.number().int(),
  currency: str(),
  days: z.number().int(),
  saving_percent: z.number().int(),
});

/** Every plan and period as the original's subscription page lists them, amounts in paise. */
export const legacyPlans = () =>
  (["Belief", "Trust"] as const).flatMap((name) =>
    (["monthly", "yearly"] as const).map((period) => ({
      id: `${name.toLowerCase()}-${period}`,
      name,
      period,
      price: planPrices[name][period],
      amount: toPaise(planPrices[name][period]),
      currency: CURRENCY,
      days: planDays[period],
      saving_percent: period === "yearly" ? planPrices[name].yearlySavingPercent : 0,
    })),
  );

/**
 * The calls only the original system's clients make; they answer anyone (nothing in them
 * conflicts with Sagpan's own calls), in the original's shapes for those clients.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{ deps: LegacyDeps; member: Guard }> = async (
  app,
  { deps, member },
) => {
  app.post(
    "/api/v1/detail/profile",
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "The profile of an account made without one (the original system's two-step sign-up); 409 when it has one",
        body: detailProfileBodySchema,
        response: { 201: profileReplySchema },
      },
    },
    async (req, reply) => {
      const { name, lastName, gender, birthdate, ...rest } = req.body.profile;
      const created = await deps.profiles.create(
        req.userId,
        { name, lastName, gender, birthdate },
        rest,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/v1/all/plans",
    {
      schema: {
        tags,
        summary: "The plans and their prices (the original system's subscription page)",
        response: { 200: z.object({ plans: z.array(legacyPlanSchema) }) },
      },
    },
    async () => ({ plans: legacyPlans() }),
  );
};
