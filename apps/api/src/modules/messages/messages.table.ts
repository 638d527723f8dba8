import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.table.ts";

/** One conversation per pair of members; user_low is the smaller id, so the pair is unique. */
export const chatThreads = pgTable(
  "chat_threads",
  {
    id: text("id").primaryKey(),
    userLow: text("user_low")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHigh: text("user_high")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("chat_threads_pair_key").on(t.userLow, t.userHigh), index().on(t.userHigh)],
);

/**
 * Each member's side of a thread, so "my threads, latest first" reads one index
 * (user_id, last_seq) instead of sorting every message the member ever exchanged.
 */
export const chatThreadMembers = pgTable(
  "chat_thread_members",
  {
    threadId: text("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    otherId: text("other_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
    lastMessageId: text("last_message_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index("chat_thread_members_user_last_idx").on(t.userId, t.lastSeq.desc()),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    // Strictly increasing: orders a thread even when two messages share a timestamp.
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    threadId: text("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    fromId: text("from_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toId: text("to_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    // The sender's retry key; NULLs are distinct, so sends without one never collide.
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("messages_sender_client_key").on(t.fromId, t.clientId),
    index("messages_thread_seq_idx").on(t.threadId, t.seq.desc()),
    index("messages_unread_idx").on(t.toId, t.threadId).where(sql`${t.readAt} is null`),
  ],
);
