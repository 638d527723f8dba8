import type { AnalyticsEvent, AnalyticsQuery, AnalyticsReport, VitalName } from "@sagpan/contract";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { uuidv7 } from "../../lib/ids.ts";
import { users } from "../accounts/accounts.table.ts";
import { interests } from "../interests/interests.table.ts";
import { messages } from "../messages/messages.table.ts";
import { payments } from "../payments/payments.table.ts";
import { analyticsEvents } from "./analytics.table.ts";

/** Days are India's: the community's "today" starts at midnight IST, not UTC. */
const ZONE = "Asia/Kolkata";
const TOP_ROUTES = 20;

/** `YYYY-MM-DD` (India) to the instant that day starts. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);
// The zone is written into the SQL: as a parameter, the select's and the group by's
// expressions would differ ($1, $2) and PostgreSQL would refuse the grouping.
const dayOf = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone '${sql.raw(ZONE)}', 'YYYY-MM-DD')`;

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * A route pattern as stored: a segment holding a digit that is not a `:param` becomes `:id`,
 * so an older client that sent `/blog/42` cannot spread one page over many rows.
 */
export function storedRoute(path: string): string {
  return path.replace(/\/([^/:]*\d[^/]*)/g, "/:id");
}

export function createAnalyticsRepository({ db }: { db: Db }) {
  /** Rows per India day in [from, to] of one table's timestamp, with an optional filter. */
  async function perDay(table: PgTable, at: PgColumn, range: AnalyticsQuery, where?: SQL) {
    const day = dayOf(at);
    const rows = await db
      .select({ day, n: count() })
      .from(table)
      .where(and(gte(at, startOfDay(range.from)), lt(at, nextDay(range.to)), where))
      .groupBy(day);
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  }

  const eventsIn = (type: string, range: AnalyticsQuery) =>
    and(
      eq(analyticsEvents.type, type),
      gte(analyticsEvents.at, startOfDay(range.from)),
      lt(analyticsEvents.at, nextDay(range.to)),
    );

  return {
    async record(events: AnalyticsEvent[]): Promise<void> {
      await db.insert(analyticsEvents).values(
        events.map((e) => ({
          id: uuidv7(),
          type: e.type,
          path: storedRoute(e.path),
          name: e.type === "web_vital" ? e.name : null,
          value: e.type === "web_vital" ? e.value : null,
          lang: e.lang ?? null,
        })),
      );
    },

    /**
     * The console's report. Each part is one grouped query on an index that starts with the
     * event type or the timestamp, so a 90-day range reads only those rows.
     */
    async report(range: AnalyticsQuery): Promise<AnalyticsReport> {
      const ev = analyticsEvents;
      const p75 = sql<number>`percentile_cont(0.75) within group (order by ${ev.value})`;
      const [views, signUps, interestRows, chats, paid, assistant, routes, vitals] =
        await Promise.all([
          perDay(ev, ev.at, range, eq(ev.type, "page_view")),
          perDay(users, users.createdAt, range),
          perDay(interests, interests.createdAt, range),
          perDay(messages, messages.createdAt, range),
          perDay(payments, payments.createdAt, range),
          perDay(ev, ev.at, range, eq(ev.type, "assistant")),
          db
            .select({ route: ev.path, views: count() })
            .from(ev)
            .where(eventsIn("page_view", range))
            .groupBy(ev.path)
            .orderBy(desc(count()), ev.path)
            .limit(TOP_ROUTES),
          db
            .select({ route: ev.path, name: ev.name, p75, samples: count() })
            .from(ev)
            .where(eventsIn("web_vital", range))
            .groupBy(ev.path, ev.name)
            .orderBy(ev.path, ev.name),
        ]);
      return {
        from: range.from,
        to: range.to,
        days: daysBetween(range.from, range.to).map((day) => ({
          day,
          page_views: views.get(day) ?? 0,
          sign_ups: signUps.get(day) ?? 0,
          interests: interestRows.get(day) ?? 0,
          chats: chats.get(day) ?? 0,
          payments: paid.get(day) ?? 0,
          assistant: assistant.get(day) ?? 0,
        })),
        routes: routes.map((r) => ({ route: r.route, views: Number(r.views) })),
        vitals: vitals.map((v) => ({
          route: v.route,
          name: v.name as VitalName,
          p75: Number(v.p75),
          samples: Number(v.samples),
        })),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
