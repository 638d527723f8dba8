import type { Blog, BlogSummary } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const blogKeys = {
  list: ["blogs"] as const,
  one: (id: string) => ["blogs", id] as const,
};

export function useBlogs() {
  return useQuery({
    queryKey: blogKeys.list,
    queryFn: ({ signal }) =>
      api.get<{ data: BlogSummary[] }>("/api/v1/blogs", undefined, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function useBlog(id: string) {
  return useQuery({
    queryKey: blogKeys.one(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: Blog }>(`/api/v1/blog/${encodeURIComponent(id)}`, undefined, signal)
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
