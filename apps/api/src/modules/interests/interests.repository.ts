import { and, count, desc, eq, getTableColumns, gte, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { lockFor, visibleTo } from "../connections/pair-sql.ts";
import { interests } from "./interests.table.ts";

export type InterestRow = typeof interests.$inferSelect;
export type InterestListRow = InterestRow & { matched: boolean };

const reverse = alias(interests, "reverse");
// An alias inside raw SQL renders as its bare name, so the FROM spells out the table.
const reverseFrom = sql`${interests} as ${reverse}`;
const notCancelled = ne(interests.status, "cancelled");

/** The interest the other way round, not cancelled, matching `extra`. */
const reverseExists = (extra: SQL) =>
  sql`exists (select 1 from ${reverseFrom} where ${reverse.fromId} = ${interests.toId} and ${reverse.toId} = ${interests.fromId} and ${extra})`;

/** Accepted in either direction, or pending both ways (business rules, Interests and chat). */
const matched = sql<boolean>`(${interests.status} = 'accepted' or ${reverseExists(
  sql`(${reverse.status} = 'accepted' or (${reverse.status} = 'pending' and ${interests.status} = 'pending'))`,
)})`;

/** One row per matched pair: the accepted one (the older if both are), else the older pending. */
const representsMatch = sql`((${interests.status} = 'accepted' and not ${reverseExists(
  sql`${reverse.status} = 'accepted' and ${reverse.id} < ${interests.id}`,
)}) or (${interests.status} = 'pending' and ${reverseExists(
  sql`${reverse.status} = 'pending' and ${reverse.id} > ${interests.id}`,
)}))`;

export type SendResult =
  | { kind: "created"; row: InterestRow }
  | { kind: "duplicate" }
  | { kind: "quota" };

export function createInterestsRepository({ db }: { db: Db }) {
  const listColumns = { ...getTableColumns(interests), matched };

  return {
    /**
     * Counts the sender's sends since `since` and inserts when under `max` (null: no limit),
     * in one transaction holding the sender's lock, so parallel sends cannot overshoot.
     */
    async send(input: {
      fromId: string;
      toId: string;
      now: Date;
      since: Date;
      max: number | null;
    }): Promise<SendResult> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `interests:${input.fromId}`);
        const [existing] = await tx
          .select({ id: interests.id })
          .from(interests)
          .where(
            and(eq(interests.fromId, input.fromId), eq(interests.toId, input.toId), notCancelled),
          );
        if (existing) return { kind: "duplicate" } as const;
        if (input.max !== null) {
          const [sent] = await tx
            .select({ n: count() })
            .from(interests)
            .where(and(eq(interests.fromId, input.fromId), gte(interests.createdAt, input.since)));
          if ((sent?.n ?? 0) >= input.max) return { kind: "quota" } as const;
        }
        const [row] = await tx
          .insert(interests)
          .values({ id: uuidv7(), fromId: input.fromId, toId: input.toId, createdAt: input.now })
          .onConflictDoNothing()
          .returning();
        return row ? ({ kind: "created", row } as const) : ({ kind: "duplicate" } as const);
      });
    },

    /** An interest the member sent or received, if the other side is still visible to them. */
    async findFor(memberId: string, id: string): Promise<InterestRow | null> {
      const [row] = await db
        .select()
        .from(interests)
        .where(
          and(
            eq(interests.id, id),
            notCancelled,
            or(
              and(eq(interests.fromId, memberId), visibleTo(memberId, interests.toId)),
              and(eq(interests.toId, memberId), visibleTo(memberId, interests.fromId)),
            ),
          ),
        );
      return row ?? null;
    },

    /** Moves a pending interest to the receiver's answer; null when it was not pending. */
    async answer(id: string, toId: string, status: "accepted" | "rejected", now: Date) {
      const [row] = await db
        .update(interests)
        .set({ status, answeredAt: now })
        .where(and(eq(interests.id, id), eq(interests.toId, toId), eq(interests.status, "pending")))
        .returning();
      return row ?? null;
    },

    async cancel(id: string, fromId: string, now: Date) {
      const [row] = await db
        .update(interests)
        .set({ status: "cancelled", cancelledAt: now })
        .where(
          and(eq(interests.id, id), eq(interests.fromId, fromId), eq(interests.status, "pending")),
        )
        .returning();
      return row ?? null;
    },

    async withMatch(id: string): Promise<InterestListRow | null> {
      const [row] = await db.select(listColumns).from(interests).where(eq(interests.id, id));
      return row ?? null;
    },

    /** One page, newest first, one row more than asked to tell whether another page follows. */
    async list(
      memberId: string,
      type: "sent" | "received" | "matched",
      limit: number,
      offset: number,
    ): Promise<InterestListRow[]> {
      const where =
        type === "sent"
          ? and(eq(interests.fromId, memberId), visibleTo(memberId, interests.toId))
          : type === "received"
            ? and(eq(interests.toId, memberId), visibleTo(memberId, interests.fromId))
            : and(
                or(
                  and(eq(interests.fromId, memberId), visibleTo(memberId, interests.toId)),
                  and(eq(interests.toId, memberId), visibleTo(memberId, interests.fromId)),
                ),
                representsMatch,
              );
      return db
        .select(listColumns)
        .from(interests)
        .where(and(where, notCancelled))
        .orderBy(desc(interests.createdAt), desc(interests.id))
        .limit(limit + 1)
        .offset(offset);
    },

    async pendingReceived(memberId: string, limit: number): Promise<InterestRow[]> {
      return db
        .select()
        .from(interests)
        .where(
          and(
            eq(interests.toId, memberId),
            eq(interests.status, "pending"),
            visibleTo(memberId, interests.fromId),
          ),
        )
        .orderBy(desc(interests.createdAt), desc(interests.id))
        .limit(limit);
    },

    async countPendingReceived(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(interests)
        .where(
          and(
            eq(interests.toId, memberId),
            eq(interests.status, "pending"),
            visibleTo(memberId, interests.fromId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Every interest between the pair, cancelled ones included (for the trail). */
    async between(a: string, b: string): Promise<InterestRow[]> {
      return db
        .select()
        .from(interests)
        .where(
          or(
            and(eq(interests.fromId, a), eq(interests.toId, b)),
            and(eq(interests.fromId, b), eq(interests.toId, a)),
          ),
        );
    },

    /** Account deletion erases interests sent and received. */
    async erase(memberId: string) {
      await db
        .delete(interests)
        .where(or(eq(interests.fromId, memberId), eq(interests.toId, memberId)));
    },
  };
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;
