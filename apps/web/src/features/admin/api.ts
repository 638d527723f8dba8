import type {
  AdminDocument,
  AdminReport,
  AuditEntry,
  DocStatus,
  DocumentDecision,
  reportDecisionBodySchema,
} from "@sagpan/contract";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, baseHeaders, parseJson, replyError } from "../../lib/api.ts";
import { sessionStore } from "../../lib/session.ts";

type List<T> = { data: T[]; next: number | null };
export type ReportAction = (typeof reportDecisionBodySchema)["_output"]["action"];

export const adminKeys = {
  all: ["admin"] as const,
  documents: (status: DocStatus) => ["admin", "documents", status] as const,
  allDocuments: ["admin", "documents"] as const,
  reports: ["admin", "reports"] as const,
};

export function useAdminDocuments(status: DocStatus) {
  return useQuery({
    queryKey: adminKeys.documents(status),
    queryFn: ({ signal }) =>
      api.get<List<AdminDocument>>("/api/v1/admin/documents", { status, limit: 100 }, signal),
  });
}

export function useDocumentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DocumentDecision }) =>
      api.post(`/api/v1/admin/documents/${encodeURIComponent(id)}/decision`, decision),
    // A decision moves the document between the status lists, so every list refetches.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allDocuments }),
  });
}

export function useAdminReports() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) =>
      api.get<List<AdminReport>>("/api/v1/admin/reports", { status: "open", limit: 50 }, signal),
  });
}

export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) =>
      api.post(`/api/v1/admin/reports/${encodeURIComponent(id)}/decision`, { action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}

/**
 * A document's file as a blob: documents never have a public URL, so it is fetched with the
 * bearer token and shown through an object URL.
 */
export async function fetchDocumentFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(fileUrl, { headers: baseHeaders(), signal });
  if (!response.ok) {
    const body = parseJson(await response.text());
    throw replyError(response.status, body, response.statusText, sessionStore.get() !== null);
  }
  return response.blob();
}

/** The audit log, newest first, a page at a time ("Show more" asks for the next). */
export function useAuditLog(action: string | null) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.all, "audit", action ?? "all"],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<List<AuditEntry>>(
        "/api/v1/admin/audit",
        { limit: 50, offset: pageParam, ...(action ? { action } : {}) },
        signal,
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
