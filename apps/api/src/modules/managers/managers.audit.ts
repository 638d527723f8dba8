import type { ManagerAction, ProfileActionArea } from "@sagpan/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ManagersRepository } from "./managers.repository.ts";

type ActionVerb = ManagerAction["verb"];

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
  managers: Pick<ManagersRepository, "record" | "managedBy">,
  clock: () => Date,
) {
  app.addHook("onSend", async (req, reply, payload) => {
    const member = req.member;
    if (!member || reads.has(req.method) || reply.statusCode >= 400) return payload;
    if (member.actorId === member.id && !member.hasManagers) return payload;
    if (erasing.has(req.routeOptions.url ?? "")) return payload;
    try {
      // Who the manager was, kept on the line so the member still reads it after a removal.
      const manager =
        member.actorId === member.id ? null : await managers.managedBy(member.actorId);
      await managers.record({
        memberId: member.id,
        actorId: member.actorId,
        action: `${req.method} ${req.routeOptions.url ?? req.url}`,
        target: targetOf(req),
        details: manager ? { relation: manager.relation, email: manager.email } : null,
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

/** The area a recorded call (`PUT /api/v1/profiles/:id`) was about, for its words. */
const areas: [RegExp, ProfileActionArea][] = [
  [/^\/api\/v1\/(profiles|user$)/, "profile"],
  [/^\/api\/v1\/(pics|bulk\/picb|set\/profile\/pic)/, "photos"],
  [/^\/api\/v1\/videointro/, "video"],
  [/^\/api\/v1\/preferences/, "preferences"],
  [/^\/api\/v1\/interests/, "interests"],
  [/^\/api\/v1\/chatrequests/, "chat_requests"],
  [/^\/api\/v1\/message/, "messages"],
  [/^\/api\/v1\/photo_requests/, "photo_requests"],
  [/^\/api\/v1\/contacts/, "contacts"],
  [/^\/api\/v1\/verification/, "documents"],
  [/^\/api\/v1\/bookmarks/, "shortlist"],
  [/^\/api\/v1\/(block|unblock|user\/report)$/, "blocks"],
  [/^\/api\/v1\/saved_searches/, "searches"],
  [/^\/api\/v1\/(notification_settings|privacy|push)/, "settings"],
  [/^\/api\/v1\/managers/, "managers"],
  [/^\/api\/v[12]\/payments/, "payments"],
];

/** A recorded `METHOD /route` as the list shows it: its area, and added, changed or removed. */
export function describeAction(action: string): { area: ProfileActionArea; verb: ActionVerb } {
  const [method = "", route = ""] = action.split(" ");
  const area = areas.find(([pattern]) => pattern.test(route))?.[1] ?? "other";
  const verb: ActionVerb =
    method === "DELETE" || route === "/api/v1/unblock"
      ? "removed"
      : method === "POST"
        ? "added"
        : "changed";
  return { area, verb };
}
