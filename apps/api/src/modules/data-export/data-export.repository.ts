import { and, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { lockFor } from "../connections/pair-sql.ts";
import { dataExports } from "./data-export.table.ts";

export type DataExportRow = typeof dataExports.$inferSelect;

/** The requests themselves; what goes into a ZIP is read by member-data.repository.ts. */
export function createDataExportRepository({ db }: { db: Db }) {
  return {
    /**
     * A new request unless one not failed was made since `since`: decided under a lock on the
     * member, so parallel requests make one export and the others find it.
     */
    async createUnlessRecent(
      userId: string,
      since: Date,
      now: Date,
    ): Promise<{ row: DataExportRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `data-export:${userId}`);
        const [recent] = await tx
          .select()
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              gt(dataExports.createdAt, since),
              ne(dataExports.status, "failed"),
            ),
          )
          .orderBy(desc(dataExports.createdAt))
          .limit(1);
        if (recent) return { row: recent, created: false };
        const [row] = await tx
          .insert(dataExports)
          .values({ id: uuidv7(), userId, status: "queued", createdAt: now })
          .returning();
        return { row: row!, created: true };
      });
    },

    /** The member's newest request that has not expired yet. */
    async latest(userId: string, now: Date): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            or(sql`${dataExports.expiresAt} is null`, gt(dataExports.expiresAt, now)),
          ),
        )
        // uuidv7 ids follow creation, within one millisecond too.
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },

    async find(id: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    /** Ready once: a second run of the same job (after a crash) finds it no longer queued. */
    async markReady(id: string, fileKey: string, readyAt: Date, expiresAt: Date) {
      const rows = await db
        .update(dataExports)
        .set({ status: "ready", fileKey, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, "queued")))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async markFailed(id: string) {
      await db
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, "queued")));
    },

    /** Ready exports past their expiry, and failed ones older than `failedBefore`. */
    async expired(now: Date, failedBefore: Date, limit: number) {
      return db
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(
          or(
            and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)),
            and(eq(dataExports.status, "failed"), lt(dataExports.createdAt, failedBefore)),
          ),
        )
        .limit(limit);
    },

    async removeAllOf(userId: string) {
      await db.delete(dataExports).where(eq(dataExports.userId, userId));
    },

    async remove(ids: string[]) {
      if (ids.length === 0) return;
      await db.delete(dataExports).where(inArray(dataExports.id, ids));
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
