import type {
  AbOverride,
  AdminBlog,
  AdminBlogBody,
  AdminMember,
  AdminPayment,
  AdminPaymentTotals,
  AdminPlanHistory,
} from "@sagpan/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { textOverrideKeys } from "../../app/text-overrides.ts";
import { api } from "../../lib/api.ts";
import { uploadForm } from "../../lib/upload.ts";
import { blogKeys } from "../blogs/api.ts";
import { communityAdminKeys } from "../community/admin-api.ts";

type List<T> = { data: T[]; next: number | null };

export const consoleKeys = {
  members: (q: string) => ["admin", "members", q] as const,
  allMembers: ["admin", "members"] as const,
  member: (id: string) => ["admin", "members", "one", id] as const,
  plans: (id: string) => ["admin", "members", "plans", id] as const,
  blogs: ["admin", "blogs"] as const,
  ab: ["admin", "ab"] as const,
  payments: (status: string) => ["admin", "payments", status] as const,
  daily: ["admin", "payments", "daily"] as const,
};

// Members tab.
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: consoleKeys.members(q),
    queryFn: ({ signal }) =>
      api.get<List<AdminMember>>("/api/v1/admin/members", { q, limit: 20 }, signal),
    // Rows stay while the next search loads: a click in flight is not lost to a reload.
    placeholderData: keepPreviousData,
  });
}

export function usePlanHistory(id: string) {
  return useQuery({
    queryKey: consoleKeys.plans(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: AdminPlanHistory }>(
          `/api/v1/admin/members/${encodeURIComponent(id)}/plans`,
          undefined,
          signal,
        )
        .then((r) => r.data),
  });
}

export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "suspend" | "restore" }) =>
      api.post<{ data: AdminMember }>(`/api/v1/admin/members/${encodeURIComponent(id)}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.allMembers }),
  });
}

/** Moves a member's profile into a community group ("" takes it out): the spec's `GET /migrate`. */
export function useMoveToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, usergroup }: { id: string; usergroup: string }) =>
      api.get<{ data: { pid: string; usergroup: string | null } }>("/api/v1/migrate", {
        pid: id,
        usergroup,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.allMembers }),
        queryClient.invalidateQueries({ queryKey: communityAdminKeys.groups }),
      ]),
  });
}

// Blogs tab.
export function useAdminBlogs() {
  return useQuery({
    queryKey: consoleKeys.blogs,
    queryFn: ({ signal }) => api.get<List<AdminBlog>>("/api/v1/admin/blogs", undefined, signal),
  });
}

/** After any change the public blog pages refetch too (their cache is this app's). */
function useBlogsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.blogs }),
      queryClient.invalidateQueries({ queryKey: blogKeys.all }),
    ]);
}

export function useSaveBlog() {
  const changed = useBlogsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminBlogBody }) =>
      (id
        ? api.put<{ data: AdminBlog }>(`/api/v1/admin/blogs/${encodeURIComponent(id)}`, body)
        : api.post<{ data: AdminBlog }>("/api/v1/admin/blogs", body)
      ).then((r) => r.data),
    onSettled: changed,
  });
}

export function useBlogStatus() {
  const changed = useBlogsChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "draft" | "published" }) =>
      api.put(`/api/v1/admin/blogs/${encodeURIComponent(id)}/status`, { status }),
    onSettled: changed,
  });
}

export function uploadBlogImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return uploadForm<{ data: { url: string } }>("/api/v1/admin/blog-images", form).then(
    (r) => r.data.url,
  );
}

// Texts tab.
export function useAbOverrides() {
  return useQuery({
    queryKey: consoleKeys.ab,
    queryFn: ({ signal }) => api.get<{ data: AbOverride[] }>("/api/v1/admin/ab", undefined, signal),
  });
}

/** After a change every language's overrides refetch, so the admin sees it take effect. */
function useAbChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.ab }),
      queryClient.invalidateQueries({ queryKey: textOverrideKeys.all }),
    ]);
}

export function useSetOverride() {
  const changed = useAbChanged();
  return useMutation({
    mutationFn: (body: { key: string; lang: "en" | "gu"; text: string }) =>
      api.put("/api/v1/admin/ab", body),
    onSettled: changed,
  });
}

export function useDeleteOverride() {
  const changed = useAbChanged();
  return useMutation({
    mutationFn: ({ key, lang }: { key: string; lang: "en" | "gu" }) =>
      api.delete(
        `/api/v1/admin/ab?key=${encodeURIComponent(key)}&lang=${encodeURIComponent(lang)}`,
      ),
    onSettled: changed,
  });
}

// Payments tab.
export function useAdminPayments(status: string) {
  return useQuery({
    queryKey: consoleKeys.payments(status),
    queryFn: ({ signal }) =>
      api.get<List<AdminPayment>>("/api/v1/admin/payments", { status, limit: 100 }, signal),
  });
}

export function usePaymentTotals() {
  return useQuery({
    queryKey: consoleKeys.daily,
    queryFn: ({ signal }) =>
      api
        .get<{ data: AdminPaymentTotals }>("/api/v1/admin/payments/daily", { days: 30 }, signal)
        .then((r) => r.data),
  });
}
