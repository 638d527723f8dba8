import { defaultPush } from "@sagpan/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { startOfIndianDay } from "../connections/pair-sql.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { frequencySql } from "../notifications/notification-settings.repository.ts";
import type { NotifyEvent } from "../notifications/notifications.service.ts";
import type { RecommendationsService } from "./recommendations.service.ts";

/** Before the 7 am digest (India time), so the day's line is in it. */
export const recommendationSchedules = { "recommendations.ready": "30 6 * * *" } as const;
const page = 200;

/**
 * Each morning, members who would hear of it by mail or push get today's list made and one
 * `recommendations_ready` notification with its size; members whose list is empty get none.
 * A rerun the same day skips those already told. Members are taken a page at a time.
 */
export function createRecommendationsReady(deps: {
  db: Db;
  recommendations: Pick<RecommendationsService, "countToday">;
  notify: (event: NotifyEvent) => Promise<void>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** EMAIL_CONFIRMATION on: mail goes to confirmed addresses only. */
  confirmedOnly: boolean;
}) {
  const { db, clock } = deps;
  const kind = sql`'recommendations_ready'`;
  const mailed = sql`${frequencySql(kind, sql`s.email`)} <> 'off'${
    deps.confirmedOnly ? sql` and u.email_confirmed_at is not null` : sql``
  }`;
  const pushed = sql`coalesce((s.push ->> 'recommendations_ready')::boolean, ${sql.raw(String(defaultPush.recommendations_ready))})
    and exists (select 1 from push_subscriptions d where d.user_id = u.id)`;

  return async function run(): Promise<{ told: number }> {
    const now = clock();
    const dayStart = startOfIndianDay(now);
    let after = "";
    let told = 0;
    for (;;) {
      const members = (
        (await db.execute(sql`
          select u.id from users u
          join profiles p on p.id = u.id
          left join notification_settings s on s.user_id = u.id
          where u.id > ${after} and u.deleted_at is null and u.suspended_at is null
            and not u.shadow and ((${mailed}) or (${pushed}))
            and not exists (select 1 from notifications n where n.user_id = u.id
              and n.kind = 'recommendations_ready' and n.created_at >= ${dayStart})
          order by u.id limit ${page}`)) as unknown as { rows: { id: string }[] }
      ).rows;
      for (const { id } of members) {
        try {
          const count = await deps.recommendations.countToday(id);
          if (count === 0) continue;
          await deps.notify({
            kind: "recommendations_ready",
            to: id,
            actor: null,
            data: { count },
          });
          told += 1;
        } catch (err) {
          // One member's list failing (a profile half made) does not stop the others'.
          deps.log.warn({ err, userId: id }, "recommendations not made");
        }
      }
      if (members.length < page) return { told };
      after = members[members.length - 1]!.id;
    }
  };
}

export function registerRecommendationJobs(
  jobs: JobQueue,
  run: ReturnType<typeof createRecommendationsReady>,
) {
  jobs.define(
    "recommendations.ready",
    async () => {
      await run();
    },
    { retryLimit: 2, retryDelaySeconds: 300, expireInSeconds: 3 * 3600 },
  );
  jobs.schedule("recommendations.ready", recommendationSchedules["recommendations.ready"]);
}
