import {
  adminMemberListSchema,
  adminMemberQuerySchema,
  adminMemberSchema,
  adminPlanHistorySchema,
  dataOf,
} from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guard } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { AdminMemberRow, MembersRepository } from "./members.repository.ts";

const tags = ["admin"];
const params = z.object({ id: z.string().trim().min(1).max(64) });

const wire = (r: AdminMemberRow) => ({
  id: r.id,
  email: r.deletedAt ? "" : r.email,
  name: r.name,
  last_name: r.lastName,
  created_at: r.createdAt.toISOString(),
  suspended_at: r.suspendedAt?.toISOString() ?? null,
  deleted: r.deletedAt !== null,
  is_admin: r.isAdmin,
  plan: r.plan ?? "Free",
  badges: {
    id: r.idVerified ?? false,
    job: r.jobVerified ?? false,
    income: r.incomeVerified ?? false,
  },
  reports: { total: r.reportsTotal, open: r.reportsOpen },
  held: r.held,
  usergroup: r.usergroup ?? null,
});

/** Members tab of the admin console: search, one member's facts, suspend and restore. */
export const membersRoutes: FastifyPluginAsyncZod<{
  members: MembersRepository;
  admin: Guard;
  clock: () => Date;
}> = async (app, { members, admin, clock }) => {
  const found = async (id: string) => {
    const row = await members.find(id, clock());
    if (!row) throw new AppError("admin.member_not_found");
    return row;
  };

  app.get(
    "/api/v1/admin/members",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Members by name, email or profile id, newest accounts first",
        querystring: adminMemberQuerySchema,
        response: { 200: adminMemberListSchema },
      },
    },
    async (req) => {
      const { q, limit, offset } = req.query;
      const rows = await members.search(q, limit, offset, clock());
      return {
        data: rows.slice(0, limit).map(wire),
        next: rows.length > limit ? offset + limit : null,
      };
    },
  );

  app.get(
    "/api/v1/admin/members/:id",
    {
      preHandler: admin,
      schema: { tags, params, response: { 200: dataOf(adminMemberSchema) } },
    },
    async (req) => ({ data: wire(await found(req.params.id)) }),
  );

  app.get(
    "/api/v1/admin/members/:id/plans",
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "A member's plan periods and payment orders, newest first",
        params,
        response: { 200: dataOf(adminPlanHistorySchema) },
      },
    },
    async (req) => {
      await found(req.params.id);
      const { subs, orders } = await members.planHistory(req.params.id);
      return {
        data: {
          subscriptions: subs.map((s) => ({
            id: s.id,
            plan: s.plan,
            period: s.period,
            amount_paise: s.amountPaise,
            starts_at: s.startsAt.toISOString(),
            ends_at: s.endsAt.toISOString(),
          })),
          orders: orders.map((o) => ({
            id: o.id,
            plan: o.plan,
            period: o.period,
            amount: o.amount,
            status: o.status,
            created_at: o.createdAt.toISOString(),
            paid_at: o.paidAt?.toISOString() ?? null,
          })),
        },
      };
    },
  );

  app.post(
    "/api/v1/admin/members/:id/suspend",
    {
      preHandler: admin,
      config: { audit: "members.suspend" },
      schema: {
        tags,
        summary: "Suspend: every session ends at once and the profile leaves every list",
        params,
        response: { 200: dataOf(adminMemberSchema) },
      },
    },
    async (req) => {
      const row = await found(req.params.id);
      if (row.id === req.userId) throw new AppError("auth.forbidden");
      await members.suspend(row.id, clock());
      req.audit = { target: row.id, details: { name: memberName(row) } };
      return { data: wire(await found(row.id)) };
    },
  );

  app.post(
    "/api/v1/admin/members/:id/restore",
    {
      preHandler: admin,
      config: { audit: "members.restore" },
      schema: {
        tags,
        summary: "Restore a suspended account; open reports may still hold the profile",
        params,
        response: { 200: dataOf(adminMemberSchema) },
      },
    },
    async (req) => {
      const row = await found(req.params.id);
      const { held } = await members.restore(row.id, clock());
      req.audit = { target: row.id, details: { name: memberName(row), stillHeld: held } };
      return { data: wire(await found(row.id)) };
    },
  );
};

const memberName = (r: AdminMemberRow) => (r.name ? `${r.name} ${r.lastName ?? ""}`.trim() : null);
