import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "../blocks/blocks.table.ts";
import { chatRequests } from "../chat-requests/chat-requests.table.ts";
import { interests } from "../interests/interests.table.ts";
import type { PairRequestTable } from "./pair-request.table.ts";
import { pairRequestSql } from "./pair-sql.ts";

/** Where the viewer stands with another member; feeds the profile reply's flags. */
export interface Relations {
  /** I have a chat request to them, in any state but cancelled. */
  chatRequested: boolean;
  /** I sent them an interest. */
  iAmInterested: boolean;
  /** They sent me an interest. */
  theyAreInterested: boolean;
  iBlocked: boolean;
  blockedMe: boolean;
}

/** `from` has a request of this kind to `to`, in any state but cancelled. */
function asked(table: PairRequestTable, from: string, to: string) {
  const { pair, notCancelled } = pairRequestSql(table);
  return sql<boolean>`exists (select 1 from ${table} where ${and(pair(from, to), notCancelled)})`;
}

export function createRelationsLookup({ db }: { db: Db }) {
  return {
    async between(viewerId: string, otherId: string): Promise<Relations> {
      const blocked = (blocker: string, blockedId: string) =>
        sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blocker} and ${blocks.blockedId} = ${blockedId})`;
      // One row: the viewer's own user row anchors a single select of five flags.
      const [row] = await db
        .select({
          chatRequested: asked(chatRequests, viewerId, otherId),
          iAmInterested: asked(interests, viewerId, otherId),
          theyAreInterested: asked(interests, otherId, viewerId),
          iBlocked: blocked(viewerId, otherId),
          blockedMe: blocked(otherId, viewerId),
        })
        .from(users)
        .where(eq(users.id, viewerId));
      return (
        row ?? {
          chatRequested: false,
          iAmInterested: false,
          theyAreInterested: false,
          iBlocked: false,
          blockedMe: false,
        }
      );
    },
  };
}
export type RelationsLookup = ReturnType<typeof createRelationsLookup>;
