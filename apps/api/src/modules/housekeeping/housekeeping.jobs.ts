import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LinkSigner } from "../../lib/signed-links.ts";
import { rules } from "../../rules.ts";
import { passwordResetTokens, users } from "../accounts/accounts.table.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Mailer } from "../mail/mailer.ts";
import { outbox } from "../mail/outbox.table.ts";
import { mailLang } from "../mail/templates.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { memberPayLink } from "../payments/member-link.ts";
import { paymentOrders } from "../payments/payments.table.ts";
import { subscriptions } from "../plans/subscriptions.table.ts";

const day = 86_400_000;

/** Scheduled upkeep, on Indian time, each an idempotent sweep (a repeated run changes nothing). */
export const housekeepingSchedules = {
  "accounts.purge-deleted": "15 3 * * *",
  "accounts.expire-reset-tokens": "5 * * * *",
  "accounts.purge-pending-registrations": "25 3 * * *",
  "mail.purge-outbox": "45 3 * * *",
  "plans.expiry-reminders": "30 9 * * *",
  "analytics.rollup": "30 2 * * *",
} as const;

export type HousekeepingJob = keyof typeof housekeepingSchedules;

export function registerHousekeeping(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  clock: () => Date;
  publicUrl: string;
  /** Signs the /member purchase link of the plan reminder. */
  links: LinkSigner;
  /** The notification centre hears of a plan about to end, as the mail does. */
  notify?: NotificationsService["notify"];
  /** Removes a member's stored files (photos, video, documents, exports) before the row goes. */
  eraseFiles?: (userId: string) => Promise<void>;
}) {
  const { db, jobs, mailer, clock } = deps;
  const handlers: Record<HousekeepingJob, () => Promise<void>> = {
    /**
     * A deleted account's creation IP and time are kept one year after the deletion (the
     * 2016 advisory), then erased; the emptied row stays for the payment records.
     */
    async "accounts.purge-deleted"() {
      const before = new Date(clock().getTime() - rules.deletedAccountRecordMs);
      await db
        .update(users)
        .set({ createdIp: null, createdAt: sql`"deleted_at"` }) // the time of creation goes too
        .where(
          and(
            lt(users.deletedAt, before),
            or(isNotNull(users.createdIp), lt(users.createdAt, users.deletedAt)),
          ),
        );
    },

    /** Used and expired reset tokens are of no further use to anyone. */
    async "accounts.expire-reset-tokens"() {
      await db
        .delete(passwordResetTokens)
        .where(
          or(lt(passwordResetTokens.expiresAt, clock()), isNotNull(passwordResetTokens.usedAt)),
        );
    },

    /**
     * A pending registration (a sign-up with an email that has an account, answered as a new
     * one would be) can never be confirmed: once its confirmation link would have expired it
     * goes, with its profile, consents and files. One that started a payment is kept with the
     * payment records (tax law), like a deleted account.
     */
    async "accounts.purge-pending-registrations"() {
      const before = new Date(clock().getTime() - rules.emailConfirmation.linkValidMs);
      for (;;) {
        const due = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.shadow, true),
              lt(users.createdAt, before),
              sql`not exists (select 1 from ${paymentOrders} where ${paymentOrders.userId} = ${users.id})`,
            ),
          )
          .limit(200);
        for (const { id } of due) {
          await deps.eraseFiles?.(id);
          await db.delete(users).where(and(eq(users.id, id), eq(users.shadow, true)));
        }
        if (due.length < 200) return;
      }
    },

    /** Sent mails (addresses, reset links) are kept 30 days for support questions. */
    async "mail.purge-outbox"() {
      await db.delete(outbox).where(lt(outbox.createdAt, new Date(clock().getTime() - 30 * day)));
    },

    /**
     * One reminder per plan period, a week before its end, unless a later period is already
     * paid for. Each is claimed (reminded_at) before its mail is stored, so two runs never
     * send it twice.
     */
    async "plans.expiry-reminders"() {
      const now = clock();
      const later = sql`exists (select 1 from ${subscriptions} s2 where s2.user_id = ${subscriptions.userId} and s2.ends_at > ${subscriptions.endsAt})`;
      const due = await db
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          plan: subscriptions.plan,
          endsAt: subscriptions.endsAt,
          email: users.email,
          lang: users.lang,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            isNull(subscriptions.remindedAt),
            gt(subscriptions.endsAt, now),
            lte(subscriptions.endsAt, new Date(now.getTime() + rules.planReminderBeforeMs)),
            isNull(users.deletedAt),
            sql`not ${later}`,
          ),
        )
        .limit(1000);
      for (const row of due) {
        const [claimed] = await db
          .update(subscriptions)
          .set({ remindedAt: now })
          .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.remindedAt)))
          .returning({ id: subscriptions.id });
        if (!claimed) continue;
        await deps.notify?.({
          kind: "plan_expiring",
          to: row.userId,
          actor: null,
          data: { plan: row.plan, ends_at: row.endsAt.toISOString() },
        });
        await mailer.send({
          to: row.email,
          lang: mailLang(row.lang),
          template: {
            kind: "plan_expiring",
            plan: row.plan,
            endsAt: row.endsAt,
            link: `${deps.publicUrl}/subscription`,
            payLink: memberPayLink(
              deps.links,
              deps.publicUrl,
              { id: row.userId, email: row.email },
              now,
            ),
          },
        });
      }
    },

    /**
     * Counts the raw events of the last 90 finished days (UTC) into analytics_daily, then
     * removes raw events older than that. Recounting whole days keeps a repeated run exact.
     */
    async "analytics.rollup"() {
      const today = new Date(clock());
      today.setUTCHours(0, 0, 0, 0);
      const from = new Date(today.getTime() - 90 * day);
      await db.execute(sql`
        insert into analytics_daily (day, type, path, name, lang, count, value_sum)
        select (analytics_events.at at time zone 'UTC')::date, type, path, coalesce(name, ''), coalesce(lang, ''),
               count(*)::int, coalesce(sum(value), 0)
        from analytics_events
        where analytics_events.at >= ${from.toISOString()}::timestamptz
          and analytics_events.at < ${today.toISOString()}::timestamptz
        group by 1, 2, 3, 4, 5
        on conflict (day, type, path, name, lang)
        do update set count = excluded.count, value_sum = excluded.value_sum`);
      await db.execute(
        sql`delete from analytics_events where at < ${from.toISOString()}::timestamptz`,
      );
    },
  };

  for (const [name, handler] of Object.entries(handlers)) {
    jobs.define(name, handler, { retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: 600 });
    jobs.schedule(name, housekeepingSchedules[name as HousekeepingJob]);
  }
}
