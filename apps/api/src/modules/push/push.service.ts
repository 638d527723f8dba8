import { createHash } from "node:crypto";
import type { Agent } from "node:https";
import {
  defaultPush,
  type NotificationKind,
  type PushPayload,
  type PushSubscriptionJson,
} from "@sagpan/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { isLive, notBlocked } from "../connections/pair-sql.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { type MailLang, mailLang } from "../mail/templates.ts";
import { pathFor, sentenceFor } from "../notifications/notification-words.ts";
import type { NotificationChannel } from "../notifications/notifications.service.ts";
import type { PushRepository, StoredSubscription } from "./push.repository.ts";
import { endpointAllowed, usableKeys } from "./push-endpoints.ts";
import type { Vapid } from "./vapid.ts";

export const pushJob = "push.send";

const appName: Record<MailLang, string> = { en: "Sagpan", gu: "સગપણ" };

/**
 * How long a push service keeps a push for a phone that is off, and how soon it wakes one:
 * what someone is waiting on goes at once and keeps a day; news of the day waits for the
 * device's next wake and is stale by the next day's.
 */
const delivery: Record<NotificationKind, { ttlSeconds: number; urgency: webpush.Urgency }> = {
  interest_received: { ttlSeconds: 86_400, urgency: "high" },
  interest_accepted: { ttlSeconds: 86_400, urgency: "high" },
  chat_request_received: { ttlSeconds: 86_400, urgency: "high" },
  chat_request_accepted: { ttlSeconds: 86_400, urgency: "high" },
  message: { ttlSeconds: 86_400, urgency: "high" },
  profile_viewed: { ttlSeconds: 43_200, urgency: "low" },
  photo_request_received: { ttlSeconds: 86_400, urgency: "normal" },
  photo_request_accepted: { ttlSeconds: 86_400, urgency: "normal" },
  document_approved: { ttlSeconds: 86_400, urgency: "normal" },
  document_rejected: { ttlSeconds: 86_400, urgency: "normal" },
  plan_activated: { ttlSeconds: 86_400, urgency: "normal" },
  plan_expiring: { ttlSeconds: 86_400, urgency: "normal" },
  recommendations_ready: { ttlSeconds: 43_200, urgency: "low" },
  saved_search_matches: { ttlSeconds: 43_200, urgency: "low" },
  manager_joined: { ttlSeconds: 86_400, urgency: "normal" },
};

type Pending = {
  id: string;
  user_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  data: Record<string, string | number | boolean | null>;
  lang: string;
  push: Record<string, boolean> | null;
  actor_name: string | null;
};

/** What a push service answered that means the subscription is gone for good. */
const gone = (status: number) => status === 404 || status === 410;
/** Answers a retry will not change (a bad request, a key the service refuses). */
const refused = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * Web Push: subscriptions per device, and the notifications channel that queues one job per
 * notification whose kind the member has push on; the job sends it to each of their devices.
 */
export function createPushService(deps: {
  db: Db;
  repo: PushRepository;
  jobs: JobQueue;
  vapid: () => Vapid;
  allowedOrigins: readonly string[];
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The https agent pushes go through (keep-alive; tests trust their own push service's CA). */
  agent?: Agent;
}) {
  const { db, repo, jobs, log } = deps;
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

  /** One push in the member's language: the notification centre's sentence and its page. */
  function payloadOf(row: Pending): PushPayload {
    const lang = mailLang(row.lang);
    return {
      kind: row.kind,
      title: appName[lang],
      body: sentenceFor(lang, row.kind, row.actor_id ? (row.actor_name ?? "") : null, row.data),
      url: pathFor(row.kind, row.actor_id, row.data),
      // A gathered line (messages, visits) keeps its id when it moves: the newer push replaces
      // the older one on the device instead of piling up.
      tag: row.id,
    };
  }

  async function sendOne(sub: StoredSubscription, payload: PushPayload, topic: string) {
    const vapid = deps.vapid();
    const { ttlSeconds, urgency } = delivery[payload.kind];
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency,
        // The push service keeps only the newest undelivered push of one topic.
        topic,
        timeout: 10_000,
        ...(deps.agent ? { agent: deps.agent } : {}),
      },
    );
  }

  /** The job: the notification as it stands now, to every device of its member. */
  async function deliver({ notificationId }: { notificationId: string }) {
    const [row] = rows<Pending>(
      await db.execute(sql`
        select n.id, n.user_id, n.kind, n.actor_id, n.data, u.lang, s.push, p.name as actor_name
        from notifications n
        join users u on u.id = n.user_id
        left join notification_settings s on s.user_id = n.user_id
        left join profiles p on p.id = n.actor_id
        where n.id = ${notificationId} and n.read_at is null and ${isLive(sql`n.user_id`)}
          and (n.actor_id is null or (${isLive(sql`n.actor_id`)} and ${notBlocked(sql`n.user_id`, sql`n.actor_id`)}))`),
    );
    // Read in the app meanwhile, or about someone now blocked or gone: nothing to push.
    if (!row || !(row.push?.[row.kind] ?? defaultPush[row.kind])) return;
    const devices = await repo.devices(row.user_id);
    if (devices.length === 0) return;
    const payload = payloadOf(row);
    const topic = createHash("sha256").update(row.id).digest("base64url").slice(0, 32);
    const results = await Promise.allSettled(devices.map((sub) => sendOne(sub, payload, topic)));
    let retry: unknown = null;
    for (const [i, result] of results.entries()) {
      if (result.status === "fulfilled") continue;
      const err = result.reason as { statusCode?: number; message?: string };
      const status = err.statusCode ?? 0;
      if (gone(status)) await repo.drop(devices[i]!.endpoint);
      else if (refused(status))
        log.warn({ status, kind: row.kind }, "push refused by the push service");
      else retry = err;
    }
    // The whole job is tried again: a device already reached gets the same push again, which
    // replaces the one shown (same tag) rather than adding to it.
    if (retry) throw retry;
  }

  jobs.define(pushJob, deliver, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    workers: 2,
    batchSize: 25,
  });

  const pushOn = async (userId: string, kind: NotificationKind) => {
    const [row] = rows<{ on: boolean | null; devices: boolean }>(
      await db.execute(sql`
        select (select (s.push ->> ${kind})::boolean from notification_settings s where s.user_id = ${userId}) as on,
          exists (select 1 from push_subscriptions d where d.user_id = ${userId}) as devices`),
    );
    return Boolean(row?.devices) && (row?.on ?? defaultPush[kind]);
  };

  /** The notifications channel: queued, never sent inside the request that made the event. */
  const channel: NotificationChannel = async ({ row }) => {
    if (await pushOn(row.userId, row.kind as NotificationKind))
      await jobs.send(pushJob, { notificationId: row.id });
  };

  return {
    channel,
    key: () => deps.vapid().publicKey,

    async subscribe(userId: string, subscription: PushSubscriptionJson) {
      if (!endpointAllowed(subscription.endpoint, deps.allowedOrigins))
        throw new AppError("push.endpoint_not_allowed");
      const keys = usableKeys(subscription.keys);
      if (!keys) throw new AppError("push.keys_invalid");
      await repo.subscribe(userId, { endpoint: subscription.endpoint, ...keys }, deps.clock());
    },

    async unsubscribe(userId: string, endpoint: string) {
      if (!(await repo.unsubscribe(userId, endpoint)))
        throw new AppError("push.subscription_not_found");
    },

    /** Every device of the member stops (signed out everywhere, account deleted). */
    forget: (userId: string) => repo.forget(userId),
  };
}
export type PushService = ReturnType<typeof createPushService>;
