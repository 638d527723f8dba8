import { type AnyColumn, and, count, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { chatRequests } from "../chat-requests/chat-requests.table.ts";
import { notBlocked, visibleTo } from "../connections/pair-sql.ts";
import { profiles } from "../profiles/profiles.table.ts";
import { chatThreadMembers, chatThreads, messages } from "./messages.table.ts";

export type MessageRow = typeof messages.$inferSelect;

/** A messages row as raw SQL returns it: snake_case, and bigint/timestamps as the driver gives. */
interface RawMessage extends Record<string, unknown> {
  id: string;
  seq: string | number | bigint;
  thread_id: string;
  from_id: string;
  to_id: string;
  body: string;
  client_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}
const fromRaw = (raw: RawMessage): MessageRow => ({
  id: raw.id,
  seq: Number(raw.seq),
  threadId: raw.thread_id,
  fromId: raw.from_id,
  toId: raw.to_id,
  body: raw.body,
  clientId: raw.client_id,
  createdAt: new Date(raw.created_at),
  readAt: raw.read_at === null ? null : new Date(raw.read_at),
});
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
        avatarUrl: profiles.avatarUrl,
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
     * Stores the message and moves the thread to the top for both members; a client_id the
     * sender used before returns that message instead. One statement, so one round trip and
     * atomic without BEGIN/COMMIT: under load every round trip waits for a CPU, and the six of
     * a transaction were most of a send's latency (docs/performance.md, "Live chat").
     */
    async store(input: {
      fromId: string;
      toId: string;
      body: string;
      clientId: string | null;
      now: Date;
    }): Promise<{ row: MessageRow; created: boolean }> {
      const [userLow, userHigh] =
        input.fromId < input.toId ? [input.fromId, input.toId] : [input.toId, input.fromId];
      const insert = () =>
        db.execute(sql`
          with created_thread as (
            insert into chat_threads (id, user_low, user_high, created_at)
            values (${uuidv7()}, ${userLow}, ${userHigh}, ${input.now})
            on conflict (user_low, user_high) do nothing
            returning id
          ), thread as (
            select id from created_thread
            union all
            select id from chat_threads where user_low = ${userLow} and user_high = ${userHigh}
            limit 1
          ), message as (
            insert into messages (id, thread_id, from_id, to_id, body, client_id, created_at)
            select ${uuidv7()}::text, thread.id, ${input.fromId}::text, ${input.toId}::text,
              ${input.body}::text, ${input.clientId}::text, ${input.now}::timestamptz
            from thread
            on conflict do nothing
            returning *
          ), sides as (
            insert into chat_thread_members (thread_id, user_id, other_id, last_seq, last_message_id)
            select message.thread_id, side.user_id, side.other_id, message.seq, message.id
            from message
            cross join (values (${input.fromId}::text, ${input.toId}::text), (${input.toId}, ${input.fromId}))
              as side (user_id, other_id)
            -- Both sides in one order whoever sends: two first messages at once would otherwise
            -- lock the pair's rows in opposite orders and deadlock.
            order by side.user_id
            on conflict (thread_id, user_id) do update
              set last_seq = excluded.last_seq, last_message_id = excluded.last_message_id
              -- Two sends committing out of order must not move the thread back.
              where chat_thread_members.last_seq < excluded.last_seq
          )
          select * from message`);
      // A first message racing another for a new pair: the other's thread committed after
      // this statement's snapshot, so it found no thread. A second run sees it.
      for (let attempt = 0; attempt < 2; attempt++) {
        // Both drivers answer raw SQL with `rows`; the Db type leaves the result unknown.
        const [raw] = ((await insert()) as unknown as { rows: RawMessage[] }).rows;
        if (raw) return { row: fromRaw(raw), created: true };
        // The same client_id raced in from another request and won: that message is the answer.
        if (input.clientId) {
          const existing = await byClientId(input.fromId, input.clientId);
          if (existing) return { row: existing, created: false };
        }
      }
      throw new Error("message insert found no thread twice");
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

    /**
     * Accepted chat requests either way with no message yet (so no thread): the conversations
     * the thread list shows first, newest answer first, until their first message.
     */
    async acceptedWithoutThread(memberId: string, limit: number) {
      const otherId = sql<string>`case when ${chatRequests.fromId} = ${memberId} then ${chatRequests.toId} else ${chatRequests.fromId} end`;
      return db
        .select({ otherId, name: profiles.name, avatarUrl: profiles.avatarUrl })
        .from(chatRequests)
        .innerJoin(profiles, eq(profiles.id, otherId))
        .where(
          and(
            eq(chatRequests.status, "accepted"),
            or(eq(chatRequests.fromId, memberId), eq(chatRequests.toId, memberId)),
            visibleTo(memberId, otherId),
            sql`not exists (select 1 from ${chatThreads} where ${chatThreads.userLow} = least(${chatRequests.fromId}, ${chatRequests.toId}) and ${chatThreads.userHigh} = greatest(${chatRequests.fromId}, ${chatRequests.toId}))`,
          ),
        )
        .orderBy(sql`${chatRequests.answeredAt} desc nulls last`)
        .limit(limit);
    },

    /** Account deletion: the member's conversations go, with every message in them. */
    async erase(memberId: string) {
      await db
        .delete(chatThreads)
        .where(or(eq(chatThreads.userLow, memberId), eq(chatThreads.userHigh, memberId)));
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
