import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { analyticsEvents } from "../analytics/analytics.table.ts";

/**
 * Use of the assistant as analytics events: what kind of answer and in which language,
 * never the question, the answer, the asker or the profile.
 */
export function createAssistantRepository({ db }: { db: Db }) {
  return {
    async recordUse(outcome: string, lang: string): Promise<void> {
      await db
        .insert(analyticsEvents)
        .values({ id: uuidv7(), type: "assistant", path: "/profile", name: outcome, lang });
    },

    async usageSince(since: Date) {
      const day = sql<string>`to_char(${analyticsEvents.at} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, outcome: analyticsEvents.name, lang: analyticsEvents.lang, count: count() })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, "assistant"), gte(analyticsEvents.at, since)))
        .groupBy(day, analyticsEvents.name, analyticsEvents.lang)
        .orderBy(day);
      return rows.map((r) => ({
        day: r.day,
        outcome: r.outcome ?? "",
        lang: r.lang ?? "",
        count: Number(r.count),
      }));
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
