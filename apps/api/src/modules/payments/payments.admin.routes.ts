import {
  adminPaymentListSchema,
  adminPaymentsQuerySchema,
  adminPaymentTotalsQuerySchema,
  adminPaymentTotalsSchema,
  type Paise,
} from "@sagpan/contract";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Guard } from "../../lib/auth.ts";
import { users } from "../accounts/accounts.table.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { paymentOrders } from "./payments.table.ts";

/** India's day: a payment at 00:30 IST belongs to that day, not the UTC one before. */
const istDay = sql<string>`to_char(${paymentOrders.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Payments tab of the admin console: every order with its member, and paid totals per day. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  admin: Guard;
  clock: () => Date;
}> = async (app, { db, admin, clock }) => {
  app.get(
    "/api/v1/admin/payments",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Payment orders newest first, with the member, plan, amount (paise) and status",
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentListSchema },
      },
    },
    async (req) => {
      const { status, limit, offset } = req.query;
      const rows = await db
        .select({
          order: paymentOrders,
          email: users.email,
          deletedAt: users.deletedAt,
          name: profiles.name,
          lastName: profiles.lastName,
        })
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .leftJoin(profiles, eq(profiles.id, paymentOrders.userId))
        .where(status === "all" ? undefined : eq(paymentOrders.status, status))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(limit + 1)
        .offset(offset);
      return {
        data: rows.slice(0, limit).map((r) => ({
          id: r.order.id,
          member: {
            id: r.order.userId,
            name: r.name ? `${r.name} ${r.lastName ?? ""}`.trim() : null,
            email: r.deletedAt ? "" : r.email,
          },
          plan: r.order.plan,
          period: r.order.period,
          amount: r.order.amount,
          status: r.order.status,
          created_at: r.order.createdAt.toISOString(),
          paid_at: r.order.paidAt?.toISOString() ?? null,
        })),
        next: rows.length > limit ? offset + limit : null,
      };
    },
  );

  app.get(
    "/api/v1/admin/payments/daily",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "Paid orders per day (India time) over the last `days` days, newest first",
        querystring: adminPaymentTotalsQuerySchema,
        response: { 200: adminPaymentTotalsSchema },
      },
    },
    async (req) => {
      const since = new Date(clock().getTime() - req.query.days * 86_400_000);
      const rows = await db
        .select({
          day: istDay,
          count: sql<number>`count(*)::int`,
          amount: sql<Paise>`coalesce(sum(${paymentOrders.amount}), 0)::int`,
        })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.status, "paid"), gte(paymentOrders.paidAt, since)))
        .groupBy(istDay)
        .orderBy(desc(istDay));
      return { data: rows };
    },
  );
};
