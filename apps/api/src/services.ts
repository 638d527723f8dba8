import { Agent } from "node:https";
import { assistantLimits } from "@sagpan/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app.ts";
import type { Db } from "./db/client.ts";
import { createAttemptLimiter } from "./lib/attempt-limiter.ts";
import { addressOf } from "./lib/client-keys.ts";
import type { SharedCache } from "./lib/shared-cache.ts";
import { createLinkSigner } from "./lib/signed-links.ts";
import { createFileStore } from "./lib/storage.ts";
import type {
  AccountsRepository,
  MemberChanged,
  MemberRevoked,
} from "./modules/accounts/accounts.repository.ts";
import { createAccountsService } from "./modules/accounts/accounts.service.ts";
import type { TokenService } from "./modules/accounts/tokens.ts";
import { attachAdPush } from "./modules/ads/ads.push.ts";
import { createAdsRepository } from "./modules/ads/ads.repository.ts";
import { type AdViewer, createAdsService } from "./modules/ads/ads.service.ts";
import { createAssistantRepository } from "./modules/assistant/assistant.repository.ts";
import { createAssistantService } from "./modules/assistant/assistant.service.ts";
import { attachAssistant } from "./modules/assistant/assistant.socket.ts";
import { createOpenAiProvider } from "./modules/assistant/llm-provider.ts";
import { createRateCounter } from "./modules/assistant/rate-counter.ts";
import { createAuditRepository } from "./modules/audit/audit.repository.ts";
import { createBiodataService } from "./modules/biodata/biodata.service.ts";
import { createBlocksRepository } from "./modules/blocks/blocks.repository.ts";
import { createBlocksService } from "./modules/blocks/blocks.service.ts";
import { createBookmarksRepository } from "./modules/bookmarks/bookmarks.repository.ts";
import { createBookmarksService } from "./modules/bookmarks/bookmarks.service.ts";
import { createChatRequestsRepository } from "./modules/chat-requests/chat-requests.repository.ts";
import { createChatRequestsService } from "./modules/chat-requests/chat-requests.service.ts";
import { createCommunityRepository } from "./modules/community/community.repository.ts";
import { createConnectionProfiles } from "./modules/connections/connection-profiles.ts";
import { createRelationsLookup } from "./modules/connections/relations-lookup.ts";
import { createContactsRepository } from "./modules/contacts/contacts.repository.ts";
import { createContactsService } from "./modules/contacts/contacts.service.ts";
import { registerDataExportJobs } from "./modules/data-export/data-export.jobs.ts";
import { createDataExportRepository } from "./modules/data-export/data-export.repository.ts";
import { createDataExportService } from "./modules/data-export/data-export.service.ts";
import { createMemberDataRepository } from "./modules/data-export/member-data.repository.ts";
import { createDocumentsRepository } from "./modules/documents/documents.repository.ts";
import { createDocumentsService } from "./modules/documents/documents.service.ts";
import { registerHousekeeping } from "./modules/housekeeping/housekeeping.jobs.ts";
import { createInterestsRepository } from "./modules/interests/interests.repository.ts";
import { createInterestsService } from "./modules/interests/interests.service.ts";
import { createInvitesService } from "./modules/invites/invites.service.ts";
import type { JobQueue } from "./modules/jobs/job-queue.ts";
import { withQueuedDeletes } from "./modules/jobs/queued-deletes.ts";
import { createLimitsRepository } from "./modules/limits/limits.repository.ts";
import { createLimitsService, type LiftedAddresses } from "./modules/limits/limits.service.ts";
import { createMailer } from "./modules/mail/mailer.ts";
import { mailLang } from "./modules/mail/templates.ts";
import { createManagersRepository } from "./modules/managers/managers.repository.ts";
import { createManagersService } from "./modules/managers/managers.service.ts";
import { createMatchesRepository } from "./modules/matchmaking/matches.repository.ts";
import { createMatchesService, type ViewerContext } from "./modules/matchmaking/matches.service.ts";
import { createPreferencesRepository } from "./modules/matchmaking/preferences.repository.ts";
import { createPreferencesService } from "./modules/matchmaking/preferences.service.ts";
import {
  createRecommendationsReady,
  registerRecommendationJobs,
} from "./modules/matchmaking/recommendations.jobs.ts";
import { createRecommendationsRepository } from "./modules/matchmaking/recommendations.repository.ts";
import { createRecommendationsService } from "./modules/matchmaking/recommendations.service.ts";
import { createMembersRepository } from "./modules/members/members.repository.ts";
import { attachChatTopic } from "./modules/messages/messages.phoenix.ts";
import { createMessagesRepository } from "./modules/messages/messages.repository.ts";
import { createMessagesService } from "./modules/messages/messages.service.ts";
import { createNotificationSettingsRepository } from "./modules/notifications/notification-settings.repository.ts";
import { registerNotificationJobs } from "./modules/notifications/notifications.jobs.ts";
import {
  createNotificationMail,
  registerNotificationMailJobs,
} from "./modules/notifications/notifications.mail.ts";
import { createNotificationsRepository } from "./modules/notifications/notifications.repository.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createPaymentsRepository } from "./modules/payments/payments.repository.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { paymentProviderFor } from "./modules/payments/provider-for.ts";
import { createPicturesService } from "./modules/pictures/pictures.service.ts";
import type { PlansRepository } from "./modules/plans/plans.repository.ts";
import { createContactGate } from "./modules/privacy/contact-gate.ts";
import { createPhotoPolicy } from "./modules/privacy/photo-policy.ts";
import { createPhotoRequestsRepository } from "./modules/privacy/photo-requests.repository.ts";
import { createPhotoRequestsService } from "./modules/privacy/photo-requests.service.ts";
import { createPrivacyRepository } from "./modules/privacy/privacy.repository.ts";
import { createPrivacyService } from "./modules/privacy/privacy.service.ts";
import type { ProfileMedia } from "./modules/profiles/profile-media.ts";
import { type CardRow, createProfilesRepository } from "./modules/profiles/profiles.repository.ts";
import { createProfilesService } from "./modules/profiles/profiles.service.ts";
import { createPushRepository } from "./modules/push/push.repository.ts";
import { createPushService } from "./modules/push/push.service.ts";
import { vapidOf } from "./modules/push/vapid.ts";
import type { Realtime } from "./modules/realtime/realtime.ts";
import { createReportsRepository } from "./modules/reports/reports.repository.ts";
import { createReportsService } from "./modules/reports/reports.service.ts";
import { registerSavedSearchJobs } from "./modules/saved-searches/saved-searches.jobs.ts";
import { createSavedSearchesRepository } from "./modules/saved-searches/saved-searches.repository.ts";
import { createSavedSearchesService } from "./modules/saved-searches/saved-searches.service.ts";
import { createTrailsRepository } from "./modules/trails/trails.repository.ts";
import { createTrailsService } from "./modules/trails/trails.service.ts";
import { createVideosService } from "./modules/videos/videos.service.ts";
import { createVisitorsRepository } from "./modules/visitors/visitors.repository.ts";
import { createVisitorsService } from "./modules/visitors/visitors.service.ts";
import { rules } from "./rules.ts";

export interface ServiceDeps {
  deps: AppDeps;
  jobs: JobQueue;
  db: Db;
  clock: () => Date;
  keyPrefix: string;
  /** After a committed write to what the token check caches (lib/shared-cache). */
  memberChanged: MemberChanged;
  /** After a committed write that ended a member's sessions (lib/revocations). */
  memberRevoked: MemberRevoked;
  /** Shared profile list pages; cleared after any write that changes a card or who is listed. */
  listCache: SharedCache<CardRow[]>;
  /** Whether any ad runs (ads module); dropped on every node when an admin changes an ad. */
  adsRunning: SharedCache<boolean>;
  /** Addresses an admin lifted the limits for (limits module); dropped on every node on a change. */
  liftedAddresses: SharedCache<LiftedAddresses>;
  /**
   * Each member's match context (matchmaking module); `memberChanged` forgets it too, and
   * preferences and privacy writes forget it themselves.
   */
  matchViewers: SharedCache<ViewerContext>;
  log: FastifyBaseLogger;
  realtime: Realtime;
  accountsRepo: AccountsRepository;
  plans: PlansRepository;
  tokens: TokenService;
}

/** Every service of the app, wired to its repositories and to each other. */
export function createServices({
  deps,
  jobs,
  db,
  clock,
  keyPrefix,
  memberChanged,
  memberRevoked,
  listCache,
  adsRunning,
  liftedAddresses,
  matchViewers,
  log,
  realtime,
  accountsRepo,
  plans,
  tokens,
}: ServiceDeps) {
  const { config } = deps;
  const mailer =
    deps.mailer ??
    createMailer({ db, log, jobs, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  // Signs the links the app mails: email confirmation, the /member purchase link.
  const links = createLinkSigner(config.jwtSecret);
  registerHousekeeping({
    db,
    jobs,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    links,
    // Defined below; the jobs run only after the app has started.
    notify: (event) => notifications.notify(event),
    eraseFiles: async (userId) => {
      await pictures.purge(userId);
      await videos.purge(userId);
      await documents.purge(userId);
      await dataExport.erase(userId);
    },
  });
  const managersRepo = createManagersRepository({ db, revoked: memberRevoked });
  const limits = createLimitsService({
    repo: createLimitsRepository({ db }),
    clock,
    cache: liftedAddresses,
  });
  const accounts = createAccountsService({
    accounts: accountsRepo,
    plans,
    tokens,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    signUpsPerAddress: {
      perHour: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
      perDay: config.SIGNUPS_PER_ADDRESS_PER_DAY,
    },
    addressLifted: (ip) => limits.lifted(addressOf(ip)),
    ownPhoto: async (userId) =>
      (await pictures.primaryPics([userId], { memberId: userId })).get(userId)?.small ?? null,
    managedProfileOf: async (userId) => (await managersRepo.managedBy(userId))?.memberId ?? null,
    managing: (actorId, memberId) => managers.managing(actorId, memberId),
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
      (userId) => adsRepo.forget(userId),
      // The row stays (soft delete), so its devices would not go by the cascade.
      (userId) => push.forget(userId),
      (userId) => dataExport.erase(userId),
      // Accounts that exist only to manage the profile go with it (and their sockets).
      (userId) => managersRepo.eraseMember(userId, clock()).then(() => {}),
    ],
    signedOutEverywhere: (userId) => push.forget(userId),
    signInLimiter: createAttemptLimiter({
      max: rules.signIn.maxFailures,
      windowMs: rules.signIn.windowMs,
      redis: deps.redis?.client ?? null,
      prefix: `${keyPrefix}signin:`,
      now: () => clock().getTime(),
    }),
    links,
    emailConfirmation: config.EMAIL_CONFIRMATION === "on",
    confirmationLimiter: createAttemptLimiter({
      max: rules.emailConfirmation.resendMax,
      windowMs: rules.emailConfirmation.resendWindowMs,
      redis: deps.redis?.client ?? null,
      prefix: `${keyPrefix}confirm-mail:`,
      now: () => clock().getTime(),
    }),
    memberChanged,
  });
  const privacy = createPrivacyService({
    privacy: createPrivacyRepository({ db }),
    clock,
    listsChanged: listCache.clear,
    changed: matchViewers.forget,
  });
  // The one photo policy (privacy module): every photo URL is made through `pictures`.
  const photoPolicy = createPhotoPolicy({ db });
  const photoRequestsRepo = createPhotoRequestsRepository({ db });
  // Who may contact a member; `profilesRepo`, `matches` and `preferencesRepo` come below.
  const contactGate = createContactGate({
    visible: (fromId, toId) => profiles.visibleTo(fromId, toId),
    privacyOf: privacy.of,
    idVerified: async (userId) => (await profilesRepo.findLive(userId))?.idVerified === true,
    fitsMusts: async (fromId, toId) => {
      const [match, theirs] = await Promise.all([
        matches.between(fromId, toId),
        preferencesRepo.find(toId),
      ]);
      if (!match) return false;
      return !theirs.must.some((name) => match.theirs.missed.includes(name));
    },
    connected: (a, b) => photoPolicy.connected(a, b),
  });
  const files = withQueuedDeletes(deps.files ?? createFileStore(config), jobs);
  // Photos and video count towards the profile score; `profiles` is defined just below.
  const onMediaChange = (userId: string) => {
    listCache.clear(); // a first photo or the last one gone changes the card
    return profiles.refreshScore(userId);
  };
  const pictures = createPicturesService({
    db,
    files,
    secret: config.jwtSecret,
    onChange: onMediaChange,
    assertViewable: (viewerId, profileId) => profiles.assertViewable(viewerId, profileId),
    photoPolicy,
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
  const documentsRepo = createDocumentsRepository({ db, listsChanged: listCache.clear });
  const profilesRepo = createProfilesRepository({ db, changed: memberChanged, listCache });
  const profiles = createProfilesService({
    managedBy: (id) => managersRepo.relationsOf(id),
    contacts: contactsRepo,
    documents: documentsRepo,
    profiles: profilesRepo,
    plans,
    media,
    events: realtime,
    clock,
    relations: createRelationsLookup({ db }),
    showGoogleButton: config.GOOGLE_CLIENT_ID !== undefined,
    gunConvention: config.GUN_MILAN_CONVENTION,
    // Defined below: "How you match" needs the profiles' cards, the profiles need the match.
    matchWith: (viewerId, profileId) => matches.between(viewerId, profileId),
    privacy: {
      async flagsFor(viewerId, profileId) {
        const [canSee, request, refusal, theirs] = await Promise.all([
          photoPolicy.canSee({ memberId: viewerId }, profileId),
          photoRequestsRepo.mine(viewerId, profileId),
          contactGate.canContact(viewerId, profileId),
          privacy.of(profileId),
        ]);
        return {
          photos_locked: !canSee,
          photo_request: request,
          can_contact: refusal === null,
          contact_rule: refusal === "self" || refusal === "not_found" ? null : refusal,
          paused: theirs.profile === "paused",
        };
      },
      async contactsNeedConnection(viewerId, profileId) {
        if ((await privacy.of(profileId)).contacts !== "connected") return false;
        return !(await photoPolicy.connected(viewerId, profileId));
      },
    },
  });
  const bookmarks = createBookmarksService({
    bookmarks: createBookmarksRepository({ db }),
    profiles,
  });
  const people = createConnectionProfiles({ db, media, clock });
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository({ db }),
    people,
    events: realtime,
    clock,
    log,
  });
  registerNotificationJobs({ jobs, notifications });
  const managers = createManagersService({
    managers: managersRepo,
    accounts: accountsRepo,
    mailer,
    notifications,
    sessionFor: (userId) => accounts.sessionFor(userId),
    clock,
    publicUrl: config.publicUrl,
    signUpLimits: (ip) => accounts.signUpLimits(ip),
    memberChanged,
  });
  const notificationSettings = createNotificationSettingsRepository({ db });
  const notificationMail = createNotificationMail({
    db,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    settings: notificationSettings,
    confirmedOnly: config.EMAIL_CONFIRMATION === "on",
  });
  registerNotificationMailJobs(jobs, notificationMail);
  const push = createPushService({
    db,
    repo: createPushRepository({ db }),
    jobs,
    vapid: vapidOf(config),
    allowedOrigins: config.pushAllowedOrigins,
    clock,
    log,
    agent: deps.pushAgent ?? new Agent({ keepAlive: true, maxSockets: 32 }),
  });
  notifications.addChannel(push.channel);
  // "My data": the ZIP is built by a job and the member told in the app and by mail.
  const dataExport = createDataExportService({
    exports: createDataExportRepository({ db }),
    data: createMemberDataRepository({ db }),
    files,
    jobs,
    mailer,
    notify: (event) => notifications.notify(event),
    memberOf: async (userId) => {
      const member = await accountsRepo.findById(userId);
      return member && !member.deletedAt ? { email: member.email, lang: member.lang } : null;
    },
    publicUrl: config.publicUrl,
    clock,
    log,
  });
  registerDataExportJobs(jobs, dataExport);
  // Interests and chat requests take the same collaborators besides their own repository.
  const connections = {
    plans,
    profiles,
    people,
    events: realtime,
    notifications,
    clock,
    mayContact: contactGate.assert,
    // Both members' kept match context and pages (matches.service) are forgotten everywhere.
    pairChanged: (a: string, b: string) => {
      matchViewers.forget(a);
      matchViewers.forget(b);
    },
  };
  const interests = createInterestsService({
    interests: createInterestsRepository({ db }),
    ...connections,
  });
  const chatRequests = createChatRequestsService({
    chatRequests: createChatRequestsRepository({ db }),
    ...connections,
  });
  const photoRequests = createPhotoRequestsService({
    photoRequests: photoRequestsRepo,
    policy: photoPolicy,
    ...connections,
  });
  const invites = createInvitesService({ interests, chatRequests, people });
  const messages = createMessagesService({
    messages: createMessagesRepository({ db }),
    chatRequests,
    media,
    events: realtime,
    notifications,
    pausedAmong: async (userIds) => {
      const settings = await privacy.ofMany(userIds);
      return new Set(userIds.filter((id) => settings.get(id)?.profile === "paused"));
    },
    clock,
  });
  // A message sent over Phoenix needs a confirmed email, as POST /api/v1/message does.
  attachChatTopic(realtime, messages, async (userId) => {
    if (config.EMAIL_CONFIRMATION !== "on") return true;
    return ((await accountsRepo.memberState(userId, clock()))?.emailConfirmed ?? false) === true;
  });
  const blocks = createBlocksService({
    blocks: createBlocksRepository({ db, changed: memberChanged }),
    publishChatCount: messages.publishCount,
    events: realtime,
    clock,
  });
  const reportsRepo = createReportsRepository({
    db,
    weights: rules.reports,
    revoked: memberRevoked,
    listsChanged: listCache.clear,
  });
  const reports = createReportsService({ reports: reportsRepo, clock });
  const members = createMembersRepository({
    db,
    revoked: memberRevoked,
    listsChanged: listCache.clear,
    stillHeld: reportsRepo.heldByReports,
  });
  const trails = createTrailsService({
    trails: createTrailsRepository({ db }),
    interests,
    chatRequests,
    blocks,
    clock,
  });

  const isAdmin = async (userId: string) => (await accountsRepo.findById(userId))?.isAdmin === true;
  const documents = createDocumentsService({
    documents: documentsRepo,
    files,
    clock,
    isAdmin,
    // A new badge always reaches the member as a `score` event, even at a full score.
    onApproved: (userId) => profiles.refreshScore(userId, { notify: true }),
    notifications,
  });
  const contacts = createContactsService({ contacts: contactsRepo, profiles });
  const paymentProvider = deps.payments ?? paymentProviderFor(config);
  const payments = createPaymentsService({
    payments: createPaymentsRepository({ db, changed: memberChanged }),
    plans,
    provider: paymentProvider,
    memberByEmail: accountsRepo.findByEmail,
    memberById: accountsRepo.findById,
    links,
    clock,
    log: log,
    onActivated: async (subscription) => {
      const member = await accountsRepo.findById(subscription.userId);
      if (!member || member.deletedAt) return;
      await notifications.notify({
        kind: "plan_activated",
        to: member.id,
        actor: null,
        data: { plan: subscription.plan, ends_at: subscription.endsAt.toISOString() },
      });
      await mailer.send({
        to: member.email,
        lang: mailLang(member.lang),
        template: {
          kind: "plan_started",
          plan: subscription.plan,
          endsAt: subscription.endsAt,
          link: `${config.publicUrl}/subscription`,
        },
      });
    },
  });
  const biodata = createBiodataService({
    profiles,
    photo: pictures.primaryPhoto,
    langOf: async (userId) => mailLang((await accountsRepo.findById(userId))?.lang),
    secret: config.jwtSecret,
    clock,
  });

  const assistantUsage = createAssistantRepository({ db });
  const assistant = createAssistantService({
    profiles,
    planOf: async (userId) => (await plans.current(userId, clock())).plan,
    limiter: createRateCounter({
      max: assistantLimits.perMinute,
      windowMs: 60_000,
      redis: deps.redis?.client ?? null,
      prefix: `${keyPrefix}assistant:`,
      now: () => clock().getTime(),
    }),
    usage: assistantUsage,
    llm: config.ASSISTANT_LLM_URL
      ? createOpenAiProvider({
          url: config.ASSISTANT_LLM_URL,
          model: config.ASSISTANT_LLM_MODEL,
          key: config.ASSISTANT_LLM_KEY,
          timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
        })
      : null,
    log,
  });
  attachAssistant(realtime, assistant, log);

  const adsRepo = createAdsRepository({ db });
  const ads = createAdsService({
    ads: adsRepo,
    files,
    clock,
    secret: config.jwtSecret,
    running: adsRunning,
  });
  const adViewer = async (userId: string): Promise<AdViewer> => ({
    kind: "member",
    id: userId,
    plan: (await plans.current(userId, clock())).plan,
    isAdmin: await isAdmin(userId),
  });
  const adPush = attachAdPush({
    realtime,
    ads,
    repo: adsRepo,
    memberViewer: adViewer,
    clock,
    delayMs: config.AD_PUSH_DELAY_SECONDS * 1000,
    gapMs: rules.ads.pushGapMs,
    perSession: config.ADS_PER_SESSION,
    log,
  });

  const preferencesRepo = createPreferencesRepository({
    db,
    listsChanged: listCache.clear,
    // The member's own preferences are in their kept match context (matches.service).
    changed: matchViewers.forget,
  });
  const preferences = createPreferencesService({ preferences: preferencesRepo });
  const planOf = async (userId: string) => (await plans.current(userId, clock())).plan;
  const matches = createMatchesService({
    matches: createMatchesRepository({ db }),
    viewers: matchViewers,
    cardOf: profiles.cardOf,
    primaryPicsOf: pictures.primaryPicsOf,
    planOf,
    clock,
    gunConvention: config.GUN_MILAN_CONVENTION,
    listsVersion: listCache.version,
  });
  const recommendations = createRecommendationsService({
    recommendations: createRecommendationsRepository({ db }),
    matches,
    planOf,
    clock,
    changed: matchViewers.forget,
  });
  registerRecommendationJobs(
    jobs,
    createRecommendationsReady({
      db,
      recommendations,
      notify: (event) => notifications.notify(event),
      clock,
      log,
      confirmedOnly: config.EMAIL_CONFIRMATION === "on",
    }),
  );

  const visitors = createVisitorsService({
    visitors: createVisitorsRepository({ db }),
    profiles,
    browsesPrivately: async (userId) => (await privacy.of(userId)).browse_privately,
    clock,
    log,
    notifications,
    planOf: async (userId) => (await plans.current(userId, clock())).plan,
  });

  const savedSearches = createSavedSearchesService({
    searches: createSavedSearchesRepository({ db }),
    list: (viewer, query) => profiles.list(viewer, query),
    memberOf: async (userId) => {
      const state = await accountsRepo.memberState(userId, clock());
      if (!state || state.deletedAt || state.suspendedAt) return null;
      return {
        id: userId,
        plan: state.plan ?? "Free",
        gender: state.gender,
        gotra: state.gotra,
        nakshatra: state.nakshatra,
        pada: state.pada,
        moonRashi: state.moonRashi,
        moonDegree: state.moonDegree,
        hasBlocks: state.hasBlocks,
        emailConfirmed: state.emailConfirmed,
        actorId: userId,
        hasManagers: state.hasManagers,
      };
    },
    notify: (event) => notifications.notify(event),
    clock,
    log,
  });
  registerSavedSearchJobs({ jobs, searches: savedSearches });

  return {
    clock,
    /** The job queue, for the admin console's scheduled work (jobs.routes). */
    jobs,
    /** Where this deployment's names start in Redis (REDIS_KEY_PREFIX). */
    keyPrefix,
    audit: createAuditRepository(db),
    community: createCommunityRepository({
      db,
      profileMoved: (id) => {
        memberChanged(id);
        listCache.clear();
      },
    }),
    assistant,
    assistantUsage,
    mailer,
    accounts,
    files,
    pictures,
    videos,
    media,
    profiles,
    bookmarks,
    people,
    notifications,
    notificationSettings,
    notificationMail,
    push,
    accountsRepo,
    interests,
    chatRequests,
    invites,
    messages,
    blocks,
    reports,
    members,
    trails,
    isAdmin,
    documents,
    contacts,
    paymentProvider,
    payments,
    biodata,
    ads,
    adViewer,
    adPush,
    preferences,
    matches,
    privacy,
    /** Today's recommendations per member; the digest mail reads `today(userId)` too. */
    recommendations,
    visitors,
    savedSearches,
    photoRequests,
    managers,
    managersRepo,
    dataExport,
    /** Addresses an admin lifted the per-address limits for (the rate limit asks it). */
    limits,
  };
}

export type Services = ReturnType<typeof createServices>;
