import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isLive } from "../connections/pair-sql.ts";
import { pushSubscriptions } from "../notifications/notifications.table.ts";

/** Devices one member may have push on at once; a new one beyond it replaces the oldest. */
export const devicesPerMember = 10;

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository({ db }: { db: Db }) {
  return {
    /**
     * One row per device: the endpoint is its identity, so a browser subscribing again updates
     * its keys, and a device signed in as another member now pushes to that member only.
     */
    async subscribe(userId: string, sub: StoredSubscription, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ ...sub, userId, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
          });
        const kept = tx
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
          .limit(devicesPerMember);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, kept)),
          );
      });
    },

    /** Removes the member's own subscription; false when the endpoint is not theirs. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return gone.length > 0;
    },

    /** The member's devices, while the member is neither deleted nor suspended. */
    devices: (userId: string): Promise<StoredSubscription[]> =>
      db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), isLive(sql`${userId}::text`))),

    async hasDevices(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** A subscription the push service says is gone (404, 410). */
    async drop(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** Every device of the member (signed out everywhere, account deleted). */
    async forget(userId: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
