import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every change an admin made, kept for the community's trust: rows are only ever added. No
 * foreign key on the admin: an admin who later deletes their account leaves the lines behind.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.at), index().on(t.action, t.at)],
);
