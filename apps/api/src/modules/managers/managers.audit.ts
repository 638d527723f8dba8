import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ManagersRepository } from "./managers.repository.ts";

const reads = new Set(["GET", "HEAD", "OPTIONS"]);
/** After these the profile and its record are erased: nothing is left to write a line on. */
const erasing = new Set(["/api/v1/delete/profile"]);

/**
 * Who did what on a managed profile (business-rules.md, managers): after every successful
 * write call by a member whose profile has managers, or by a manager, one line with the actor
 * (the account signed in) is written, by this one hook, so no route can forget it. Profiles
 * without managers write nothing. The line names the route and its object, never the body.
 */
export function registerProfileActions(
  app: FastifyInstance,
  managers: Pick<ManagersRepository, "record">,
  clock: () => Date,
) {
  app.addHook("onSend", async (req, reply, payload) => {
    const member = req.member;
    if (!member || reads.has(req.method) || reply.statusCode >= 400) return payload;
    if (member.actorId === member.id && !member.hasManagers) return payload;
    if (erasing.has(req.routeOptions.url ?? "")) return payload;
    try {
      await managers.record({
        memberId: member.id,
        actorId: member.actorId,
        action: `${req.method} ${req.routeOptions.url ?? req.url}`,
        target: targetOf(req),
        details: null,
        at: clock(),
      });
    } catch (err) {
      req.log.error({ err }, "profile action not recorded");
    }
    return payload;
  });
}

function targetOf(req: FastifyRequest): string | null {
  const params = req.params as Record<string, unknown> | undefined;
  if (typeof params?.id === "string") return params.id;
  const body = req.body as Record<string, unknown> | undefined;
  for (const value of body ? Object.values(body) : []) {
    if (value && typeof value === "object") {
      const inner = value as Record<string, unknown>;
      for (const key of ["to", "pid", "profile_id", "id"]) {
        if (typeof inner[key] === "string") return inner[key] as string;
      }
    }
  }
  for (const key of ["to", "pid", "profile_id"]) {
    if (typeof body?.[key] === "string") return body[key] as string;
  }
  return null;
}
