import { z } from "zod";

/**
 * The admin console's "Scheduled work": each job the API runs on a timetable, in India time
 * (cron: minute hour day month weekday), which an admin may also start at once — the morning
 * digest after a mail outage, say. Every job is safe to run again: it does only what is due.
 */
export const scheduledJobSchema = z.object({
  name: z.string(),
  cron: z.string(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobListSchema = z.object({ data: z.array(scheduledJobSchema) });

export const jobNameParamsSchema = z.object({
  name: z.string().trim().min(1).max(80),
});
