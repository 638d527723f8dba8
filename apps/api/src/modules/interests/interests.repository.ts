import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  createPairRequestsRepository,
  type PairRequestRow,
} from "../connections/pair-requests.repository.ts";
import { pairRequestSql } from "../connections/pair-sql.ts";
import { interests } from "./interests.table.ts";

export type InterestRow = PairRequestRow<"rejected">;
export type InterestListRow = InterestRow & { matched: boolean };

const { notCancelled, mine, sentOrReceived } = pairRequestSql(interests);
const reverse = alias(interests, "reverse");
// An alias inside raw SQL renders as its bare name, so the FROM spells out the table.
const reverseFrom = sql`${interests} as ${reverse}`;

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

/** Interests: the shared pair-request queries, plus the "matched" flag and list. */
export function createInterestsRepository({ db }: { db: Db }) {
  const base = createPairRequestsRepository(db, interests, { refuseReverse: false });
  const listColumns = { ...getTableColumns(interests), matched };

  return {
    ...base,

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
        type === "matched" ? and(sentOrReceived(memberId), representsMatch) : mine(memberId, type);
      return db
        .select(listColumns)
        .from(interests)
        .where(and(where, notCancelled))
        .orderBy(desc(interests.createdAt), desc(interests.id))
        .limit(limit + 1)
        .offset(offset);
    },

    pendingReceived: (memberId: string, limit: number): Promise<InterestRow[]> =>
      base.page({ memberId, direction: "received", status: "pending", limit, offset: 0 }),
  };
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;
