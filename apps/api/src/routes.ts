import type { FastifyInstance } from "fastify";
import { createRemoteJWKSet } from "jose";
import type { AppDeps } from "./app.ts";
import { contactGuard, type Guard, ownerGuard } from "./lib/auth.ts";
import { abRoutes } from "./modules/ab/ab.routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { adsRoutes } from "./modules/ads/ads.routes.ts";
import { createAnalyticsRepository } from "./modules/analytics/analytics.repository.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { assistantRoutes } from "./modules/assistant/assistant.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { avatarRoutes } from "./modules/avatars/avatars.routes.ts";
import { biodataRoutes } from "./modules/biodata/biodata.routes.ts";
import { blocksRoutes } from "./modules/blocks/blocks.routes.ts";
import { blogsRoutes } from "./modules/blogs/blogs.routes.ts";
import { bookmarksRoutes } from "./modules/bookmarks/bookmarks.routes.ts";
import { chatRequestsRoutes } from "./modules/chat-requests/chat-requests.routes.ts";
import { communityRoutes } from "./modules/community/community.routes.ts";
import { contactsRoutes } from "./modules/contacts/contacts.routes.ts";
import { countsRoutes } from "./modules/counts/counts.routes.ts";
import { cspReportsRoutes } from "./modules/csp-reports/csp-reports.routes.ts";
import { dataExportRoutes } from "./modules/data-export/data-export.routes.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { googleRoutes } from "./modules/google/google.routes.ts";
import { createGoogleService } from "./modules/google/google.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { interestsRoutes } from "./modules/interests/interests.routes.ts";
import { invitesRoutes } from "./modules/invites/invites.routes.ts";
import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { legalRoutes } from "./modules/legal/legal.routes.ts";
import { limitsRoutes } from "./modules/limits/limits.routes.ts";
import { mailLang } from "./modules/mail/templates.ts";
import { managersRoutes } from "./modules/managers/managers.routes.ts";
import { matchmakingRoutes } from "./modules/matchmaking/matchmaking.routes.ts";
import { membersRoutes } from "./modules/members/members.routes.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { notificationSettingsRoutes } from "./modules/notifications/notification-settings.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { crawlersRoutes } from "./modules/pages/crawlers.routes.ts";
import { paymentsAdminRoutes } from "./modules/payments/payments.admin.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { picturesRoutes } from "./modules/pictures/pictures.routes.ts";
import { photoRequestsRoutes } from "./modules/privacy/photo-requests.routes.ts";
import { privacyRoutes } from "./modules/privacy/privacy.routes.ts";
import { profilesRoutes } from "./modules/profiles/profiles.routes.ts";
import { pushRoutes } from "./modules/push/push.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { savedSearchesRoutes } from "./modules/saved-searches/saved-searches.routes.ts";
import { trailsRoutes } from "./modules/trails/trails.routes.ts";
import { videosRoutes } from "./modules/videos/videos.routes.ts";
import { visitorsRoutes } from "./modules/visitors/visitors.routes.ts";
import type { Services } from "./services.ts";

/** Every module's routes, each given only the services and guards it needs. */
export async function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: Services,
  guards: { member: Guard; optionalMember: Guard; admin: Guard },
) {
  const { config, database } = deps;
  const db = database.db;
  const { member, optionalMember, admin } = guards;
  // Sending interests, chat requests, messages and photo requests needs a confirmed email.
  const contact = contactGuard(member, config.EMAIL_CONFIRMATION === "on");
  const {
    accounts,
    profiles,
    bookmarks,
    messages,
    interests,
    chatRequests,
    pictures,
    videos,
    invites,
    blocks,
    reports,
    trails,
    documents,
    contacts,
    payments,
    paymentProvider,
    biodata,
  } = services;
  await app.register(healthRoutes, {
    database,
    redis: deps.redis?.client ?? null,
    draining: app.draining,
  });
  // What only the profile's own account may do, never a family member who manages it.
  const owner = ownerGuard(member);
  await app.register(accountsRoutes, { accounts, member, owner });
  await app.register(managersRoutes, { managers: services.managers, member, owner });
  const clientId = config.GOOGLE_CLIENT_ID ?? null;
  await app.register(googleRoutes, {
    clientId,
    google: clientId
      ? createGoogleService({
          clientId,
          keys: createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL)),
          accounts,
          clock: services.clock,
        })
      : null,
  });
  await app.register(profilesRoutes, {
    profiles,
    member,
    optionalMember,
    viewed: services.visitors.recordLater,
  });
  await app.register(bookmarksRoutes, { bookmarks, member });
  await app.register(privacyRoutes, { privacy: services.privacy, member });
  await app.register(dataExportRoutes, { exports: services.dataExport, member });
  await app.register(photoRequestsRoutes, {
    photoRequests: services.photoRequests,
    member,
    contact,
  });
  await app.register(matchmakingRoutes, {
    preferences: services.preferences,
    matches: services.matches,
    recommendations: services.recommendations,
    member,
  });
  await app.register(visitorsRoutes, { visitors: services.visitors, member });
  await app.register(savedSearchesRoutes, { searches: services.savedSearches, member });
  await app.register(countsRoutes, {
    member,
    sources: [messages.counts, interests.counts, chatRequests.counts],
  });
  await app.register(legalRoutes, {
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      name_gu: config.GRIEVANCE_OFFICER_NAME_GU,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  });
  await app.register(abRoutes, {
    db,
    admin,
    clock: services.clock,
    redis: deps.redis?.client ?? null,
    keyPrefix: services.keyPrefix,
  });
  await app.register(cspReportsRoutes, { db });
  await app.register(limitsRoutes, { limits: services.limits, admin });
  await app.register(jobsRoutes, { jobs: services.jobs, admin });
  await app.register(blogsRoutes, { db, admin, files: services.files, clock: services.clock });
  await app.register(crawlersRoutes, { db, publicUrl: config.publicUrl });
  await app.register(analyticsRoutes, { analytics: createAnalyticsRepository({ db }), admin });
  await app.register(avatarRoutes, { db });
  await app.register(picturesRoutes, { pictures, member, optionalMember });
  await app.register(videosRoutes, { videos, member });
  await app.register(interestsRoutes, { interests, member, contact });
  await app.register(chatRequestsRoutes, { chatRequests, member, contact });
  await app.register(invitesRoutes, { invites, member });
  await app.register(messagesRoutes, { messages, member, contact });
  await app.register(blocksRoutes, { blocks, member });
  await app.register(notificationsRoutes, { notifications: services.notifications, member });
  await app.register(notificationSettingsRoutes, {
    settings: services.notificationSettings,
    mail: services.notificationMail,
    langOf: async (userId) => mailLang((await services.accountsRepo.findById(userId))?.lang),
    clock: services.clock,
    member,
  });
  await app.register(pushRoutes, { push: services.push, member });
  await app.register(reportsRoutes, { reports, member, admin });
  await app.register(auditRoutes, { audit: services.audit, admin });
  await app.register(membersRoutes, { members: services.members, admin, clock: services.clock });
  await app.register(trailsRoutes, { trails, member });
  await app.register(documentsRoutes, { documents, member, admin });
  await app.register(contactsRoutes, { contacts, member });
  await app.register(paymentsRoutes, {
    payments,
    member,
    testCheckout: paymentProvider.checkout !== undefined,
    webhook: paymentProvider.verifyWebhook !== undefined,
  });
  await app.register(paymentsAdminRoutes, { db, admin, clock: services.clock });
  await app.register(biodataRoutes, { biodata, member });
  await app.register(communityRoutes, {
    community: services.community,
    admin,
    apps: {
      android: config.ANDROID_APP_URL
        ? { url: config.ANDROID_APP_URL, minVersion: config.ANDROID_MIN_VERSION ?? null }
        : null,
      ios: config.IOS_APP_URL
        ? { url: config.IOS_APP_URL, minVersion: config.IOS_MIN_VERSION ?? null }
        : null,
    },
  });
  await app.register(adsRoutes, {
    ads: services.ads,
    memberViewer: services.adViewer,
    perSession: config.ADS_PER_SESSION,
    optionalMember,
    admin,
    onClose: services.adPush.close,
  });
  await app.register(assistantRoutes, {
    usage: services.assistantUsage,
    admin,
    clock: services.clock,
  });
}
