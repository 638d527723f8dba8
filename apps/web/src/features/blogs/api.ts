import type { Blog, BlogSummary } from "@sagpan/contract";
import { useQuery } from "@tanstack/react-query";
import { currentLanguage } from "../../i18n/i18n.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { api } from "../../lib/api.ts";

export const blogKeys = {
  all: ["blogs"] as const,
  list: (lang: string) => ["blogs", "list", lang] as const,
  one: (id: string, lang: string) => ["blogs", id, lang] as const,
};

/** Published posts, each in the reader's language when it has one. */
export function useBlogs() {
  const lang = currentLanguage(useTranslation().i18n);
  return useQuery({
    queryKey: blogKeys.list(lang),
    queryFn: ({ signal }) =>
      api.get<{ data: BlogSummary[] }>("/api/v1/blogs", { lang }, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function useBlog(id: string) {
  const lang = currentLanguage(useTranslation().i18n);
  return useQuery({
    queryKey: blogKeys.one(id, lang),
    queryFn: ({ signal }) =>
      api
        .get<{ data: Blog }>(`/api/v1/blog/${encodeURIComponent(id)}`, { lang }, signal)
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
