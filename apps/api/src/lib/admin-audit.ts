import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditRepository } from "../modules/audit/audit.repository.ts";
import type { Guard } from "./auth.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guard: the admin making this call. */
    adminId?: string;
    /** What a handler wants the audit line to say beyond the route (the object, a summary). */
    audit?: { target?: string | null; details?: Record<string, unknown> };
  }
  interface FastifyContextConfig {
    /** The audit action code of an admin route (`ads.create`); required for admin writes. */
    audit?: string;
  }
}

const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every admin change is written to the audit log by one hook, so no route can forget it:
 * - a route behind the admin guard that is not a read must name its action
 *   (`config: { audit: "ads.create" }`), or the server refuses to start;
 * - an admin read that changes something (the spec's `GET /migrate`) names one too;
 * - after a successful reply, before it is sent, the line is written with the route's action,
 *   the object (the handler's `req.audit.target`, else the `:id` parameter or `pid` query) and
 *   the handler's summary. Details are what handlers choose to put there, never the raw body,
 *   so a member's private fields are not copied into the log.
 * A failed write is logged as an error and does not turn a done change into an error reply.
 */
export function registerAdminAudit(app: FastifyInstance, admin: Guard, audit: AuditRepository) {
  app.addHook("onRoute", (route) => {
    const guards = [route.preHandler].flat();
    if (!guards.includes(admin)) return;
    const methods = [route.method].flat();
    if (methods.some((m) => !reads.has(m)) && !route.config?.audit) {
      throw new Error(`${methods.join(",")} ${route.url}: an admin write needs config.audit`);
    }
  });

  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.adminId || reply.statusCode >= 400) return payload;
    const action = req.routeOptions.config.audit;
    if (!action) return payload;
    try {
      await audit.record({
        adminId: req.adminId,
        action,
        target: req.audit?.target ?? targetOf(req),
        details: req.audit?.details ?? null,
      });
    } catch (err) {
      req.log.error({ err, action }, "admin audit line not written");
    }
    return payload;
  });
}

function targetOf(req: FastifyRequest): string | null {
  const params = req.params as Record<string, unknown> | undefined;
  const query = req.query as Record<string, unknown> | undefined;
  const id = params?.id ?? query?.pid;
  return typeof id === "string" ? id : null;
}
