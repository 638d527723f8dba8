import { and, eq, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import type { PairRequestTable } from "./pair-request.table.ts";

/** A transaction handle; repositories built on it run their queries inside the transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Ref = SQLWrapper | string;

/** Neither member has blocked the other: a blocked pair sees nothing of each other. */
export const notBlocked = (a: Ref, b: Ref): SQL =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;

/** The member is neither deleted nor suspended. */
export const isLive = (id: Ref): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.deletedAt} is null and ${users.suspendedAt} is null)`;

/** Another member the viewer may see connections with: live and not blocked either way. */
export const visibleTo = (viewerId: string, other: Ref): SQL =>
  sql`(${isLive(other)} and ${notBlocked(viewerId, other)})`;

/**
 * Serialises one member's sends of one kind until the transaction ends, so two requests at
 * once cannot both pass a daily quota check.
 */
export const lockFor = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Start of the calendar day in India that contains `now`. Free-plan quotas reset at midnight
 * IST, the day members live by; IST is UTC+5:30 all year (no daylight saving).
 */
export function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

export type Direction = "sent" | "received";

/** Where-clauses over a pair-request table, for the shared queries and a module's own. */
export function pairRequestSql<Refusal extends string>(table: PairRequestTable<Refusal>) {
  const pair = (from: string, to: string) => and(eq(table.fromId, from), eq(table.toId, to));
  /** The member's side of a request, while the other member is still visible to them. */
  const mine = (memberId: string, direction: Direction) =>
    direction === "sent"
      ? and(eq(table.fromId, memberId), visibleTo(memberId, table.toId))
      : and(eq(table.toId, memberId), visibleTo(memberId, table.fromId));
  return {
    notCancelled: ne(table.status, "cancelled"),
    pair,
    eitherWay: (a: string, b: string) => or(pair(a, b), pair(b, a)),
    mine,
    sentOrReceived: (memberId: string) => or(mine(memberId, "sent"), mine(memberId, "received")),
  };
}
