import type { JobQueue } from "../jobs/job-queue.ts";
import { buildJob, type DataExportService } from "./data-export.service.ts";

/** Housekeeping of "My data": expired ZIPs are deleted every night (India time). */
export const dataExportSchedules = { "data-export.purge-expired": "20 3 * * *" } as const;

export function registerDataExportJobs(jobs: JobQueue, exports: DataExportService) {
  // A build marks its own failures; a retry is only for a run lost with its process, which
  // finds the export still queued and builds it again.
  jobs.define<{ id: string }>(buildJob, ({ id }) => exports.build(id), {
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 30 * 60,
  });
  jobs.define("data-export.purge-expired", () => exports.purgeExpired(), {
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
  });
  jobs.schedule("data-export.purge-expired", dataExportSchedules["data-export.purge-expired"]);
}
