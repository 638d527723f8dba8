import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every mail the app sends is written here first; SMTP delivery marks it sent. */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index().on(t.to, t.createdAt)],
);
