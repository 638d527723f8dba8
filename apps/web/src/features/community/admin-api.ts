import type {
  AdminFeature,
  FeatureInput,
  Group,
  GroupInput,
  Lead,
  LeadStatus,
} from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { communityKeys } from "./api.ts";

/** The console's calls for the Featured and Leads tabs; loaded only with the admin page. */
export const communityAdminKeys = {
  features: ["admin", "features"] as const,
  groups: ["admin", "groups"] as const,
  leads: (status: LeadStatus | null) => ["admin", "leads", status ?? "all"] as const,
  allLeads: ["admin", "leads"] as const,
};

export function useAdminFeatures() {
  return useQuery({
    queryKey: communityAdminKeys.features,
    queryFn: ({ signal }) =>
      api.get<{ data: AdminFeature[] }>("/api/v1/admin/features", undefined, signal),
  });
}

/** After any card change both the console's list and the public page's refetch. */
function useFeaturesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityAdminKeys.features }),
      queryClient.invalidateQueries({ queryKey: communityKeys.features }),
    ]);
}

export function useSaveFeature() {
  const changed = useFeaturesChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: FeatureInput }) =>
      id
        ? api.put(`/api/v1/admin/features/${encodeURIComponent(id)}`, input)
        : api.post("/api/v1/admin/features", input),
    onSettled: changed,
  });
}

export function useOrderFeatures() {
  const changed = useFeaturesChanged();
  return useMutation({
    mutationFn: (ids: string[]) => api.put("/api/v1/admin/features-order", { ids }),
    onSettled: changed,
  });
}

export function useAdminGroups() {
  return useQuery({
    queryKey: communityAdminKeys.groups,
    queryFn: ({ signal }) => api.get<{ data: Group[] }>("/api/v1/admin/groups", undefined, signal),
  });
}

export function useAddGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupInput) => api.post("/api/v1/admin/groups", input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityAdminKeys.groups }),
  });
}

export function useRenameGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...names }: GroupInput) =>
      api.put(`/api/v1/admin/groups/${encodeURIComponent(code)}`, names),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityAdminKeys.groups }),
  });
}

export function useAdminLeads(status: LeadStatus | null) {
  return useQuery({
    queryKey: communityAdminKeys.leads(status),
    queryFn: ({ signal }) =>
      api.get<{ data: Lead[]; next: number | null }>(
        "/api/v1/admin/leads",
        { status: status ?? undefined, limit: 100 },
        signal,
      ),
  });
}

export function useLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api.put(`/api/v1/admin/leads/${encodeURIComponent(id)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityAdminKeys.allLeads }),
  });
}
