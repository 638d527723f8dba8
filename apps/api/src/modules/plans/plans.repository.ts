import type { PlanName } from "@sagpan/contract";
import { and, desc, eq, gt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "./subscriptions.table.ts";

/**
 * The plan a member holds at `now`, as a scalar subquery (null when Free), for queries that
 * read it together with the member's other data. Same rule as `current`.
 */
export function activePlanOf(userId: AnyPgColumn | SQL, now: SQL | Placeholder) {
  return sql<PlanName | null>`(select ${subscriptions.plan} from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.endsAt} > ${now} order by ${subscriptions.endsAt} desc limit 1)`;
}

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
