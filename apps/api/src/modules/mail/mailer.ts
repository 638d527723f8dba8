import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { outbox } from "./outbox.table.ts";

export interface Mail {
  to: string;
  subject: string;
  body: string;
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Writes every mail to the outbox; with SMTP_URL it is then delivered and marked sent.
 * Without SMTP the log is the mailbox (development and demo), so the text is logged.
 */
export function createMailer(deps: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const id = uuidv7();
      await deps.db.insert(outbox).values({ id, ...mail });
      if (!transport) {
        deps.log.info({ mailTo: mail.to, subject: mail.subject, text: mail.body }, "mail (outbox)");
        return;
      }
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
        });
        await deps.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        deps.log.error({ outboxId: id, reason }, "mail delivery failed");
        await deps.db.update(outbox).set({ error: reason }).where(eq(outbox.id, id));
      }
    },
  };
}
