import type { JobQueue } from "../jobs/job-queue.ts";
import type { SavedSearchesService } from "./saved-searches.service.ts";

/** Hourly, on Indian time: a saved search's new matches reach the member within the hour. */
export const savedSearchSchedules = { "saved_searches.announce": "15 * * * *" } as const;

export function registerSavedSearchJobs(deps: { jobs: JobQueue; searches: SavedSearchesService }) {
  deps.jobs.define("saved_searches.announce", () => deps.searches.announceNewMatches(), {
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  });
  deps.jobs.schedule("saved_searches.announce", savedSearchSchedules["saved_searches.announce"]);
}
