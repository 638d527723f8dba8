import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    isAdmin: boolean("is_admin").notNull().default(false),
    managedBy: text("managed_by").notNull().default("self"),
    lang: text("lang").notNull().default("en"),
    // Given at sign-up by the original system's clients (src/compat); erased with the account.
    phone: text("phone"),
    // Bumped on password change and "log out everywhere": older tokens stop working.
    tokenVersion: integer("token_version").notNull().default(0),
    // Kept for the account's life plus one year (matrimonial-site advisory, 2016).
    createdIp: text("created_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // Set when the member opens the mailed link (EMAIL_CONFIRMATION); until then the account
    // may browse and fill its profile but not contact anyone.
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    // A sign-up for an email that already has an account: answered as a new one would be (so
    // nobody learns who is on Sagpan), never confirmed, never found by its email but by its
    // own password at sign-in. The email's owner is mailed instead.
    shadow: boolean("shadow").notNull().default(false),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`).where(sql`not ${t.shadow}`),
    index("users_shadow_email_idx").on(sql`lower(${t.email})`).where(sql`${t.shadow}`),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Only the SHA-256 of the token is stored: a leaked table cannot reset anyone's password.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash), index().on(t.userId)],
);

export const consents = pgTable(
  "consents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    version: text("version").notNull(),
    lang: text("lang").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
  },
  (t) => [index().on(t.userId)],
);
