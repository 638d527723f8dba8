import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Guard } from "../lib/auth.ts";
import { legacyRoutes } from "./legacy.routes.ts";
import type { LegacyDeps } from "./legacy-deps.ts";
import { NO_PROFILE_COMPLETION, replyRewrites } from "./legacy-replies.ts";
import { requestRewrites } from "./legacy-requests.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The original system's app identifier when the caller is one of its clients, else null. */
    legacyClient: string | null;
  }
}

/**
 * The compatibility profile: calls whose X-Requested-With is listed in LEGACY_CLIENT_IDS are
 * read and answered as the original system's server did, so its installed apps keep working
 * (docs/decisions/0014-legacy-clients.md). Everything happens at the edges, before validation
 * and after serialisation: Sagpan's routes, services and contract stay as they are, and a
 * call from any other client passes through untouched.
 */
export async function registerLegacyClients(
  app: FastifyInstance,
  opts: { clientIds: string[]; deps: LegacyDeps; member: Guard },
) {
  const ids = new Set(opts.clientIds);
  app.decorateRequest("legacyClient", null);
  await app.register(legacyRoutes, { deps: opts.deps, member: opts.member });
  if (ids.size === 0) return;

  app.addHook("onRequest", async (req) => {
    const appId = req.headers["x-requested-with"];
    if (typeof appId === "string" && ids.has(appId)) req.legacyClient = appId;
  });

  app.addHook("preValidation", async (req, reply) => {
    if (!req.legacyClient) return;
    return requestRewrites[routeKey(req)]?.(req, reply, opts.deps);
  });

  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.legacyClient || typeof payload !== "string" || !isJson(reply)) return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    const key = routeKey(req);
    if (reply.statusCode >= 400) return JSON.stringify(await errorOut(body, key, reply));
    const rewrite = replyRewrites[key];
    if (!rewrite) return payload;
    const out = await rewrite(body, { req, reply, deps: opts.deps });
    return out === null ? "" : JSON.stringify(out);
  });
}

const routeKey = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ""}`;

const isJson = (reply: FastifyReply) =>
  String(reply.getHeader("content-type") ?? "").startsWith("application/json");

/**
 * The original showed `error` as text (an object there crashes its React views): the
 * message goes in `error`, Sagpan's stable code beside it.
 */
async function errorOut(body: Record<string, unknown>, key: string, reply: FastifyReply) {
  const error = body.error as { code?: string; message?: string; fields?: object } | undefined;
  if (!error || typeof error !== "object") return body;
  if (key === "GET /api/v1/profile_completion" && error.code === "profile.not_found") {
    reply.code(200);
    return NO_PROFILE_COMPLETION;
  }
  return {
    error: error.message ?? "Something went wrong",
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}
