import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { MemberChanged } from "../accounts/accounts.repository.ts";
import { users } from "../accounts/accounts.table.ts";
import { blocks } from "./blocks.table.ts";

export function createBlocksRepository({
  db,
  changed = () => {},
}: {
  db: Db;
  changed?: MemberChanged;
}) {
  return {
    /** Blocking is allowed against any member who has not deleted their account. */
    async exists(memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, memberId), isNull(users.deletedAt)));
      return Boolean(row);
    },

    /** Blocking twice keeps the first block. */
    async block(blockerId: string, blockedId: string, now: Date) {
      await db
        .insert(blocks)
        .values({ blockerId, blockedId, createdAt: now })
        .onConflictDoNothing();
      changed(blockerId);
      changed(blockedId);
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      changed(blockerId);
      changed(blockedId);
    },

    /** When I blocked them, or null (their block on me is never told). */
    async blockedAt(blockerId: string, blockedId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: blocks.createdAt })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return row?.at ?? null;
    },
  };
}
export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
