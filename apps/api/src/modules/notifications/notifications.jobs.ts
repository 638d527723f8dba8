import type { JobQueue } from "../jobs/job-queue.ts";
import type { NotificationsService } from "./notifications.service.ts";

/** Scheduled work of the notifications module, on Indian time; each run is idempotent. */
export const notificationSchedules = {
  "notifications.purge": "50 3 * * *",
} as const;

export function registerNotificationJobs(deps: {
  jobs: JobQueue;
  notifications: NotificationsService;
}) {
  const { jobs, notifications } = deps;
  const handlers: Record<keyof typeof notificationSchedules, () => Promise<void>> = {
    /** Kept 90 days (business-rules.md): older ones are already hidden, now removed. */
    "notifications.purge": () => notifications.purge(),
  };
  for (const [name, handler] of Object.entries(handlers)) {
    jobs.define(name, handler, { retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: 600 });
    jobs.schedule(name, notificationSchedules[name as keyof typeof notificationSchedules]);
  }
}
