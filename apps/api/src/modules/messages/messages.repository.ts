import { type AnyColumn, and, count, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { notBlocked, visibleTo } from "../connections/pair-sql.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { chatThreadMembers, chatThreads, messages } from "./messages.table.ts";

export type MessageRow = typeof messages.$inferSelect;
export type ThreadRow = typeof chatThreads.$inferSelect;

/**
 * Spelled as the indexes are built (drizzle's `.desc()` makes DESC NULLS LAST, while a bare
 * DESC means NULLS FIRST and would need a sort); the columns are never null.
 */
const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;

const unread = alias(messages, "unread");
// An alias inside raw SQL renders as its bare name, so the FROM spells out the table.
const unreadFrom = sql`${messages} as ${unread}`;

export function createMessagesRepository({ db }: { db: Db }) {
  const byClientId = async (fromId: string, clientId: string) => {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.fromId, fromId), eq(messages.clientId, clientId)));
    return row ?? null;
  };

  /** The queries behind the thread list and a message page, unexecuted, for EXPLAIN tests. */
  const threadsQuery = (memberId: string, limit: number, offset: number) =>
    db
      .select({
        threadId: chatThreadMembers.threadId,
        otherId: chatThreadMembers.otherId,
        name: profiles.name,
        body: messages.body,
        fromId: messages.fromId,
        at: messages.createdAt,
        unread: sql<number>`(select count(*)::int from ${unreadFrom} where ${unread.threadId} = ${chatThreadMembers.threadId} and ${unread.toId} = ${memberId} and ${unread.readAt} is null)`,
      })
      .from(chatThreadMembers)
      .innerJoin(messages, eq(messages.id, chatThreadMembers.lastMessageId))
      .innerJoin(profiles, eq(profiles.id, chatThreadMembers.otherId))
      .where(
        and(eq(chatThreadMembers.userId, memberId), visibleTo(memberId, chatThreadMembers.otherId)),
      )
      .orderBy(newestFirst(chatThreadMembers.lastSeq))
      .limit(limit + 1)
      .offset(offset);

  const pageQuery = (threadId: string, page: number, size: number) =>
    db
      .select()
      .from(messages)
      .where(eq(messages.threadId, threadId))
      .orderBy(newestFirst(messages.seq))
      .limit(size + 1)
      .offset(page * size);

  return {
    byClientId,

    /** The other member exists, is live, and neither has blocked the other. */
    async reachable(memberId: string, otherId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, otherId),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            notBlocked(memberId, otherId),
          ),
        );
      return Boolean(row);
    },

    /**
     * Stores the message and moves the thread to the top for both members, in one
     * transaction; a client_id the sender used before returns that message instead.
     */
    async store(input: {
      fromId: string;
      toId: string;
      body: string;
      clientId: string | null;
      now: Date;
    }): Promise<{ row: MessageRow; created: boolean }> {
      const stored = await db.transaction(async (tx) => {
        const [userLow, userHigh] =
          input.fromId < input.toId ? [input.fromId, input.toId] : [input.toId, input.fromId];
        await tx
          .insert(chatThreads)
          .values({ id: uuidv7(), userLow, userHigh, createdAt: input.now })
          .onConflictDoNothing();
        const [thread] = await tx
          .select({ id: chatThreads.id })
          .from(chatThreads)
          .where(and(eq(chatThreads.userLow, userLow), eq(chatThreads.userHigh, userHigh)));
        const [row] = await tx
          .insert(messages)
          .values({
            id: uuidv7(),
            threadId: thread!.id,
            fromId: input.fromId,
            toId: input.toId,
            body: input.body,
            clientId: input.clientId,
            createdAt: input.now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        const side = (userId: string, otherId: string) => ({
          threadId: row.threadId,
          userId,
          otherId,
          lastSeq: row.seq,
          lastMessageId: row.id,
        });
        await tx
          .insert(chatThreadMembers)
          .values([side(input.fromId, input.toId), side(input.toId, input.fromId)])
          .onConflictDoUpdate({
            target: [chatThreadMembers.threadId, chatThreadMembers.userId],
            set: {
              lastSeq: sql`excluded.last_seq`,
              lastMessageId: sql`excluded.last_message_id`,
            },
            // Two sends committing out of order must not move the thread back.
            setWhere: sql`${chatThreadMembers.lastSeq} < excluded.last_seq`,
          });
        return row;
      });
      if (stored) return { row: stored, created: true };
      // The same client_id raced in from another request and won: that message is the answer.
      const existing = await byClientId(input.fromId, input.clientId ?? "");
      if (!existing) throw new Error("message insert conflicted without a client_id");
      return { row: existing, created: false };
    },

    async thread(id: string): Promise<ThreadRow | null> {
      const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
      return row ?? null;
    },

    async threadBetween(a: string, b: string): Promise<ThreadRow | null> {
      const [userLow, userHigh] = a < b ? [a, b] : [b, a];
      const [row] = await db
        .select()
        .from(chatThreads)
        .where(and(eq(chatThreads.userLow, userLow), eq(chatThreads.userHigh, userHigh)));
      return row ?? null;
    },

    /** Page `page` counted from the newest; newest first, one row more than asked. */
    async page(threadId: string, page: number, size: number): Promise<MessageRow[]> {
      return pageQuery(threadId, page, size);
    },

    pageQuery,

    /** Marks everything the member received in the thread read; returns how many changed. */
    async markRead(threadId: string, memberId: string, now: Date): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: now })
        .where(
          and(
            eq(messages.threadId, threadId),
            eq(messages.toId, memberId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      return rows.length;
    },

    /** Unread messages from members the reader can still see (the chat badge). */
    async unreadTotal(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.toId, memberId),
            isNull(messages.readAt),
            visibleTo(memberId, messages.fromId),
          ),
        );
      return row?.n ?? 0;
    },

    /** My threads, latest message first, without blocked pairs or gone members. */
    async threads(memberId: string, limit: number, offset: number) {
      return threadsQuery(memberId, limit, offset);
    },

    threadsQuery,

    /** Account deletion: the member's conversations go, with every message in them. */
    async erase(memberId: string) {
      await db
        .delete(chatThreads)
        .where(or(eq(chatThreads.userLow, memberId), eq(chatThreads.userHigh, memberId)));
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
