import { and, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { visibleTo } from "../connections/pair-sql.ts";
import { notifications } from "./notifications.table.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationData = NotificationRow["data"];

/** How long a notification is kept and listed (business-rules.md, Notifications). */
export const keptMs = 90 * 86_400_000;

export function createNotificationsRepository({ db }: { db: Db }) {
  /**
   * What the member may be shown: their own, from the last 90 days, and about a member who
   * is still here and neither blocked nor blocking them (a block made later hides the old ones).
   */
  const shown = (userId: string, now: Date): SQL =>
    and(
      eq(notifications.userId, userId),
      gt(notifications.createdAt, new Date(now.getTime() - keptMs)),
      or(isNull(notifications.actorId), visibleTo(userId, notifications.actorId)),
    ) as SQL;

  return {
    /**
     * Stores one notification unless the recipient is gone or the pair is blocked, checked in
     * the same statement. `gather` (messages, visits): an unread one of the same kind from the
     * same member is moved to now instead, so ten messages make one line, not ten.
     */
    async add(input: {
      userId: string;
      kind: string;
      actorId: string | null;
      data: NotificationData;
      now: Date;
      gather: boolean;
    }): Promise<NotificationRow | null> {
      const { userId, kind, actorId, data, now } = input;
      const allowed = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null)
        and (${actorId}::text is null or ${visibleTo(userId, sql`${actorId}::text`)})`;
      if (input.gather && actorId) {
        const [moved] = await db
          .update(notifications)
          .set({ createdAt: now, data, emailedAt: null })
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.kind, kind),
              eq(notifications.actorId, actorId),
              isNull(notifications.readAt),
              allowed,
            ),
          )
          .returning();
        if (moved) return moved;
      }
      const id = uuidv7(now.getTime());
      const inserted = (
        (await db.execute(sql`
          insert into ${notifications} (id, user_id, kind, actor_id, data, created_at)
          select ${id}, ${userId}, ${kind}, ${actorId}, ${JSON.stringify(data)}::jsonb, ${now}
          where ${allowed}
          returning id`)) as unknown as { rows: { id: string }[] }
      ).rows; // both drivers answer raw SQL with `rows`; the Db type leaves it unknown
      if (inserted.length === 0) return null;
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Newest first; one more than `limit` so the caller knows whether a next page exists. */
    list: (userId: string, now: Date, limit: number, offset: number) =>
      db
        .select()
        .from(notifications)
        .where(shown(userId, now))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset(offset),

    async unread(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(shown(userId, now), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the member's own; ids of anyone else's match nothing. */
    async markRead(userId: string, ids: readonly string[] | "all", now: Date) {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === "all" ? undefined : inArray(notifications.id, [...ids]),
          ),
        );
    },

    /** Marks read the member's unread ones of a kind from one member; true when any were. */
    async markSeen(userId: string, kind: string, actorId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            eq(notifications.actorId, actorId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Past the 90 days nothing is shown; the rows go too. */
    async purge(now: Date) {
      await db
        .delete(notifications)
        .where(lt(notifications.createdAt, new Date(now.getTime() - keptMs)));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
