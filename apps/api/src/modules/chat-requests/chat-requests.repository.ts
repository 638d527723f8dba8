import { and, count, desc, eq, gte, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { lockFor, visibleTo } from "../connections/pair-sql.ts";
import { chatRequests } from "./chat-requests.table.ts";

export type ChatRequestRow = typeof chatRequests.$inferSelect;

export type RequestResult =
  | { kind: "created"; row: ChatRequestRow }
  | { kind: "duplicate" }
  | { kind: "reverse" }
  | { kind: "quota" };

const notCancelled = ne(chatRequests.status, "cancelled");
const pair = (from: string, to: string) =>
  and(eq(chatRequests.fromId, from), eq(chatRequests.toId, to));

export function createChatRequestsRepository({ db }: { db: Db }) {
  return {
    /**
     * Checks for a request either way, then the daily quota (max null: none), then inserts,
     * in one transaction holding the sender's lock.
     */
    async send(input: {
      fromId: string;
      toId: string;
      now: Date;
      since: Date;
      max: number | null;
    }): Promise<RequestResult> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `chat_requests:${input.fromId}`);
        const [mine] = await tx
          .select({ id: chatRequests.id })
          .from(chatRequests)
          .where(and(pair(input.fromId, input.toId), notCancelled));
        if (mine) return { kind: "duplicate" } as const;
        const [theirs] = await tx
          .select({ id: chatRequests.id })
          .from(chatRequests)
          .where(
            and(
              pair(input.toId, input.fromId),
              inArray(chatRequests.status, ["pending", "accepted"]),
            ),
          );
        if (theirs) return { kind: "reverse" } as const;
        if (input.max !== null) {
          const [sent] = await tx
            .select({ n: count() })
            .from(chatRequests)
            .where(
              and(eq(chatRequests.fromId, input.fromId), gte(chatRequests.createdAt, input.since)),
            );
          if ((sent?.n ?? 0) >= input.max) return { kind: "quota" } as const;
        }
        const [row] = await tx
          .insert(chatRequests)
          .values({ id: uuidv7(), fromId: input.fromId, toId: input.toId, createdAt: input.now })
          .onConflictDoNothing()
          .returning();
        return row ? ({ kind: "created", row } as const) : ({ kind: "duplicate" } as const);
      });
    },

    /** A request the member sent or received, if the other side is still visible to them. */
    async findFor(memberId: string, id: string): Promise<ChatRequestRow | null> {
      const [row] = await db
        .select()
        .from(chatRequests)
        .where(
          and(
            eq(chatRequests.id, id),
            notCancelled,
            or(
              and(eq(chatRequests.fromId, memberId), visibleTo(memberId, chatRequests.toId)),
              and(eq(chatRequests.toId, memberId), visibleTo(memberId, chatRequests.fromId)),
            ),
          ),
        );
      return row ?? null;
    },

    async answer(id: string, toId: string, status: "accepted" | "declined", now: Date) {
      const [row] = await db
        .update(chatRequests)
        .set({ status, answeredAt: now })
        .where(
          and(
            eq(chatRequests.id, id),
            eq(chatRequests.toId, toId),
            eq(chatRequests.status, "pending"),
          ),
        )
        .returning();
      return row ?? null;
    },

    async cancel(id: string, fromId: string, now: Date) {
      const [row] = await db
        .update(chatRequests)
        .set({ status: "cancelled", cancelledAt: now })
        .where(
          and(
            eq(chatRequests.id, id),
            eq(chatRequests.fromId, fromId),
            eq(chatRequests.status, "pending"),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** One page, newest first, one row more than asked. */
    async list(opts: {
      memberId: string;
      direction: "received" | "sent";
      status: "pending" | "accepted";
      limit: number;
      offset: number;
    }): Promise<ChatRequestRow[]> {
      const mine =
        opts.direction === "received"
          ? and(eq(chatRequests.toId, opts.memberId), visibleTo(opts.memberId, chatRequests.fromId))
          : and(
              eq(chatRequests.fromId, opts.memberId),
              visibleTo(opts.memberId, chatRequests.toId),
            );
      return db
        .select()
        .from(chatRequests)
        .where(and(mine, eq(chatRequests.status, opts.status)))
        .orderBy(desc(chatRequests.createdAt), desc(chatRequests.id))
        .limit(opts.limit + 1)
        .offset(opts.offset);
    },

    async countPendingReceived(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatRequests)
        .where(
          and(
            eq(chatRequests.toId, memberId),
            eq(chatRequests.status, "pending"),
            visibleTo(memberId, chatRequests.fromId),
          ),
        );
      return row?.n ?? 0;
    },

    /** An accepted request in either direction: the pair may chat. */
    async acceptedBetween(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatRequests.id })
        .from(chatRequests)
        .where(and(or(pair(a, b), pair(b, a)), eq(chatRequests.status, "accepted")))
        .limit(1);
      return Boolean(row);
    },

    /** Every request between the pair, cancelled ones included (for the trail). */
    async between(a: string, b: string): Promise<ChatRequestRow[]> {
      return db
        .select()
        .from(chatRequests)
        .where(or(pair(a, b), pair(b, a)));
    },

    async erase(memberId: string) {
      await db
        .delete(chatRequests)
        .where(or(eq(chatRequests.fromId, memberId), eq(chatRequests.toId, memberId)));
    },
  };
}
export type ChatRequestsRepository = ReturnType<typeof createChatRequestsRepository>;
