import { existsSync } from "node:fs";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createAttemptLimiter } from "./lib/attempt-limiter.ts";
import { createTokenResolver, memberGuard, optionalMemberGuard } from "./lib/auth.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { AppError } from "./lib/errors.ts";
import { loggerOptions } from "./lib/logger.ts";
import { createFileStore, type FileStore } from "./lib/storage.ts";
import { abRoutes } from "./modules/ab/ab.routes.ts";
import { createAccountsRepository } from "./modules/accounts/accounts.repository.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { createAccountsService } from "./modules/accounts/accounts.service.ts";
import { createTokenService } from "./modules/accounts/tokens.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { avatarRoutes } from "./modules/avatars/avatars.routes.ts";
import { createBookmarksRepository } from "./modules/bookmarks/bookmarks.repository.ts";
import { bookmarksRoutes } from "./modules/bookmarks/bookmarks.routes.ts";
import { createBookmarksService } from "./modules/bookmarks/bookmarks.service.ts";
import { countsRoutes } from "./modules/counts/counts.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { legalRoutes } from "./modules/legal/legal.routes.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { picturesRoutes } from "./modules/pictures/pictures.routes.ts";
import { createPicturesService } from "./modules/pictures/pictures.service.ts";
import { createPlansRepository } from "./modules/plans/plans.repository.ts";
import type { ProfileMedia } from "./modules/profiles/profile-media.ts";
import { createProfilesRepository } from "./modules/profiles/profiles.repository.ts";
import { profilesRoutes } from "./modules/profiles/profiles.routes.ts";
import { createProfilesService } from "./modules/profiles/profiles.service.ts";
import { createRealtime, type Realtime } from "./modules/realtime/realtime.ts";
import { videosRoutes } from "./modules/videos/videos.routes.ts";
import { createVideosService } from "./modules/videos/videos.service.ts";
import { rules } from "./rules.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: { client: Redis; pub: Redis; sub: Redis } | null;
  clock?: () => Date;
  mailer?: Mailer;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDist?: string | null;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Namespace for Redis keys, so test runs sharing one Redis never see each other. */
  keyPrefix?: string;
  rateLimitMax?: number;
  /** Where photos and videos go; by default DATA_DIR/files or the S3 bucket. */
  files?: FileStore;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Builds the whole server from its infrastructure, so tests can build it on any database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const keyPrefix = deps.keyPrefix ?? "sagpan:";
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            ...loggerOptions(config.LOG_LEVEL),
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: rules.bodyLimitBytes,
    trustProxy: config.NODE_ENV === "production",
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const db = database.db;
  const accountsRepo = createAccountsRepository({ db });
  const plans = createPlansRepository({ db });
  const tokens = createTokenService(config.jwtSecret);
  const resolveToken = createTokenResolver({ tokens, accounts: accountsRepo, clock });
  const member = memberGuard(resolveToken);
  const optionalMember = optionalMemberGuard(resolveToken);
  const realtime = createRealtime({
    server: app.server,
    resolveToken,
    log: app.log,
    redis: deps.redis ?? null,
  });
  app.decorate("realtime", realtime);
  app.addHook("onClose", async () => realtime.close());
  const mailer =
    deps.mailer ??
    createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const accounts = createAccountsService({
    accounts: accountsRepo,
    plans,
    tokens,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    erasers: [(userId) => pictures.purge(userId), (userId) => videos.purge(userId)],
    signInLimiter: createAttemptLimiter({
      max: rules.signIn.maxFailures,
      windowMs: rules.signIn.windowMs,
      redis: deps.redis?.client ?? null,
      prefix: `${keyPrefix}signin:`,
      now: () => clock().getTime(),
    }),
  });
  const files = deps.files ?? createFileStore(config);
  // Photos and video count towards the profile score; `profiles` is defined just below.
  const onMediaChange = (userId: string) => profiles.refreshScore(userId);
  const pictures = createPicturesService({
    db,
    files,
    secret: config.jwtSecret,
    onChange: onMediaChange,
  });
  const videos = createVideosService({
    db,
    files,
    secret: config.jwtSecret,
    onChange: onMediaChange,
  });
  const media: ProfileMedia = {
    primaryPics: pictures.primaryPics,
    pics: pictures.pics,
    videoUrl: videos.videoUrl,
  };
  const profiles = createProfilesService({
    profiles: createProfilesRepository({ db }),
    plans,
    media,
    events: realtime,
    clock,
  });
  const bookmarks = createBookmarksService({
    bookmarks: createBookmarksRepository({ db }),
    profiles,
  });

  // The web app sends X-Requested-With: APP_ID on every call; a wrong value is another client.
  app.addHook("onRequest", async (req) => {
    const appId = req.headers["x-requested-with"];
    if (appId !== undefined && appId !== config.APP_ID && req.url.startsWith("/api/")) {
      throw new AppError("request.bad_app_id");
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: deps.rateLimitMax ?? rules.rateLimit.max,
    timeWindow: rules.rateLimit.windowMs,
    ...(deps.redis ? { redis: deps.redis.client, nameSpace: `${keyPrefix}rl:` } : {}),
    allowList: (req) => !req.url.startsWith("/api/") || req.url === "/api/health",
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

  await app.register(healthRoutes, { database });
  await app.register(accountsRoutes, { accounts, member });
  await app.register(profilesRoutes, { profiles, member, optionalMember });
  await app.register(bookmarksRoutes, { bookmarks, member });
  await app.register(countsRoutes, { member, sources: [] });
  await app.register(legalRoutes, {
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  });
  await app.register(abRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(avatarRoutes, { db });
  await app.register(picturesRoutes, { pictures, member, optionalMember });
  await app.register(videosRoutes, { videos, member });

  await registerWeb(app, deps.webDist ?? null);

  return app;
}

/** Serves the built SPA: hashed assets cached for a year, every other page gets index.html. */
async function registerWeb(app: FastifyInstance, dist: string | null) {
  const hasWeb = dist !== null && existsSync(join(dist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (hasWeb && req.method === "GET" && !req.url.startsWith("/api/")) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    throw new AppError("request.not_found");
  });
}
