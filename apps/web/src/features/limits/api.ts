import type { AddressAllowance, LiftAddressBody } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** The console's "Event addresses" calls (API: modules/limits); loaded only with the admin page. */
export const limitsKeys = { allowances: ["admin", "address-allowances"] as const };

export function useAddressAllowances() {
  return useQuery({
    queryKey: limitsKeys.allowances,
    queryFn: ({ signal }) =>
      api.get<{ data: AddressAllowance[] }>("/api/v1/admin/address_allowances", undefined, signal),
  });
}

export function useLiftAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowance: LiftAddressBody["allowance"]) =>
      api.post<{ data: AddressAllowance }>("/api/v1/admin/address_allowances", { allowance }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKeys.allowances }),
  });
}

export function useEndAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      api.delete(`/api/v1/admin/address_allowances?address=${encodeURIComponent(address)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKeys.allowances }),
  });
}
