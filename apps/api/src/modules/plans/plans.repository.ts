import type { PlanName } from "@sagpan/contract";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "./subscriptions.table.ts";

export function createPlansRepository({ db }: { db: Db }) {
  return {
    /** The active plan with the latest end, or Free when none is active. */
    async current(userId: string, now: Date): Promise<{ plan: PlanName; endsAt: Date | null }> {
      const [row] = await db
        .select({ plan: subscriptions.plan, endsAt: subscriptions.endsAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.endsAt, now)))
        .orderBy(desc(subscriptions.endsAt))
        .limit(1);
      return row ? { plan: row.plan, endsAt: row.endsAt } : { plan: "Free", endsAt: null };
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
