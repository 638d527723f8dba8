import type { FileStore } from "../../lib/storage.ts";
import type { JobQueue } from "./job-queue.ts";

const deleteJob = "files.delete";

/**
 * The file store with its deletions on the job queue: a member's delete (a photo, a video,
 * the whole account) is answered once the rows are gone, and the files follow, retried for
 * hours if the disk or the bucket fails, instead of being left behind by a failed call.
 * Reads and writes go straight through.
 */
export function withQueuedDeletes(files: FileStore, jobs: JobQueue): FileStore {
  jobs.define<{ key?: string; folder?: string }>(
    deleteJob,
    async ({ key, folder }) => {
      if (key) await files.delete(key);
      if (folder) await files.deleteFolder(folder);
    },
    { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600 },
  );
  return {
    put: (key, bytes, contentType) => files.put(key, bytes, contentType),
    putFile: (key, path, contentType) => files.putFile(key, path, contentType),
    get: (key, range) => files.get(key, range),
    delete: (key) => jobs.send(deleteJob, { key }),
    deleteFolder: (folder) => jobs.send(deleteJob, { folder }),
  };
}
