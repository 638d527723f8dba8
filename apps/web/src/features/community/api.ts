import type { Apps, Feature, LeadInput } from "@sagpan/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/**
 * Community content on the web: the /featured showcase, the advertisers' lead form (/advertise)
 * and the mobile apps' badges (API module `community`). The admin console's calls are in
 * admin-api.ts, so they never load for visitors.
 */
export const communityKeys = {
  features: ["features"] as const,
  apps: ["apps"] as const,
};

export function useFeatures() {
  return useQuery({
    queryKey: communityKeys.features,
    queryFn: ({ signal }) =>
      api.get<{ data: Feature[] }>("/api/v1/features", undefined, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** Store links, present only for the stores a deployment configured. */
export function useApps() {
  return useQuery({
    queryKey: communityKeys.apps,
    queryFn: ({ signal }) =>
      api.get<{ data: Apps }>("/api/v1/apps", undefined, signal).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSendLead() {
  return useMutation({
    mutationFn: (lead: LeadInput) =>
      api.post<{ data: { id: string } }>("/api/v1/leads", { lead }).then((r) => r.data),
  });
}
