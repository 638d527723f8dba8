import type { AdminAd, AdWrite } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { uploadForm } from "../../lib/upload.ts";

/** The admin console's Ads tab (the popup's own calls are in popup-api.ts). */
export const adKeys = {
  admin: ["admin", "ads"] as const,
};

export function useAdminAds() {
  return useQuery({
    queryKey: adKeys.admin,
    queryFn: ({ signal }) => api.get<{ data: AdminAd[] }>("/api/v1/admin/ads", undefined, signal),
  });
}

/** Creates (no id) or edits an ad, then uploads its new image when one was chosen. */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ad, image }: { id?: string; ad: AdWrite; image: File | null }) => {
      const saved = id
        ? await api.put<{ data: AdminAd }>(`/api/v1/admin/ads/${encodeURIComponent(id)}`, { ad })
        : await api.post<{ data: AdminAd }>("/api/v1/admin/ads", { ad });
      if (!image) return saved.data;
      const form = new FormData();
      form.append("file", image);
      const withImage = await uploadForm<{ data: AdminAd }>(
        `/api/v1/admin/ads/${encodeURIComponent(saved.data.id)}/image`,
        form,
      );
      return withImage.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.admin }),
  });
}

export function useStopAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v1/admin/ads/${encodeURIComponent(id)}/stop`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.admin }),
  });
}
