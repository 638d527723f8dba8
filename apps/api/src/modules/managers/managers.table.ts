import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/**
 * Family members who manage a member's profile with their own sign-in (issue 21 item 5). A row
 * is `invited` until its mailed one-time link is used, then `active` with the manager's account.
 * The manager's account has no profile of its own: its sign-in acts on the member's profile.
 */
export const managers = pgTable(
  "managers",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    relation: text("relation").notNull(),
    status: text("status").notNull().default("invited"),
    /** Set when the invitation is accepted. */
    managerUserId: text("manager_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The manager's own name, given on the invitation page. */
    name: text("name"),
    /** SHA-256 of the mailed one-time token; cleared once used. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.memberId),
    uniqueIndex("managers_member_email_key").on(t.memberId, sql`lower(${t.email})`),
    // One managed profile per manager account: its sign-in acts on that profile.
    uniqueIndex("managers_manager_user_key").on(t.managerUserId),
    uniqueIndex("managers_token_hash_key").on(t.tokenHash),
  ],
);

/**
 * What was done on a profile that has managers, and by whom: the member or one of the
 * managers (actor). Rows are only ever added; written by one hook after each successful
 * write call (managers.audit.ts), so no route can forget it.
 */
export const profileActions = pgTable(
  "profile_actions",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account that made the call: the member's own id or a manager's. */
    actorId: text("actor_id").notNull(),
    /** `POST /api/v1/interests`: the method and the route's pattern. */
    action: text("action").notNull(),
    /** The object of the call (the route's `:id`, `to` or `pid`), when it names one. */
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId, t.at), index().on(t.actorId, t.at)],
);
