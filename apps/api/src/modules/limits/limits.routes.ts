import {
  addressAllowanceListSchema,
  addressAllowanceSchema,
  dataOf,
  endAllowanceQuerySchema,
  liftAddressBodySchema,
  okSchema,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { LimitsService } from "./limits.service.ts";

const tags = ["admin"];

/** The admin console's "Event addresses": lift the per-address limits for a day, or end it. */
export const limitsRoutes: FastifyPluginAsyncZod<{ limits: LimitsService; admin: Guard }> = async (
  app,
  { limits, admin },
) => {
  app.get(
    "/api/v1/admin/address_allowances",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Addresses whose per-address limits are lifted now",
        response: { 200: addressAllowanceListSchema },
      },
    },
    async () => ({ data: await limits.list() }),
  );

  app.post(
    "/api/v1/admin/address_allowances",
    {
      preHandler: admin,
      config: { audit: "limits.lift" },
      schema: {
        tags,
        summary:
          "Lifts the per-address limits (anonymous calls, sign-ups) for an address for 24 hours",
        body: liftAddressBodySchema,
        response: { 201: dataOf(addressAllowanceSchema) },
      },
    },
    async (req, reply) => {
      const allowance = await limits.lift(req.body.allowance, req.adminId as string);
      req.audit = {
        target: allowance.address,
        details: { note: allowance.note, until: allowance.until },
      };
      return reply.code(201).send({ data: allowance });
    },
  );

  app.delete(
    "/api/v1/admin/address_allowances",
    {
      preHandler: admin,
      config: { audit: "limits.end" },
      schema: {
        tags,
        summary: "Ends a lift before its day is over: the address's limits hold again",
        querystring: endAllowanceQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await limits.end(req.query.address);
      req.audit = { target: req.query.address };
      return { ok: true as const };
    },
  );
};
