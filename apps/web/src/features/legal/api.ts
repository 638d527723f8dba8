import type { Legal } from "@sagpan/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const legalKeys = {
  legal: ["legal"] as const,
};

export function useLegal() {
  return useQuery({
    queryKey: legalKeys.legal,
    queryFn: ({ signal }) =>
      api.get<{ data: Legal }>("/api/v1/legal", undefined, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

export function useDeleteProfile() {
  return useMutation({
    mutationFn: () => api.delete<unknown>("/api/v1/delete/profile"),
  });
}
