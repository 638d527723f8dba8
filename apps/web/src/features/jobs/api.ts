import type { ScheduledJob } from "@sagpan/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** The console's "Scheduled work" calls (API: modules/jobs); loaded only with the admin page. */
export const jobsKeys = { scheduled: ["admin", "jobs"] as const };

export function useScheduledJobs() {
  return useQuery({
    queryKey: jobsKeys.scheduled,
    queryFn: ({ signal }) =>
      api.get<{ data: ScheduledJob[] }>("/api/v1/admin/jobs", undefined, signal),
  });
}

export function useRunJob() {
  return useMutation({
    mutationFn: (name: string) =>
      api.post<{ ok: true }>(`/api/v1/admin/jobs/${encodeURIComponent(name)}/run`, {}),
  });
}
