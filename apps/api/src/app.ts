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
import { adminGuard } from "./lib/admin.ts";
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
import { biodataRoutes } from "./modules/biodata/biodata.routes.ts";
import { createBiodataService } from "./modules/biodata/biodata.service.ts";
import { createBlocksRepository } from "./modules/blocks/blocks.repository.ts";
import { blocksRoutes } from "./modules/blocks/blocks.routes.ts";
import { createBlocksService } from "./modules/blocks/blocks.service.ts";
import { blogsRoutes } from "./modules/blogs/blogs.routes.ts";
import { createBookmarksRepository } from "./modules/bookmarks/bookmarks.repository.ts";
import { bookmarksRoutes } from "./modules/bookmarks/bookmarks.routes.ts";
import { createBookmarksService } from "./modules/bookmarks/bookmarks.service.ts";
import { createChatRequestsRepository } from "./modules/chat-requests/chat-requests.repository.ts";
import { chatRequestsRoutes } from "./modules/chat-requests/chat-requests.routes.ts";
import { createChatRequestsService } from "./modules/chat-requests/chat-requests.service.ts";
import { createConnectionProfiles } from "./modules/connections/connection-profiles.ts";
import { createRelationsLookup } from "./modules/connections/relations-lookup.ts";
import { createContactsRepository } from "./modules/contacts/contacts.repository.ts";
import { contactsRoutes } from "./modules/contacts/contacts.routes.ts";
import { createContactsService } from "./modules/contacts/contacts.service.ts";
import { countsRoutes } from "./modules/counts/counts.routes.ts";
import { createDocumentsRepository } from "./modules/documents/documents.repository.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { createDocumentsService } from "./modules/documents/documents.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createInterestsRepository } from "./modules/interests/interests.repository.ts";
import { interestsRoutes } from "./modules/interests/interests.routes.ts";
import { createInterestsService } from "./modules/interests/interests.service.ts";
import { invitesRoutes } from "./modules/invites/invites.routes.ts";
import { createInvitesService } from "./modules/invites/invites.service.ts";
import { legalRoutes } from "./modules/legal/legal.routes.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { createMessagesRepository } from "./modules/messages/messages.repository.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { createMessagesService } from "./modules/messages/messages.service.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import { createPaymentsRepository } from "./modules/payments/payments.repository.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { paymentProviderFor } from "./modules/payments/provider-for.ts";
import { picturesRoutes } from "./modules/pictures/pictures.routes.ts";
import { createPicturesService } from "./modules/pictures/pictures.service.ts";
import { createPlansRepository } from "./modules/plans/plans.repository.ts";
import type { ProfileMedia } from "./modules/profiles/profile-media.ts";
import { createProfilesRepository } from "./modules/profiles/profiles.repository.ts";
import { profilesRoutes } from "./modules/profiles/profiles.routes.ts";
import { createProfilesService } from "./modules/profiles/profiles.service.ts";
import { createRealtime, type Realtime } from "./modules/realtime/realtime.ts";
import { createReportsRepository } from "./modules/reports/reports.repository.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { createReportsService } from "./modules/reports/reports.service.ts";
import { createTrailsRepository } from "./modules/trails/trails.repository.ts";
import { trailsRoutes } from "./modules/trails/trails.routes.ts";
import { createTrailsService } from "./modules/trails/trails.service.ts";
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
  /** Payment provider; by default Razorpay when its keys are set, else the test checkout. */
  payments?: PaymentProvider;
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
    erasers: [
      (userId) => pictures.purge(userId),
      (userId) => videos.purge(userId),
      // Contacts go with the profile row; documents leave files behind, removed here.
      (userId) => documents.purge(userId),
      // Interests, chat requests, conversations and notes go with the account.
      (userId) => interests.erase(userId),
      (userId) => chatRequests.erase(userId),
      (userId) => messages.erase(userId),
      (userId) => trails.erase(userId),
    ],
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
  const contactsRepo = createContactsRepository({ db });
  const documentsRepo = createDocumentsRepository({ db });
  const profiles = createProfilesService({
    contacts: contactsRepo,
    documents: documentsRepo,
    profiles: createProfilesRepository({ db }),
    plans,
    media,
    events: realtime,
    clock,
    relations: createRelationsLookup({ db }),
  });
  const bookmarks = createBookmarksService({
    bookmarks: createBookmarksRepository({ db }),
    profiles,
  });
  const people = createConnectionProfiles({ db, media });
  const interests = createInterestsService({
    interests: createInterestsRepository({ db }),
    plans,
    profiles,
    people,
    events: realtime,
    clock,
  });
  const chatRequests = createChatRequestsService({
    chatRequests: createChatRequestsRepository({ db }),
    plans,
    profiles,
    people,
    events: realtime,
    clock,
  });
  const invites = createInvitesService({ interests, chatRequests, people });
  const messages = createMessagesService({
    messages: createMessagesRepository({ db }),
    chatRequests,
    media,
    events: realtime,
    clock,
  });
  const blocks = createBlocksService({
    blocks: createBlocksRepository({ db }),
    publishChatCount: messages.publishCount,
    clock,
  });
  const reports = createReportsService({ reports: createReportsRepository({ db }), clock });
  const trails = createTrailsService({
    trails: createTrailsRepository({ db }),
    interests,
    chatRequests,
    blocks,
    clock,
  });

  const isAdmin = async (userId: string) => (await accountsRepo.findById(userId))?.isAdmin === true;
  const admin = adminGuard(member, isAdmin);
  const documents = createDocumentsService({
    documents: documentsRepo,
    files,
    clock,
    isAdmin,
    // A new badge always reaches the member as a `score` event, even at a full score.
    onApproved: (userId) => profiles.refreshScore(userId, { notify: true }),
  });
  const contacts = createContactsService({ contacts: contactsRepo, profiles });
  const paymentProvider = deps.payments ?? paymentProviderFor(config);
  const payments = createPaymentsService({
    payments: createPaymentsRepository({ db }),
    plans,
    provider: paymentProvider,
    memberByEmail: accountsRepo.findByEmail,
    clock,
    log: app.log,
  });
  const biodata = createBiodataService({
    profiles,
    photo: pictures.primaryPhoto,
    langOf: async (userId) => ((await accountsRepo.findById(userId))?.lang === "gu" ? "gu" : "en"),
    secret: config.jwtSecret,
    clock,
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
    max: deps.rateLimitMax ?? config.RATE_LIMIT_MAX,
    timeWindow: rules.rateLimit.windowMs,
    ...(deps.redis ? { redis: deps.redis.client, nameSpace: `${keyPrefix}rl:` } : {}),
    // Generated avatars are cheap and cached for a year; a list page shows twenty at once.
    allowList: (req) =>
      !req.url.startsWith("/api/") ||
      req.url === "/api/health" ||
      req.url.startsWith("/api/v1/avatars/"),
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
  await app.register(countsRoutes, {
    member,
    sources: [messages.counts, interests.counts, chatRequests.counts],
  });
  await app.register(legalRoutes, {
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  });
  await app.register(abRoutes, { db });
  await app.register(blogsRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(avatarRoutes, { db });
  await app.register(picturesRoutes, { pictures, member, optionalMember });
  await app.register(videosRoutes, { videos, member });
  await app.register(interestsRoutes, { interests, member });
  await app.register(chatRequestsRoutes, { chatRequests, member });
  await app.register(invitesRoutes, { invites, member });
  await app.register(messagesRoutes, { messages, member });
  await app.register(blocksRoutes, { blocks, member });
  await app.register(reportsRoutes, { reports, member });
  await app.register(trailsRoutes, { trails, member });
  await app.register(documentsRoutes, { documents, member, admin });
  await app.register(contactsRoutes, { contacts, member });
  await app.register(paymentsRoutes, {
    payments,
    member,
    testCheckout: paymentProvider.checkout !== undefined,
    webhook: paymentProvider.verifyWebhook !== undefined,
  });
  await app.register(biodataRoutes, { biodata, member });

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
    // A missing hashed asset is a 404 (an old tab after a deploy), never index.html as script.
    const isPage = !req.url.startsWith("/api/") && !req.url.startsWith("/assets/");
    if (hasWeb && req.method === "GET" && isPage) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    throw new AppError("request.not_found");
  });
}
