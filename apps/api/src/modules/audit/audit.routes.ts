import { auditListSchema, auditQuerySchema, memberNoText } from "@sagpan/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guard } from "../../lib/auth.ts";
import type { AuditRepository } from "./audit.repository.ts";

/** The audit log in the admin console: every admin change, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository; admin: Guard }> = async (
  app,
  { audit, admin },
) => {
  app.get(
    "/api/v1/admin/audit",
    {
      preHandler: admin,
      schema: {
        tags: ["admin"],
        summary: "The admin audit log, newest first (optionally one action code)",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (req) => {
      const rows = await audit.list(req.query);
      return {
        data: rows.slice(0, req.query.limit).map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          admin: { id: r.adminId, name: r.name, email: r.email ?? "" },
          action: r.action,
          target: r.target,
          member:
            r.memberId && r.memberName && r.memberNo !== null
              ? { id: r.memberId, name: r.memberName, member_no: memberNoText(r.memberNo) }
              : null,
          details: r.details,
        })),
        next: rows.length > req.query.limit ? req.query.offset + req.query.limit : null,
      };
    },
  );
};
