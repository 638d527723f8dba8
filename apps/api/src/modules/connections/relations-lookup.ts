import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { chatRequests } from "../chat-requests/chat-requests.table.ts";
import { interests } from "../interests/interests.table.ts";
import type { PairRequestTable } from "./pair-request.table.ts";
import { pairRequestSql } from "./pair-sql.ts";

type ChatRequestStatus = "pending" | "accepted" | "declined";
type InterestStatus = "pending" | "accepted" | "rejected";

/** Where the viewer stands with another member; feeds the profile reply's flags. */
export interface Relations {
  /** A chat request I sent (any state), or theirs to me still pending or accepted. */
  chatRequested: boolean;
  /** A chat request either way was accepted: the two may message each other. */
  canChat: boolean;
  /** The chat request between us that matters most: accepted, else pending, else the latest. */
  chatRequest: { id: string; fromMe: boolean; status: ChatRequestStatus } | null;
  /** I sent them an interest. */
  iAmInterested: boolean;
  /** They sent me an interest. */
  theyAreInterested: boolean;
  /** The interest they sent me, for the action bar's Accept. */
  interestReceived: { id: string; status: InterestStatus } | null;
  /** Accepted either way, or pending both ways (the Match tab's rule). */
  matched: boolean;
  iBlocked: boolean;
  blockedMe: boolean;
}

const rank = { accepted: 0, pending: 1, declined: 2, rejected: 2 } as const;

/** The pair's requests of one kind, both directions, cancelled ones left out (at most two). */
function between<Refusal extends string>(
  db: Db,
  table: PairRequestTable<Refusal>,
  a: string,
  b: string,
) {
  const { eitherWay } = pairRequestSql(table);
  return db
    .select({ id: table.id, fromId: table.fromId, status: table.status })
    .from(table)
    .where(and(eitherWay(a, b), ne(table.status, "cancelled")))
    .orderBy(sql`${table.createdAt} desc`);
}

export function createRelationsLookup({ db }: { db: Db }) {
  return {
    async between(viewerId: string, otherId: string): Promise<Relations> {
      const blocked = (blocker: string, blockedId: string) =>
        sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blocker} and ${blocks.blockedId} = ${blockedId})`;
      const [[blockRow], interestRows, chatRows] = await Promise.all([
        // One row: the viewer's own user row anchors a single select of both block flags.
        db
          .select({ iBlocked: blocked(viewerId, otherId), blockedMe: blocked(otherId, viewerId) })
          .from(users)
          .where(eq(users.id, viewerId)),
        between(db, interests, viewerId, otherId),
        between(db, chatRequests, viewerId, otherId),
      ]);
      const mine = interestRows.find((r) => r.fromId === viewerId);
      const theirs = interestRows.find((r) => r.fromId === otherId);
      const chat = [...chatRows].sort(
        (x, y) => rank[x.status as ChatRequestStatus] - rank[y.status as ChatRequestStatus],
      )[0];
      return {
        chatRequested: chatRows.some((r) => r.fromId === viewerId || r.status !== "declined"),
        canChat: chatRows.some((r) => r.status === "accepted"),
        chatRequest: chat
          ? {
              id: chat.id,
              fromMe: chat.fromId === viewerId,
              status: chat.status as ChatRequestStatus,
            }
          : null,
        iAmInterested: Boolean(mine),
        theyAreInterested: Boolean(theirs),
        interestReceived: theirs
          ? { id: theirs.id, status: theirs.status as InterestStatus }
          : null,
        matched:
          interestRows.some((r) => r.status === "accepted") ||
          (mine?.status === "pending" && theirs?.status === "pending"),
        iBlocked: blockRow?.iBlocked ?? false,
        blockedMe: blockRow?.blockedMe ?? false,
      };
    },
  };
}
export type RelationsLookup = ReturnType<typeof createRelationsLookup>;
