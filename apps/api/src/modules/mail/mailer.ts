import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { outbox } from "./outbox.table.ts";
import { type MailLang, type MailTemplate, renderMail } from "./templates.ts";

export interface Mail {
  to: string;
  lang: MailLang;
  template: MailTemplate;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on notification mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Stored in the outbox before it returns; delivered by the job queue. */
  send(mail: Mail): Promise<void>;
}

/** Tries of one mail: the first and 8 retries, waits doubling from 30 s (about 2 hours in all). */
const deliverJob = "mail.deliver";
const sweepJob = "mail.sweep";
const retryLimit = 8;

/**
 * Writes every mail to the outbox, then a `mail.deliver` job sends it through SMTP_URL and
 * marks it sent; a refused or failed delivery is retried by the queue, from the outbox row.
 * Without SMTP the log is the mailbox (development and demo), so the text is logged.
 */
export function createMailer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const { db, log, jobs } = deps;
  const transport = deps.smtpUrl ? nodemailer.createTransport(pooled(deps.smtpUrl)) : null;

  async function deliver({ outboxId }: { outboxId: string }) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId)).limit(1);
    if (!row || row.sentAt || !transport) return;
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        headers: { ...row.headers, "Content-Language": row.lang },
      });
      await db
        .update(outbox)
        .set({ sentAt: new Date(), error: null, attempts: row.attempts + 1 })
        .where(eq(outbox.id, outboxId));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      // The outbox id and the reason only: the address and the text stay out of the log.
      log.warn({ outboxId, attempt: row.attempts + 1, reason }, "mail delivery failed");
      await db
        .update(outbox)
        .set({ error: reason, attempts: row.attempts + 1 })
        .where(eq(outbox.id, outboxId));
      throw err;
    }
  }

  jobs.define(deliverJob, deliver, {
    retryLimit,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    // A digest makes thousands at 7 am: several at once over the pool's connections.
    batchSize: 10,
  });
  // A mail stored by a process that died before it queued the delivery is never tried:
  // every 10 minutes such mails (a few minutes old, never attempted) are queued again.
  jobs.define(sweepJob, async () => {
    if (!transport) return;
    const now = Date.now();
    const stranded = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          eq(outbox.attempts, 0),
          lt(outbox.createdAt, new Date(now - 5 * 60_000)),
          gt(outbox.createdAt, new Date(now - 2 * 86_400_000)),
        ),
      )
      .limit(500);
    for (const { id } of stranded) await jobs.send(deliverJob, { outboxId: id });
  });
  jobs.schedule(sweepJob, "*/10 * * * *");

  return {
    async send(mail) {
      const id = uuidv7();
      const content = renderMail(mail.template, mail.lang);
      await db.insert(outbox).values({
        id,
        to: mail.to,
        kind: mail.template.kind,
        lang: mail.lang,
        subject: content.subject,
        body: content.text,
        html: content.html,
        headers: mail.headers ?? null,
      });
      if (!transport) {
        log.info(
          { mailTo: mail.to, subject: content.subject, text: content.text },
          "mail (outbox)",
        );
        return;
      }
      await jobs.send(deliverJob, { outboxId: id });
    },
  };
}

/**
 * Mail goes over a few kept-open SMTP connections (nodemailer's pool: at most 5, 100 mails
 * each) instead of one connection per mail; `?pool=false` in SMTP_URL turns it off.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  return url.toString();
}
