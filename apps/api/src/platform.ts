import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AppDeps } from "./app.ts";
import { refuseNul } from "./lib/bad-input.ts";
import { privateReplies } from "./lib/cache-headers.ts";
import { addressIn, addressKeyOf, memberKey } from "./lib/client-keys.ts";
import { AppError } from "./lib/errors.ts";
import { fallbackStore } from "./lib/rate-limit-store.ts";
import { CSP_REPORT_PATH } from "./modules/csp-reports/csp-reports.routes.ts";
import { rules } from "./rules.ts";

/** Request guards every route shares: app id, security headers, rate limits, API docs. */
export async function registerPlatform(
  app: FastifyInstance,
  deps: AppDeps,
  keyPrefix: string,
  limits: {
    /** The member a request's bearer token names (signature and expiry checked), or null. */
    memberOf(req: FastifyRequest): Promise<string | null>;
    /** Whether an admin lifted the per-address limits for this address (as keys hold it). */
    lifted(address: string | null): Promise<boolean>;
  },
) {
  const { config } = deps;
  // A front end on another origin (CORS_ORIGINS) calls with a bearer token, never cookies;
  // the replies it may read include errors, so the headers go on every reply to it,
  // refusals by the hooks below included (so this comes first).
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      allowedHeaders: ["Authorization", "Content-Type", "X-Requested-With", "Accept-Language"],
      exposedHeaders: ["Content-Disposition", "Retry-After"],
      maxAge: 600,
    });
  }

  // The web app sends X-Requested-With: APP_ID on every call, the original system's clients
  // one of LEGACY_CLIENT_IDS (src/compat); any other value is a client we do not know.
  const known = new Set([config.APP_ID, ...config.legacyClientIds]);
  app.addHook("onRequest", async (req) => {
    const appId = req.headers["x-requested-with"];
    if (appId !== undefined && !known.has(String(appId)) && req.url.startsWith("/api/")) {
      throw new AppError("request.bad_app_id");
    }
  });

  refuseNul(app);
  app.addHook("onSend", async (req, reply) => {
    // Names the report-to group of the Content-Security-Policy below.
    reply.header("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
    privateReplies(req, reply);
  });

  // Google Identity Services (the sign-in button) only where a client id is set: its script,
  // its button's frame and style sheet, and its calls (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy).
  const gsi = config.GOOGLE_CLIENT_ID ? ["https://accounts.google.com/gsi/"] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(gsi.length ? ["https://accounts.google.com/gsi/client"] : [])],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...gsi],
        frameSrc: ["'self'", ...gsi],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // 'self' covers the same host's ws:/wss: (CSP Level 3), which is all Socket.IO uses;
        // the old "ws: wss:" let a script injected anywhere talk to any socket server.
        connectSrc: ["'self'", ...gsi],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
        // report-uri for browsers without the Reporting API, report-to for the rest.
        reportUri: [CSP_REPORT_PATH],
        reportTo: ["csp"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Photos and videos load in <img>/<video> without CORS: a listed front end elsewhere must
    // be able to show them (their URLs are signed, so "cross-origin" opens nothing unsigned).
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? "cross-origin" : "same-origin",
    },
  });
  // Signed-in calls count per member, anonymous ones per address (lib/client-keys.ts); an
  // address an admin lifted for the day is not counted. Route limits (file routes, leads, CSP
  // reports) key the same way unless they say otherwise.
  const memberMax = deps.rateLimit?.perMember ?? deps.rateLimitMax ?? config.RATE_LIMIT_MAX;
  const addressMax =
    deps.rateLimit?.perAddress ?? deps.rateLimitMax ?? config.RATE_LIMIT_ANONYMOUS_MAX;
  await app.register(rateLimit, {
    max: (_req, key) => (addressIn(key) === null ? memberMax : addressMax),
    timeWindow: deps.rateLimit?.windowMs ?? rules.rateLimit.windowMs,
    ...(deps.redis ? { store: fallbackStore(deps.redis.client, `${keyPrefix}rl:`) } : {}),
    keyGenerator: async (req) => {
      const memberId = await limits.memberOf(req);
      return memberId ? memberKey(memberId) : addressKeyOf(req.ip);
    },
    allowList: async (req, key) =>
      !req.url.startsWith("/api/") ||
      // Health probes (/api/health, /live, /ready) come every few seconds from each proxy.
      req.url.startsWith("/api/health") ||
      // Generated avatars are cheap and cached for a year; a list page shows twenty at once.
      req.url.startsWith("/api/v1/avatars/") ||
      (await limits.lifted(addressIn(key))),
    errorResponseBuilder: () => new AppError("request.rate_limited"),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Sagpan API", version: "1.0.0", description: "Sagpan matrimony API" },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
