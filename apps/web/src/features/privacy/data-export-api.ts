import type { DataExport } from "@sagpan/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, baseHeaders, parseJson, replyError } from "../../lib/api.ts";
import { saveBlob } from "../../lib/save-blob.ts";
import { useSession } from "../../lib/use-session.ts";

/*
 * "My data" (API module data-export): ask for the ZIP, follow it while the job builds it, and
 * download it with the member's token (the file is served to its owner only).
 */

export const dataExportKey = (userId: string) => ["data-export", userId] as const;

/** The latest export; while one is queued it is asked again every few seconds. */
export function useDataExport() {
  const userId = useSession()?.userId ?? "";
  return useQuery({
    queryKey: dataExportKey(userId),
    queryFn: ({ signal }) =>
      api.get<{ data: DataExport | null }>("/api/v1/export", undefined, signal),
    select: (reply) => reply.data,
    enabled: userId !== "",
    refetchInterval: (query) => (query.state.data?.data?.status === "queued" ? 3000 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? "";
  return useMutation({
    mutationFn: () => api.post<{ data: { id: string; status: "queued" } }>("/api/v1/export"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKey(userId) }),
  });
}

/** Fetches the ZIP with the bearer token and saves it under the server's file name. */
export async function downloadDataExport(url: string): Promise<void> {
  const headers = { ...baseHeaders(), Accept: "application/zip, application/json" };
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw replyError(response.status, parseJson(await response.text()), response.statusText, true);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "sagpan-my-data.zip";
  saveBlob(await response.blob(), filename);
}
