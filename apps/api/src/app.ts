import type { Http2SecureServer, Http2Session } from "node:http2";
import type { Agent as HttpsAgent } from "node:https";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createLegacyRepository } from "./compat/legacy.repository.ts";
import { registerLegacyClients } from "./compat/legacy.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { adminGuard } from "./lib/admin.ts";
import { registerAdminAudit } from "./lib/admin-audit.ts";
import {
  bearerToken,
  createTokenResolver,
  type MemberStateCache,
  memberGuard,
  optionalMemberGuard,
} from "./lib/auth.ts";
import { frameworkErrors } from "./lib/bad-input.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { loggerOptions } from "./lib/logger.ts";
import { type Metrics, registerMetrics } from "./lib/metrics.ts";
import { createOriginCheck } from "./lib/origins.ts";
import { createOutage, type Outage } from "./lib/outages.ts";
import { onFallback, type RedisLink } from "./lib/redis.ts";
import { createRevocations } from "./lib/revocations.ts";
import { createSharedCache, type SharedCache } from "./lib/shared-cache.ts";
import type { FileStore } from "./lib/storage.ts";
import { createAccountsRepository } from "./modules/accounts/accounts.repository.ts";
import { createTokenService } from "./modules/accounts/tokens.ts";
import { createBlogsRepository } from "./modules/blogs/blogs.repository.ts";
import { createJobQueue } from "./modules/jobs/create-queue.ts";
import type { JobQueue, QueueSettings } from "./modules/jobs/job-queue.ts";
import type { LiftedAddresses } from "./modules/limits/limits.service.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import { registerProfileActions } from "./modules/managers/managers.audit.ts";
import type { ViewerContext } from "./modules/matchmaking/matches.service.ts";
import { createPagePreviews } from "./modules/pages/page-previews.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import { createPlansRepository } from "./modules/plans/plans.repository.ts";
import type { CardRow } from "./modules/profiles/profiles.repository.ts";
import { createRealtime, type Realtime } from "./modules/realtime/realtime.ts";
import { registerPlatform } from "./platform.ts";
import { registerRoutes } from "./routes.ts";
import { rules } from "./rules.ts";
import { createServices } from "./services.ts";
import { registerWeb } from "./web.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: RedisLink | null;
  clock?: () => Date;
  mailer?: Mailer;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDist?: string | null;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Namespace for Redis keys, so test runs sharing one Redis never see each other. */
  keyPrefix?: string;
  /** Both API call ceilings a minute (RATE_LIMIT_MAX and RATE_LIMIT_ANONYMOUS_MAX) at once. */
  rateLimitMax?: number;
  /** Each ceiling on its own, and the window (a minute); wins over `rateLimitMax`. */
  rateLimit?: { perMember?: number; perAddress?: number; windowMs?: number };
  /** Where photos and videos go; by default DATA_DIR/files or the S3 bucket. */
  files?: FileStore;
  /** Payment provider; by default Razorpay when its keys are set, else the test checkout. */
  payments?: PaymentProvider;
  /** Phoenix connections silent this long are closed; 60 s by default (tests shorten it). */
  phoenixIdleMs?: number;
  /** The https agent Web Push goes through (tests trust their own push service with it). */
  pushAgent?: HttpsAgent;
  /** Job queue timings (tests poll and retry faster, and run schedules only when asked). */
  jobs?: QueueSettings;
}

declare module "fastify" {
  interface FastifyInstance {
    realtime: Realtime;
    /** Prometheus metrics (no-ops unless METRICS_TOKEN is set); a job queue feeds queueDepth. */
    metrics: Metrics;
    /**
     * Starts a graceful shutdown's first step: /api/health/ready answers 503 so proxies
     * stop sending new requests here, while requests and sockets are still served.
     */
    drain(): void;
    draining(): boolean;
    /** Background jobs; `jobs.queueDepth()` feeds the queue-depth gauge. */
    jobs: JobQueue;
    /** Whether PostgreSQL and Redis answer, as this node saw last (log lines and metrics). */
    outages: { postgres: Outage; redis: Outage };
    /** Resolves once every profile visit noted so far is written (they follow the replies). */
    visitsWritten(): Promise<void>;
  }
}

/** Builds the whole server from its infrastructure, so tests can build it on any database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const keyPrefix = deps.keyPrefix ?? config.REDIS_KEY_PREFIX;
  const app = createFastify(deps).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  const metrics = registerMetrics(app, config.METRICS_TOKEN);
  app.decorate("metrics", metrics);
  let draining = false;
  app.decorate("drain", () => {
    draining = true;
  });
  app.decorate("draining", () => draining);
  const outages = {
    postgres: createOutage(
      "postgres",
      () => app.log,
      "calls that need the database answer 503 until it is back",
    ),
    redis: createOutage(
      "redis",
      () => app.log,
      "limits and caches use this node's memory until it is back",
    ),
  };
  app.decorate("outages", outages);
  database.watch({ lost: outages.postgres.failed, connected: outages.postgres.succeeded });
  if (deps.redis) {
    deps.redis.watch({ lost: outages.redis.failed, ready: outages.redis.succeeded });
    onFallback(deps.redis.client, () =>
      outages.redis.failed(new Error("a call was answered from this node's memory")),
    );
  }
  metrics.dependencies(outages);

  const db = database.db;
  // A member's page load is a burst of calls, each reading the same account row first.
  const memberCache: MemberStateCache = await createSharedCache({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}member-changed`,
    ttlMs: 5_000,
    maxEntries: 50_000,
    onLookup: metrics.cacheLookup("member"),
  });
  // Newest-first pages of the other gender are the same for most viewers (profiles module).
  const listCache: SharedCache<CardRow[]> = await createSharedCache({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}lists-changed`,
    ttlMs: 5_000,
    maxEntries: 2_000,
    onLookup: metrics.cacheLookup("lists"),
  });
  // A member's own row, preferences and Gun Milan table for match lists, with the match pages
  // made from them (matchmaking module). Everything it holds is forgotten by the writes that
  // change it, on every node, and a node back after Redis was away forgets all: the lifetime
  // only bounds what could be missed, so it is longer than the token check's.
  const matchViewers: SharedCache<ViewerContext> = await createSharedCache({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}match-viewer-changed`,
    ttlMs: 30_000,
    jitter: 0.5,
    // Each holds a few match pages (matches.service): the viewers of the last half minute.
    maxEntries: 5_000,
    onLookup: metrics.cacheLookup("match_viewers"),
  });
  // Whether any ad runs, asked by every Free member's ad push (ads module).
  const adsRunning: SharedCache<boolean> = await createSharedCache({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}ads-changed`,
    ttlMs: rules.ads.runningCacheMs,
    maxEntries: 1,
  });
  // Addresses lifted from the per-address limits, asked by every anonymous call (limits module).
  const liftedAddresses: SharedCache<LiftedAddresses> = await createSharedCache({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}lifted-addresses-changed`,
    ttlMs: 30_000,
    maxEntries: 1,
  });
  // Log out everywhere, password changes, deletion, suspension: one event, on every node.
  const revocations = await createRevocations({
    redis: deps.redis?.client ?? null,
    channel: `${keyPrefix}member-revoked`,
  });
  // First the cache, then (createRealtime) the sockets: a client reconnecting at once finds
  // the new state on this node.
  revocations.onRevoked(memberCache.forgetHere);
  revocations.onRevoked(matchViewers.forgetHere);
  app.addHook("onClose", async () => {
    await Promise.all([
      memberCache.close(),
      listCache.close(),
      matchViewers.close(),
      adsRunning.close(),
      liftedAddresses.close(),
      revocations.close(),
    ]);
  });
  const accountsRepo = createAccountsRepository({
    db,
    revoked: revocations.revoked,
    listsChanged: listCache.clear,
  });
  const plans = createPlansRepository({ db });
  const tokens = createTokenService(config.jwtSecret);
  const resolveToken = createTokenResolver({
    tokens,
    accounts: accountsRepo,
    clock,
    cache: memberCache,
  });
  const member = memberGuard(resolveToken);
  const optionalMember = optionalMemberGuard(resolveToken);
  const origins = createOriginCheck(config.corsOrigins);
  const realtime = createRealtime({
    server: app.server,
    resolveToken,
    revocations,
    log: app.log,
    redis: deps.redis ?? null,
    keyPrefix,
    origins,
    ...(deps.phoenixIdleMs ? { phoenixIdleMs: deps.phoenixIdleMs } : {}),
  });
  app.decorate("realtime", realtime);
  metrics.sockets(realtime.connected);
  // Listening only once Phoenix broadcasts from the other nodes are heard.
  app.addHook("onReady", () => realtime.phoenix.ready);
  // preClose, not onClose: Fastify's server.close() waits for every open connection, and a
  // connected socket would hold a graceful shutdown until its ping timed out (≈45 s). For the
  // same reason a response finished while closing ends its keep-alive connection: idle only
  // after server.close(), it would otherwise be kept for the 72 s keep-alive timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    draining = true;
    await realtime.close();
  });
  app.addHook("onSend", async (req, reply) => {
    // HTTP/2 has no Connection header (Node drops it with a warning); its sessions get a
    // GOAWAY at close instead (createFastify).
    if (closing && req.raw.httpVersionMajor === 1) reply.header("connection", "close");
  });
  // pg-boss on PostgreSQL, the in-process runner on PGlite; handlers are defined by the
  // services below, and workers start once the app is ready (after every definition).
  const jobs = createJobQueue(database, app.log, deps.jobs);
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  // Jobs waiting or running, read at each scrape of /metrics.
  metrics.beforeScrape(async () => metrics.queueDepth("jobs", await jobs.queueDepth()));
  // After the HTTP server has closed: a job running now finishes, a later one waits its turn.
  app.addHook("onClose", () => jobs.stop());
  const services = createServices({
    jobs,
    deps,
    db,
    clock,
    keyPrefix,
    // Profile, plan, blocks, suspension: the token check's state and the match context.
    memberChanged: (id) => {
      memberCache.forget(id);
      matchViewers.forget(id);
    },
    memberRevoked: revocations.revoked,
    listCache,
    adsRunning,
    liftedAddresses,
    matchViewers,
    log: app.log,
    realtime,
    accountsRepo,
    plans,
    tokens,
  });
  const admin = adminGuard(member, services.isAdmin);
  if (typeof config.trustProxy === "number") {
    app.log.warn(
      `TRUST_PROXY=${config.trustProxy}: X-Forwarded-For is believed for ${config.trustProxy} hop(s) from any peer; keep the port reachable through the proxies alone, or list their addresses instead`,
    );
  }
  if (config.NODE_ENV === "production" && services.paymentProvider.checkout) {
    // Chosen with PAYMENTS=test (loadConfig refuses production without it): say so at start.
    app.log.warn(
      "PAYMENTS=test: the built-in test checkout is on, and anyone can take a plan without paying",
    );
  }

  app.decorate("visitsWritten", services.visitors.settled);
  // A visit noted just before shutdown is still written, before the database closes.
  app.addHook("onClose", () => services.visitors.settled());
  registerAdminAudit(app, admin, services.audit);
  registerProfileActions(app, services.managersRepo, clock);
  await registerPlatform(app, deps, keyPrefix, {
    memberOf: async (req) => {
      const token = bearerToken(req.headers.authorization);
      return token ? ((await tokens.verify(token, clock()))?.userId ?? null) : null;
    },
    lifted: services.limits.lifted,
  });
  // Before the routes, so its hooks wrap every one of them.
  await registerLegacyClients(app, {
    clientIds: config.legacyClientIds,
    member,
    deps: {
      accounts: services.accounts,
      profiles: services.profiles,
      payments: services.payments,
      legacy: createLegacyRepository(db),
      clock,
    },
  });
  await registerRoutes(app, deps, services, { member, optionalMember, admin });
  const previews = createPagePreviews({
    findBlog: createBlogsRepository({ db }).find,
    profiles: services.profiles,
    publicUrl: config.publicUrl,
  });
  await registerWeb(app, deps.webDist ?? null, { previews, publicUrl: config.publicUrl });
  return app;
}

/**
 * Plain HTTP by default (TLS usually ends at a proxy). With a certificate, HTTPS on one port
 * for both HTTP/2 and HTTP/1.1, ALPN choosing: browsers get HTTP/2, while older clients and
 * Socket.IO's WebSocket upgrade (which HTTP/2 cannot carry) keep working over HTTP/1.1.
 */
function createFastify(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  const options = {
    logger:
      deps.logger === false
        ? false
        : {
            ...loggerOptions(config.LOG_LEVEL),
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: rules.bodyLimitBytes,
    // Off unless TRUST_PROXY names the proxies in front (config.ts): otherwise a forged
    // X-Forwarded-For would choose the address the lockout and the rate limit count by.
    trustProxy:
      typeof config.trustProxy === "number" ? hopTrust(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  };
  if (!config.tls) return Fastify(options);
  const { cert, key } = config.tls;
  const app = Fastify({
    ...options,
    // Typed for the HTTP/1.1 reply; it uses only code() and send(), which both kinds have.
    frameworkErrors: frameworkErrors as never,
    http2: true,
    https: { allowHTTP1: true, cert, key },
  });
  const closeSessions = trackHttp2Sessions(app.server);
  app.addHook("preClose", async () => closeSessions());
  // The one cast for the HTTP/2 server: Fastify types it apart (Http2SecureServer, its request
  // and reply), but routes, hooks and Socket.IO use only what both kinds share (headers,
  // reply methods, the server's request and upgrade events), so the rest of the code keeps
  // the plain FastifyInstance instead of a server-kind parameter threaded through every module.
  return app as unknown as FastifyInstance;
}

/**
 * Node 20's server.close() waits for every HTTP/2 session, and a browser keeps its session
 * open until the 72 s idle timeout, past the shutdown deadline. The returned function sends
 * each a GOAWAY: streams in flight finish, then the client reconnects elsewhere. (Idle
 * HTTP/1.1 connections Node closes itself; busy ones get "connection: close" from onSend.)
 */
function trackHttp2Sessions(server: Http2SecureServer): () => void {
  const sessions = new Set<Http2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  return () => {
    for (const session of sessions) session.close();
  };
}

/** Believes the last `hops` entries of X-Forwarded-For, as older Fastify did for a number. */
const hopTrust = (hops: number) => (_address: string, hop: number) => hop < hops;
