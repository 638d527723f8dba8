import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the app sends is written here first; the `mail.deliver` job sends it through SMTP
 * and marks it sent, or records the error and is retried.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** The plain-text part. */
    body: text("body").notNull(),
    html: text("html"),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mails). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    lang: text("lang").notNull().default("en"),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
  },
  (t) => [index().on(t.to, t.createdAt)],
);
