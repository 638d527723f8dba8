import { and, count, desc, eq, getTableName, gte, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import type { PairRequestTable } from "./pair-request.table.ts";
import { type Direction, lockFor, pairRequestSql } from "./pair-sql.ts";

export type PairRequestRow<Refusal extends string> = PairRequestTable<Refusal>["$inferSelect"];

/** What a send came to; "reverse" only for tables that refuse a request back. */
export type PairSendResult<Refusal extends string, RefuseReverse extends boolean> =
  | { kind: "created"; row: PairRequestRow<Refusal> }
  | { kind: "duplicate" }
  | { kind: "quota" }
  | (RefuseReverse extends true ? { kind: "reverse" } : never);

/**
 * The queries interests and chat requests share, over the module's own table. `refuseReverse`
 * turns away a send when the other member already asked (pending or accepted) the other way.
 */
export function createPairRequestsRepository<Refusal extends string, RefuseReverse extends boolean>(
  db: Db,
  table: PairRequestTable<Refusal>,
  options: { refuseReverse: RefuseReverse },
) {
  type Row = PairRequestRow<Refusal>;
  const { notCancelled, pair, eitherWay, mine, sentOrReceived } = pairRequestSql(table);
  // The lock key keeps the name the modules used before: one lock per table and sender.
  const lockPrefix = getTableName(table);
  // Drizzle cannot resolve an update's returned status while Refusal is still generic; the
  // row is the table's select row all the same.
  const asRow = (row: unknown) => (row as Row | undefined) ?? null;

  return {
    /**
     * Checks for a request this way (and the other, with `refuseReverse`), then the daily
     * quota (max null: none), then inserts, in one transaction holding the sender's lock so
     * parallel sends cannot overshoot.
     */
    async send(input: {
      fromId: string;
      toId: string;
      now: Date;
      since: Date;
      max: number | null;
    }): Promise<PairSendResult<Refusal, RefuseReverse>> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `${lockPrefix}:${input.fromId}`);
        const [existing] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(pair(input.fromId, input.toId), notCancelled));
        if (existing) return { kind: "duplicate" } as const;
        if (options.refuseReverse) {
          const [theirs] = await tx
            .select({ id: table.id })
            .from(table)
            .where(
              and(pair(input.toId, input.fromId), inArray(table.status, ["pending", "accepted"])),
            );
          if (theirs) return { kind: "reverse" } as PairSendResult<Refusal, RefuseReverse>;
        }
        if (input.max !== null) {
          const [sent] = await tx
            .select({ n: count() })
            .from(table)
            .where(and(eq(table.fromId, input.fromId), gte(table.createdAt, input.since)));
          if ((sent?.n ?? 0) >= input.max) return { kind: "quota" } as const;
        }
        const [row] = await tx
          .insert(table)
          .values({ id: uuidv7(), fromId: input.fromId, toId: input.toId, createdAt: input.now })
          .onConflictDoNothing()
          .returning();
        return row ? ({ kind: "created", row } as const) : ({ kind: "duplicate" } as const);
      });
    },

    /** A request the member sent or received, if the other side is still visible to them. */
    async findFor(memberId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), notCancelled, sentOrReceived(memberId)));
      return row ?? null;
    },

    /** Moves a pending request to the receiver's answer; null when it was not pending. */
    async answer(
      id: string,
      toId: string,
      status: "accepted" | Refusal,
      now: Date,
    ): Promise<Row | null> {
      const rows = await db
        .update(table)
        .set({ status, answeredAt: now })
        .where(and(eq(table.id, id), eq(table.toId, toId), eq(table.status, "pending")))
        .returning();
      return asRow(rows[0]);
    },

    /** The sender withdraws a pending request; null when it was not pending. */
    async cancel(id: string, fromId: string, now: Date): Promise<Row | null> {
      const rows = await db
        .update(table)
        .set({ status: "cancelled", cancelledAt: now })
        .where(and(eq(table.id, id), eq(table.fromId, fromId), eq(table.status, "pending")))
        .returning();
      return asRow(rows[0]);
    },

    /** `limit` rows of one direction and state, newest first. */
    async page(opts: {
      memberId: string;
      direction: Direction;
      status: "pending" | "accepted";
      limit: number;
      offset: number;
    }): Promise<Row[]> {
      return db
        .select()
        .from(table)
        .where(and(mine(opts.memberId, opts.direction), eq(table.status, opts.status)))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(opts.limit)
        .offset(opts.offset);
    },

    /** Requests waiting for the member's answer, for the bottom nav's badge. */
    async countPendingReceived(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(mine(memberId, "received"), eq(table.status, "pending")));
      return row?.n ?? 0;
    },

    /** An accepted request in either direction. */
    async acceptedBetween(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eitherWay(a, b), eq(table.status, "accepted")))
        .limit(1);
      return Boolean(row);
    },

    /** Every request between the pair, cancelled ones included (for the trail). */
    async between(a: string, b: string): Promise<Row[]> {
      return db.select().from(table).where(eitherWay(a, b));
    },

    /** Account deletion erases requests sent and received. */
    async erase(memberId: string) {
      await db.delete(table).where(or(eq(table.fromId, memberId), eq(table.toId, memberId)));
    },
  };
}

export type PairRequestsRepository<
  Refusal extends string,
  RefuseReverse extends boolean,
> = ReturnType<typeof createPairRequestsRepository<Refusal, RefuseReverse>>;
