import { createHmac, timingSafeEqual } from "node:crypto";
import { type NotificationKind, notificationKinds } from "@sagpan/contract";
import { notificationTarget } from "@sagpan/contract/links";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isLive, notBlocked } from "../connections/pair-sql.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import { type MailLang, type MailLine, mailLang } from "../mail/templates.ts";
import {
  frequencySql,
  type NotificationSettingsRepository,
} from "./notification-settings.repository.ts";
import { sentenceFor } from "./notification-words.ts";

/** An instant mail waits this long, and is dropped if the member saw it in the app meanwhile. */
export const instantDelayMs = 10 * 60_000;
const batch = 500;

export const notificationMailSchedules = {
  // Every minute: instant mails whose 10 minutes are up, and dropping what was seen meanwhile.
  "notifications.instant": "* * * * *",
  // 7 am India time; on Mondays the weekly kinds come along.
  "notifications.digest": "0 7 * * *",
} as const;

type Claimed = {
  id: string;
  user_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  data: Record<string, string | number | boolean | null>;
};

/** The unsubscribe scope: one kind (an instant mail) or every digest kind. */
export type UnsubscribeScope = NotificationKind | "digest";

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export function createNotificationMail(deps: {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  publicUrl: string;
  secret: string;
  settings: NotificationSettingsRepository;
  /**
   * EMAIL_CONFIRMATION on: mail goes only to addresses their member confirmed (a mistyped
   * address is someone else's); an unconfirmed member's news waits in the app.
   */
  confirmedOnly: boolean;
}) {
  const { db, mailer, clock, publicUrl } = deps;
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

  const sign = (userId: string, scope: string) =>
    createHmac("sha256", deps.secret).update(`unsubscribe:${userId}:${scope}`).digest("base64url");

  /** A link that works without signing in: the member and the scope, signed with the app's secret. */
  const unsubscribeLink = (userId: string, scope: UnsubscribeScope) =>
    `${publicUrl}/api/v1/notification_settings/unsubscribe?u=${encodeURIComponent(userId)}&k=${scope}&s=${sign(userId, scope)}`;

  const frequency = frequencySql(sql`n.kind`, sql`s.email`);
  const confirmed = deps.confirmedOnly
    ? sql`and exists (select 1 from users c where c.id = n.user_id and c.email_confirmed_at is not null)`
    : sql``;
  /**
   * Still worth a mail: not mailed yet, to a live member (with a confirmed address, when
   * confirmation is on), about a member still visible to them. The digest is the day's summary,
   * so it lists what the member may have seen in the app; an instant mail is only for what they
   * have not (`unseen`).
   */
  const mailable = sql`n.emailed_at is null
    and ${isLive(sql`n.user_id`)} ${confirmed}
    and (n.actor_id is null or (${isLive(sql`n.actor_id`)} and ${notBlocked(sql`n.user_id`, sql`n.actor_id`)}))`;
  const unseen = sql`n.read_at is null`;

  /** Recipients' addresses and languages, and actors' first names, for a batch of rows. */
  async function people(claimed: Claimed[]) {
    const ids = [
      ...new Set(claimed.flatMap((r) => [r.user_id, ...(r.actor_id ? [r.actor_id] : [])])),
    ];
    const found = rows<{ id: string; email: string; lang: string; name: string | null }>(
      await db.execute(sql`
        select u.id, u.email, u.lang, p.name from users u left join profiles p on p.id = u.id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    return new Map(found.map((row) => [row.id, row]));
  }

  const lineOf = (lang: MailLang, row: Claimed, names: Map<string, { name: string | null }>) => ({
    text: sentenceFor(
      lang,
      row.kind,
      row.actor_id ? (names.get(row.actor_id)?.name ?? "") : null,
      row.data,
    ),
    link: `${publicUrl}${notificationTarget(row.kind, row.actor_id, row.data)}`,
  });

  const headersFor = (userId: string, scope: UnsubscribeScope) => ({
    "List-Unsubscribe": `<${unsubscribeLink(userId, scope)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });

  return {
    unsubscribeLink,

    /** Whether a link's signature is the app's own for this member and scope. */
    verify(userId: string, scope: string, signature: string) {
      const expected = Buffer.from(sign(userId, scope));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /**
     * The link of a mail, followed or posted by the mail program (RFC 8058), signed in or not:
     * that kind's mails stop, or every kind the digests carry. False for a link not ours.
     */
    async unsubscribe(userId: string, scope: string, signature: string): Promise<boolean> {
      const valid = scope === "digest" || (notificationKinds as readonly string[]).includes(scope);
      if (!valid || !this.verify(userId, scope, signature)) return false;
      const current = await deps.settings.get(userId);
      const kinds =
        scope === "digest"
          ? notificationKinds.filter((kind) => current.email[kind] !== "instant")
          : [scope as NotificationKind];
      await deps.settings.update(
        userId,
        { email: Object.fromEntries(kinds.map((kind) => [kind, "off" as const])) },
        clock(),
      );
      return true;
    },

    /**
     * Instant mails: dropped when seen or off, sent when their 10 minutes are up. A line of a
     * digest kind stays for the digest, seen or not.
     */
    async sweepInstant() {
      const now = clock();
      await db.execute(sql`
        update notifications n set emailed_at = ${now}
        from users u left join notification_settings s on s.user_id = u.id
        where u.id = n.user_id and n.emailed_at is null
          and ((n.read_at is not null and ${frequency} = 'instant') or ${frequency} = 'off')`);
      for (;;) {
        const claimed = rows<Claimed>(
          await db.execute(sql`
            with due as (
              select n.id from notifications n
              left join notification_settings s on s.user_id = n.user_id
              where ${mailable} and ${unseen} and ${frequency} = 'instant'
                and n.created_at <= ${new Date(now.getTime() - instantDelayMs)}
              order by n.created_at limit ${batch}
              for update of n skip locked
            )
            update notifications n set emailed_at = ${now} from due where n.id = due.id
            returning n.id, n.user_id, n.kind, n.actor_id, n.data`),
        );
        if (claimed.length === 0) return;
        const found = await people(claimed);
        for (const row of claimed) {
          const member = found.get(row.user_id);
          if (!member) continue;
          const lang = mailLang(member.lang);
          await mailer.send({
            to: member.email,
            lang,
            template: {
              kind: "notification",
              line: lineOf(lang, row, found),
              settingsLink: `${publicUrl}/settings/notifications`,
              unsubscribeLink: unsubscribeLink(row.user_id, row.kind),
            },
            headers: headersFor(row.user_id, row.kind),
          });
        }
        if (claimed.length < batch) return;
      }
    },

    /**
     * The 7 am digest: each member with something new of a daily kind (and on Mondays of a
     * weekly kind) gets one mail. Rows are claimed before the mail is stored, so a rerun, or
     * a second node, finds nothing left to send. Members are taken a page at a time.
     */
    async digest() {
      const now = clock();
      const monday = new Date(now.getTime() + IST_OFFSET_MS).getUTCDay() === 1;
      const wanted = monday ? sql`in ('daily', 'weekly')` : sql`= 'daily'`;
      let after = "";
      for (;;) {
        const members = rows<{ user_id: string }>(
          await db.execute(sql`
            select distinct n.user_id from notifications n
            left join notification_settings s on s.user_id = n.user_id
            where n.user_id > ${after} and ${mailable} and ${frequency} ${wanted}
            order by n.user_id limit ${batch}`),
        );
        for (const { user_id: userId } of members) {
          const claimed = rows<Claimed>(
            await db.execute(sql`
              update notifications n set emailed_at = ${now}
              from notifications m left join notification_settings s on s.user_id = m.user_id
              where m.id = n.id and n.user_id = ${userId} and ${mailable} and ${frequency} ${wanted}
              returning n.id, n.user_id, n.kind, n.actor_id, n.data, n.created_at`),
          );
          if (claimed.length === 0) continue;
          const found = await people(claimed);
          const member = found.get(userId);
          if (!member) continue;
          const lang = mailLang(member.lang);
          const weekly = claimed.some(
            (row) => !["profile_viewed", "recommendations_ready"].includes(row.kind),
          );
          await mailer.send({
            to: member.email,
            lang,
            template: {
              kind: "notification_digest",
              period: monday && weekly ? "weekly" : "daily",
              lines: claimed.map((row): MailLine => lineOf(lang, row, found)),
              link: `${publicUrl}/notifications`,
              settingsLink: `${publicUrl}/settings/notifications`,
              unsubscribeLink: unsubscribeLink(userId, "digest"),
            },
            headers: headersFor(userId, "digest"),
          });
        }
        if (members.length < batch) return;
        after = members[members.length - 1]!.user_id;
      }
    },
  };
}
export type NotificationMail = ReturnType<typeof createNotificationMail>;

export function registerNotificationMailJobs(jobs: JobQueue, mail: NotificationMail) {
  const handlers: Record<keyof typeof notificationMailSchedules, () => Promise<void>> = {
    "notifications.instant": () => mail.sweepInstant(),
    "notifications.digest": () => mail.digest(),
  };
  for (const [name, handler] of Object.entries(handlers)) {
    jobs.define(name, handler, { retryLimit: 3, retryDelaySeconds: 120, expireInSeconds: 1800 });
    jobs.schedule(name, notificationMailSchedules[name as keyof typeof notificationMailSchedules]);
  }
}
